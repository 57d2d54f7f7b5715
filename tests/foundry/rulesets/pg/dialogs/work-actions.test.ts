import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runCommand } from "../../../../../src/engine/core/engine";
import type { PgCommand } from "../../../../../src/engine/rules/pg/commands/schema";
import type { PgBattle, PgUnit } from "../../../../../src/engine/rules/pg/state";
import { pgTokenActions } from "../../../../../src/foundry/rulesets/pg/token-actions";
import type { PgTableGame } from "../../../../../src/foundry/rulesets/pg/table-game";
import * as river from "../../../../engine/rules/pg/fieldworks/fixtures";
import { at, battle, judged, played, ruleset, side, unit } from "./support";

const SOVIET = { phase: "action" as const, turn: 2, initiative: { winner: "soviet", segments: 1, rolls: [] }, impulses: { sides: ["soviet", "german"] as [string, string], active: "soviet", lead: 1, lastPass: null, over: false } };
const HERE = at(8, 8);
const FAR = unit("gi", "german", "german-infantry", { hex: at(18, 1) });

/** The Soviet segment with `units` activated (each designated to `action`) from their stack at [8, 8]. */
function segment(units: readonly PgUnit[], over: Partial<PgBattle> = {}, action: "move" | "fire" = "move"): PgBattle {
  return played(battle([...units, FAR], [], { ...SOVIET, ...over }), "soviet", { type: "activate", root: { stack: [8, 8] }, pieces: Object.fromEntries(units.map((u) => [u.id, action])) });
}

const game = (state: PgBattle, rules = ruleset) => ({ state, ruleset: rules }) as unknown as PgTableGame;
const actions = (b: PgBattle, piece: string) => pgTokenActions(game(b), "soviet", piece);
const named = (b: PgBattle, piece: string) => actions(b, piece).map((a) => a.action);
const commandOf = (b: PgBattle, piece: string, action: string) => actions(b, piece).find((a) => a.action === action)?.command ?? null;

describe("PG token actions: fieldworks, clearing, crossing, consolidation", () => {
  it("PG 16.2 an infantry company designated to move in clear terrain may dig in; the referee accepts it", () => {
    const b = segment([unit("i", "soviet", "soviet-infantry", { hex: HERE })]);
    expect(commandOf(b, "i", "dig-in")).toEqual({ type: "dig-in", unit: "i" });
    expect(judged(b, "soviet", commandOf(b, "i", "dig-in"))).toEqual({ status: "done" });
  });

  it("PG 16.23, 3.13 a truck may not dig in, nor a unit designated to fire", () => {
    expect(named(segment([unit("k", "soviet", "soviet-truck", { hex: HERE })]), "k")).not.toContain("dig-in");
    expect(named(segment([unit("i", "soviet", "soviet-infantry", { hex: HERE })], {}, "fire"), "i")).toEqual([]);
  });

  it("PG 16.3 a tank in a wreck hex may work at clearing it; without a wreck it may not", () => {
    const wrecked = segment([unit("t", "soviet", "soviet-tank", { hex: HERE })], { wrecks: { [HERE]: 1 } });
    expect(commandOf(wrecked, "t", "clear-wreck")).toEqual({ type: "clear", unit: "t", task: "wreck" });
    expect(judged(wrecked, "soviet", commandOf(wrecked, "t", "clear-wreck"))).toEqual({ status: "done" });
    expect(named(segment([unit("t", "soviet", "soviet-tank", { hex: HERE })]), "t")).not.toContain("clear-wreck");
  });

  it("PG 16.75, 16.7 an ENG may clear a revealed enemy minefield of its hex; a face-down one offers nothing, as no minefield does", () => {
    const field = (revealed: boolean) => ({ id: "m", owner: "german", hex: HERE, strength: 2 as const, revealed });
    const mined = (fields: PgBattle["minefields"]) => segment([unit("e", "soviet", "soviet-engineer", { hex: HERE })], { minefields: fields });
    expect(commandOf(mined([field(true)]), "e", "clear-mines")).toEqual({ type: "clear", unit: "e", task: "mines" });
    expect(judged(mined([field(true)]), "soviet", commandOf(mined([field(true)]), "e", "clear-mines"))).toEqual({ status: "done" });
    expect(named(mined([field(false)]), "e")).toEqual(named(mined([]), "e"));
    expect(named(mined([field(false)]), "e")).not.toContain("clear-mines");
  });

  it("PG 17.1 two reduced like companies of a hex consolidate when the battle plays the option, not otherwise", () => {
    const pair = [unit("a", "soviet", "soviet-infantry", { hex: HERE, steps: 1 }), unit("b", "soviet", "soviet-infantry", { hex: HERE, steps: 1 })];
    const optional = segment(pair, { options: ["consolidation"] });
    expect(commandOf(optional, "a", "consolidate")).toEqual({ type: "consolidate", unit: "a", with: "b" });
    expect(judged(optional, "soviet", commandOf(optional, "a", "consolidate"))).toEqual({ status: "done" });
    expect(named(segment(pair), "a")).not.toContain("consolidate");
  });

  it("PG 5.73 a company in the river hex with an ENG assisting since an earlier turn may roll to cross (2d6)", () => {
    const RIVER = river.at(3, 5);
    const bank = { riverBank: river.at(2, 5), work: { kind: "crossing" as const, since: 2 } };
    const units = [{ ...river.unit("e", "soviet", "soviet-engineer", RIVER), ...bank }, { ...river.unit("i", "soviet", "soviet-infantry", RIVER), ...bank }, river.unit("g", "german", "german-infantry", river.at(18, 1))];
    const b = river.playAll(river.battle(units, [], { turn: 3, sides: [side("german"), side("soviet", { crossingNumbers: { foot: 7, motorized: 5, mechanized: 6 } })] }), [river.activate(["i"])]);
    const offered = pgTokenActions(game(b, river.ruleset), "soviet", "i").find((a) => a.action === "cross");
    expect(offered?.command).toEqual({ type: "cross", unit: "i" });
    const r = runCommand(river.ruleset, b, { ...offered!.command, side: "soviet" } as PgCommand, new ScriptedDice([3, 4]));
    expect(r.status).toBe("done");
  });
});
