import { describe, expect, it } from "vitest";
import { markerSheetContext, selectOptions } from "../../../../src/foundry/applications/sheets/sheet-context";
import { leaderSheetContext, unitSheetContext } from "../../../../src/foundry/rulesets/ia/sheets/sheet-context";
import { STATUS } from "../../../../src/foundry/rulesets/ia/statuses";
import { iaTableRuleset } from "../../../../src/foundry/rulesets/ia/table-ruleset";
import { registerTableRuleset } from "../../../../src/foundry/rulesets/table-ruleset";
import { isLangKey } from "../../../support/lang";
import { asPlaytest, sampleCavalry, sampleGun, sampleLeader, sampleMarker, sampleUnit } from "../../../support/sample-actors";

registerTableRuleset(iaTableRuleset({}));

const player = { canEdit: false };
const gm = { canEdit: true };

/** Every string in a context that looks like a lang key. */
function langKeys(value: unknown): string[] {
  if (typeof value === "string") return /^(HEX_TACTICS|TYPES)\./.test(value) ? [value] : [];
  if (value && typeof value === "object") return Object.values(value).flatMap(langKeys);
  return [];
}

describe("sheet contexts", () => {
  it("select options mark the current value", () => {
    expect(selectOptions({ a: "A", b: "B" }, "b")).toEqual([
      { value: "a", label: "A", selected: false },
      { value: "b", label: "B", selected: true },
    ]);
  });

  it("the unit sheet says what the counter is: nationality, category, size; a GM may edit, a player not", () => {
    const context = unitSheetContext(sampleUnit, player);
    expect(context).toMatchObject({
      name: "German infantry",
      typeLabel: "TYPES.Actor.unit",
      canEdit: false,
      nationality: "HEX_TACTICS.Nationality.german",
      category: "HEX_TACTICS.Unit.Category.infantry",
      size: "HEX_TACTICS.Unit.Size.company",
      ledBy: null,
      specialSpotting: false,
      piece: null,
    });
    expect(unitSheetContext(sampleUnit, gm).canEdit).toBe(true);
    expect(unitSheetContext(sampleUnit, gm).sizeOptions.find((o) => o.selected)?.value).toBe("company");
  });

  it("IA2 7.3: a unit type with special spotting powers says so on its sheet", () => {
    expect(unitSheetContext({ ...sampleCavalry, system: { ...sampleCavalry.system, specialSpotting: true } }, player).specialSpotting).toBe(true);
    expect(unitSheetContext(sampleCavalry, player).specialSpotting).toBe(false);
  });

  it("IA1 7.3, 7.6: one view per face the counter has, each value named for its form field", () => {
    const [full, reduced, ...rest] = unitSheetContext(sampleUnit, player).faces;
    expect(rest).toEqual([]);
    expect(full).toMatchObject({ key: "full", label: "HEX_TACTICS.Unit.Face.full", current: false, bombardmentFire: null, morale: null });
    expect(full!.directFire).toEqual({
      strength: { name: "system.faces.full.directFire.strength.value", value: 5, word: null, source: "user", sourceLabel: "HEX_TACTICS.Provenance.user", rule: "", note: "test fixture, not a printed counter" },
      range: { name: "system.faces.full.directFire.range.value", value: 4, word: null, source: "user", sourceLabel: "HEX_TACTICS.Provenance.user", rule: "", note: "test fixture, not a printed counter" },
    });
    expect([reduced!.key, reduced!.directFire!.strength.value, reduced!.movement.value]).toEqual(["reduced", 3, 4]);
  });

  it("IA1 5.61: a gun's T movement shows the counter's word; IA1 15.1 cavalry shows its four faces in order", () => {
    const gun = unitSheetContext(sampleGun, player).faces;
    expect(gun.map((f) => f.key)).toEqual(["full", "limbered"]);
    expect(gun[0]!.movement).toMatchObject({ value: null, word: "HEX_TACTICS.Counter.towed" });
    expect(gun[0]!.bombardmentFire?.strength.value).toBe(10);
    expect(unitSheetContext(sampleCavalry, player).faces.map((f) => f.key)).toEqual(["full", "reduced", "dismounted", "dismountedReduced"]);
  });

  it("playtest values are flagged, so the sheet shows a key to them", () => {
    expect(unitSheetContext(sampleUnit, player).playtest).toBe(false);
    const context = unitSheetContext(asPlaytest(sampleUnit), player);
    expect([context.playtest, context.faces[0]!.movement.source]).toEqual([true, "playtest"]);
    expect(leaderSheetContext(asPlaytest(sampleLeader), player).playtest).toBe(true);
  });

  it("in a battle, the piece's state shows read-only: morale state, steps left, statuses, the face in play", () => {
    const piece = { statuses: [STATUS["moved-fired"], STATUS.disrupted], face: "reduced" as const, steps: { value: 1, max: 2 } };
    const context = unitSheetContext(sampleUnit, { canEdit: false, piece });
    expect(context.piece).toEqual({
      status: "HEX_TACTICS.Status.disrupted",
      statuses: [
        { id: "ht-disrupted", label: "HEX_TACTICS.Status.disrupted", img: "systems/hex-tactics/assets/status/disrupted.svg" },
        { id: "ht-moved-fired", label: "HEX_TACTICS.Status.movedFired", img: "systems/hex-tactics/assets/status/moved-fired.svg" },
      ],
      steps: { value: 1, max: 2 },
    });
    expect(context.faces.map((f) => f.current)).toEqual([false, true]);
    expect(unitSheetContext(sampleUnit, { canEdit: false, piece: { statuses: [] } }).piece).toMatchObject({ status: "HEX_TACTICS.Status.good", statuses: [], steps: null });
  });

  it("IA1 Rank: the leader sheet shows his title on his ladder, his morale, combat and morale bonus", () => {
    const context = leaderSheetContext(sampleLeader, player);
    expect(context).toMatchObject({
      leaderType: "HEX_TACTICS.Leader.Type.infantry",
      rank: { stars: null, starText: "", title: "Hauptmann", ladder: [{ title: "Leutnant", current: false }, { title: "Hauptmann", current: true }, { title: "Major", current: false }] },
      morale: { name: "system.morale.value", value: 9 },
      combat: { name: "system.combat.value", value: 1 },
      moraleBonus: { name: "system.moraleBonus.value", value: 1 },
    });
  });

  it("IA2 3.2: a leader ranked by stars shows them", () => {
    const starred = { ...sampleLeader, system: { ...sampleLeader.system, rank: "3", rankTitles: [] } };
    expect(leaderSheetContext(starred, player).rank).toEqual({ stars: 3, starText: "★★★", title: "", ladder: [] });
  });

  it("the marker sheet shows its kind, and says when no rule places it yet", () => {
    expect(markerSheetContext(sampleMarker, gm).kindOptions.find((o) => o.selected)?.value).toBe("smoke");
    expect(markerSheetContext(sampleMarker, player)).toMatchObject({ kindLabel: "HEX_TACTICS.Marker.Kind.smoke", later: false });
    expect(markerSheetContext({ ...sampleMarker, system: { ...sampleMarker.system, kind: "minefield" } }, player).later).toBe(true);
  });

  it("every label a context carries is in lang/en.json", () => {
    const piece = { statuses: Object.values(STATUS) };
    const contexts = [
      unitSheetContext(sampleCavalry, { canEdit: true, piece }),
      unitSheetContext(sampleGun, gm),
      leaderSheetContext(sampleLeader, { canEdit: true, piece }),
      markerSheetContext(sampleMarker, gm),
    ];
    const keys = contexts.flatMap(langKeys);
    expect(keys.length).toBeGreaterThan(50);
    expect(keys.filter((key) => !isLangKey(key))).toEqual([]);
  });
});
