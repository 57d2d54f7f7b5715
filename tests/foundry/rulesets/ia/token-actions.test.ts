/**
 * The Token HUD's actions for Infantry Attacks (IA1 15.4, 15.51, 16.2, 16.42): the engine judges each on the asking
 * side's view, and the Unit actions dialog offers and sends the same (it asks the same `actions` request).
 */
import { describe, expect, it } from "vitest";
import { inf } from "../../../fixtures/ia-battle";
import { iaTokenActions } from "../../../../src/foundry/rulesets/ia/token-actions";
import type { IaTableGame } from "../../../../src/foundry/rulesets/ia/table-game";
import type { IaBattle } from "../../../../src/engine/rules/ia/state";
import { askUnitActions, unitActionCommand, unitActionStateFrom } from "../../../../src/foundry/rulesets/ia/dialogs/unit-action-view";
import { sampleDigIn, sampleMount } from "../../../support/ia-assault-samples";
import { sampleMap, sampleRules } from "../../../support/ia-table-samples";
import { after } from "../../../engine/rules/ia/transport/support";
import { activate, at, exiting, ia } from "../../../engine/rules/ia/board-edge/support";

/** What the referee's game holds that the token actions read: the battle now and its ruleset. */
const game = (state: IaBattle, ruleset = sampleRules) => ({ state, ruleset }) as unknown as IaTableGame;
const actionsOf = (state: IaBattle, side: string, piece: string, ruleset = sampleRules) => iaTokenActions(game(state, ruleset), side, piece).map((a) => a.action);
/** The battle just after the activation of a sample step (the step's command not yet given). */
const activated = (step: { before: IaBattle }) => step.before;

describe("Token HUD actions (IA1 15.x, 16.2, 16.42)", () => {
  it("IA1 15.4 a mounted squadron designated to move may dismount; IA1 15.51, 15.6 dismounted, it may mount and never dig in", () => {
    expect(actionsOf(activated(sampleMount("dismount")), "G", "gc")).toEqual(["dismount"]);
    expect(actionsOf(activated(sampleMount("mount")), "G", "gc")).toEqual(["mount"]);
  });

  it("IA1 16.2 an infantry company designated to move may dig in; once it acted, nothing is offered", () => {
    const step = sampleDigIn();
    expect(actionsOf(step.before, "G", "g1")).toEqual(["dig-in"]);
    expect(actionsOf(step.after, "G", "g1")).toEqual([]);
  });

  it("the command offered is the one the unit action dialog sends", async () => {
    const before = sampleMount("dismount").before;
    const [offered] = iaTokenActions(game(before), "G", "gc");
    const ask = async (piece: string) => ({ ok: true as const, result: { side: "G", actions: iaTokenActions(game(before), "G", piece) } });
    const dialog = await askUnitActions({ battle: before, map: sampleMap, side: "G" }, ask);
    expect(unitActionCommand(dialog, unitActionStateFrom({ action: "gc:dismount" }))).toEqual({ command: offered!.command, side: "G" });
  });

  it("IA1 3.1 another side's piece, or a piece not activated, is offered nothing", () => {
    const before = sampleMount("dismount").before;
    expect(actionsOf(before, "R", "gc")).toEqual([]);
    expect(actionsOf(before, "R", "r1")).toEqual([]);
    expect(actionsOf(before, "G", "g1")).toEqual([]);
  });

  it("IA1 16.42 a unit designated to move in an exit hex the scenario gives its side may exit the board", () => {
    const edge = { side: "R", hexes: [at(5, 0)] };
    const there = after(ia, exiting([inf("r1", "R", at(5, 0))], [edge]), [activate({ r1: "move" })]).state;
    expect(actionsOf(there, "R", "r1", ia)).toEqual(["dig-in", "exit-board"]);
    expect(iaTokenActions(game(there, ia), "R", "r1").at(-1)!.command).toEqual({ type: "exit-board", unit: "r1" });
    const away = after(ia, exiting([inf("r1", "R", at(5, 3))], [edge], []), [activate({ r1: "move" }, { piece: "r1" })]).state;
    expect(actionsOf(away, "R", "r1", ia)).toEqual(["dig-in"]);
  });
});
