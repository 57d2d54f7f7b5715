import { describe, expect, it } from "vitest";
import { localizeAll } from "../../../../src/foundry/i18n";
import { assaultCommand, assaultStateFrom, assaultView, emptyAssault } from "../../../../src/foundry/rulesets/ia/dialogs/assault-view";
import { emptyUnitAction, unitActionCommand, unitActionStateFrom, unitActionView } from "../../../../src/foundry/rulesets/ia/dialogs/unit-action-view";
import { enI18n } from "../../../support/i18n";
import { hexAt, play, sampleMap } from "../../../support/ia-table-samples";
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

describe("Unit action dialog", () => {
  it("IA1 15.x, 16.2, 15.6 mounted cavalry may dismount; dismounted cavalry mount (never dig in); infantry digs in", () => {
    const mounted = localizeAll(unitActionView(G(sampleMount("dismount").before), emptyUnitAction), enI18n);
    expect(mounted.units).toEqual([{ name: "1./UR 9", hex: "A/1313", actions: [{ value: "gc:dismount", label: "Dismount", selected: false }] }]);
    const dismounted = localizeAll(unitActionView(G(sampleMount("mount").before), emptyUnitAction), enI18n);
    expect(dismounted.units[0].actions.map((a: { label: string }) => a.label)).toEqual(["Mount"]);
    expect(localizeAll(unitActionView(G(sampleDigIn().before), emptyUnitAction), enI18n).units[0].actions.map((a: { label: string }) => a.label)).toEqual(["Dig in"]);
  });

  it("sends the command the referee carries out: the card shows the unit dismounting", () => {
    const before = sampleMount("dismount").before;
    const command = unitActionCommand(G(before), unitActionStateFrom({ action: "gc:dismount" }));
    expect(command).toEqual({ type: "dismount", unit: "gc" });
    expect(play(before, IaCommandSchema.parse({ ...command, side: "G" })).events.some((e) => e.type === "mount-changed" && !e.mounted)).toBe(true);
    expect(unitActionCommand(G(before), unitActionStateFrom({ action: "gc:mount" }))).toBeNull();
  });
});
