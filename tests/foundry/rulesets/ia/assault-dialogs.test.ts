import { describe, expect, it } from "vitest";
import { localizeAll } from "../../../../src/foundry/i18n";
import { assaultCommand, assaultStateFrom, assaultView, emptyAssault } from "../../../../src/foundry/rulesets/ia/dialogs/assault-view";
import { askUnitActions, emptyUnitAction, unitActionCommand, unitActionStateFrom, unitActionView } from "../../../../src/foundry/rulesets/ia/dialogs/unit-action-view";
import { iaTokenActions } from "../../../../src/foundry/rulesets/ia/token-actions";
import type { IaTableGame } from "../../../../src/foundry/rulesets/ia/table-game";
import type { IaBattle } from "../../../../src/engine/rules/ia/state";
import type { Reply } from "../../../../src/foundry/referee/protocol";
import { enI18n } from "../../../support/i18n";
import { hexAt, play, sampleMap, sampleRules } from "../../../support/ia-table-samples";
import { sampleAssaultReady, sampleCharge, sampleDigIn, sampleMount } from "../../../support/ia-assault-samples";
import { IaCommandSchema } from "../../../../src/engine/rules/ia/commands/schema";
import { decodeOnMap } from "../../../../src/engine/map";

const G = (battle: Parameters<typeof assaultView>[0]["battle"]) => ({ battle, map: sampleMap, side: "G" });
const hex = String(hexAt(5, 10));

describe("Assault dialog", () => {
  const input = G(sampleAssaultReady());

  it("IA1 12.5 offers the hex the segment's units share with enemy combat units, then its attackers and leaders", () => {
    expect(localizeAll(assaultView(input, emptyAssault), enI18n)).toMatchObject({
      hexes: [{ value: hex, label: "A/0611", enemies: "3rd Coy", required: false, selected: false }],
      units: [],
      none: null,
      charge: null,
      canSubmit: false,
    });
    const chosen = assaultStateFrom({ hex, "unit.g1": true, "leader.hptm": true });
    expect(assaultView(input, chosen)).toMatchObject({ units: [{ id: "g1", name: "1./IR 45", checked: true }], leaders: [{ id: "hptm", name: "Hptm Kluge", checked: true }], canSubmit: true });
  });

  it("IA1 12.3, 12.61 sends the assault with its attackers, leaders and Cold Steel, a command the engine accepts", () => {
    const command = assaultCommand(input, assaultStateFrom({ hex, "unit.g1": true, "leader.hptm": true, coldSteel: true }));
    expect(command).toEqual({ type: "assault", at: [5, 10], units: ["g1"], leaders: ["hptm"], coldSteel: true });
    expect(decodeOnMap(sampleMap, IaCommandSchema, { ...command, side: "G" }, "dialog")).toMatchObject({ type: "assault", at: hexAt(5, 10), coldSteel: true });
    expect(assaultCommand(input, assaultStateFrom({ hex }))).toBeNull();
    expect(assaultCommand(input, assaultStateFrom({ hex: String(hexAt(1, 1)), "unit.g1": true }))).toBeNull();
  });

  it("IA1 12.4, 12.7 a charge's hex is marked required and the charging cavalry's +2 is shown", () => {
    const charged = G(sampleCharge().after);
    const at = String(hexAt(5, 4));
    const view = localizeAll(assaultView(charged, assaultStateFrom({ hex: at, "unit.gc": true })), enI18n);
    expect(view.hexes.find((h: { value: string }) => h.value === at)).toMatchObject({ label: "A/0605", required: true });
    expect(view.charge).toBe("Cavalry charge by 1./UR 9: +2 columns");
  });

  it("no assault hex: the dialog says so", () => {
    expect(localizeAll(assaultView(G(sampleMount("mount").before), emptyAssault), enI18n).none).toBe("No activated unit of this segment shares a hex with enemy combat units.");
  });
});

/** The referee's `actions` answer for side G's piece (IaTablePieces.actions), as the dialog's request receives it. */
const referee = (battle: IaBattle) => async (piece: string): Promise<Reply> => ({
  ok: true,
  result: { side: "G", actions: iaTokenActions({ state: battle, ruleset: sampleRules } as unknown as IaTableGame, "G", piece) },
});
const offeredIn = (battle: IaBattle) => askUnitActions(G(battle), referee(battle));
const labels = (view: { units: { actions: { label: string }[] }[] }) => view.units.map((u) => u.actions.map((a) => a.label));

describe("Unit action dialog", () => {
  it("IA1 15.4, 15.51, 15.6, 16.2 offers the actions the referee accepts: mounted cavalry dismounts; dismounted cavalry mounts (never digs in); infantry digs in", async () => {
    const mounted = localizeAll(unitActionView(await offeredIn(sampleMount("dismount").before), emptyUnitAction), enI18n);
    expect(mounted).toEqual({ units: [{ name: "1./UR 9", hex: "A/1313", actions: [{ value: "gc:dismount", label: "Dismount", selected: false }] }], none: null, canSubmit: false });
    expect(labels(localizeAll(unitActionView(await offeredIn(sampleMount("mount").before), emptyUnitAction), enI18n))).toEqual([["Mount"]]);
    expect(labels(localizeAll(unitActionView(await offeredIn(sampleDigIn().before), emptyUnitAction), enI18n))).toEqual([["Dig in"]]);
  });

  it("asks the referee for each of the side's units on the map and offers exactly its answer, whatever the dialog's battle shows", async () => {
    const before = sampleMount("dismount").before;
    const asked: string[] = [];
    const ask = async (piece: string): Promise<Reply | null> => {
      asked.push(piece);
      if (piece !== "gc") return piece === "g1" ? null : { ok: false, code: "noBattle", params: {} };
      return { ok: true, result: { side: "G", actions: [{ action: "exit-board", command: { type: "exit-board", unit: "gc" } }] } };
    };
    const offered = await askUnitActions(G(before), ask);
    expect(asked).toEqual([...before.units.values()].filter((u) => u.side === "G" && u.hex !== null).map((u) => u.id));
    expect(labels(localizeAll(unitActionView(offered, emptyUnitAction), enI18n))).toEqual([["Exit the board"]]);
    expect(unitActionCommand(offered, unitActionStateFrom({ action: "gc:exit-board" }))).toEqual({ command: { type: "exit-board", unit: "gc" }, side: "G" });
  });

  it("IA1 16.2 once the company has dug in, the referee offers nothing: the dialog says so", async () => {
    const view = localizeAll(unitActionView(await offeredIn(sampleDigIn().after), emptyUnitAction), enI18n);
    expect(view).toEqual({ units: [], none: "None of your units has an action to take now.", canSubmit: false });
  });

  it("sends the referee's command, which the engine carries out: the unit dismounts; an action not offered sends nothing", async () => {
    const before = sampleMount("dismount").before;
    const offered = await offeredIn(before);
    const chosen = unitActionCommand(offered, unitActionStateFrom({ action: "gc:dismount" }));
    expect(chosen).toEqual({ command: { type: "dismount", unit: "gc" }, side: "G" });
    expect(unitActionView(offered, unitActionStateFrom({ action: "gc:dismount" })).canSubmit).toBe(true);
    expect(play(before, IaCommandSchema.parse({ ...chosen!.command, side: "G" })).events.some((e) => e.type === "mount-changed" && !e.mounted)).toBe(true);
    expect(unitActionCommand(offered, unitActionStateFrom({ action: "gc:mount" }))).toBeNull();
    expect(unitActionCommand(offered, unitActionStateFrom({ action: "gc:dig-in" }))).toBeNull();
  });
});
