import { describe, expect, it } from "vitest";
import type { PgBattle } from "../../../../../src/engine/rules/pg/state";
import type { PgAircraft } from "../../../../../src/engine/rules/pg/state/support";
import { localizeAll } from "../../../../../src/foundry/i18n";
import { airAttackCommand, airAttackView } from "../../../../../src/foundry/rulesets/pg/dialogs/air-attack-view";
import { offboardCommand, offboardView } from "../../../../../src/foundry/rulesets/pg/dialogs/offboard-view";
import { attackStateFrom, emptyAttacks } from "../../../../../src/foundry/rulesets/pg/dialogs/segment-attacks";
import { enI18n } from "../../../../support/i18n";
import { activate, battle, done, factors, rulesetWith, run, unit } from "../../../../engine/rules/pg/bombardment/fixtures";
import { at, judged, viewOf } from "./support";

const NONE = rulesetWith("-");
const T1 = at(8, 8);
const T2 = at(8, 10);
const MIXED = at(10, 8);
const plane = (id: string, direct: number, over: Partial<PgAircraft> = {}): PgAircraft => ({
  id, side: "german", nationality: "german", front: { name: `Ju 87 ${id}`, direct, bombardment: null }, back: { name: "back", direct: 2, bombardment: null }, face: "front", used: false, ...over,
});

/** The Germans' turn to act, no segment under way: German rifles at [8, 4] spotting; Soviet rifles at [8, 8] and [8, 10], a hidden company at [9, 9], a Soviet company sharing [10, 8] with a German one. */
function turn(over: Partial<PgBattle> = {}): PgBattle {
  const units = [
    unit("g", "german", "german-infantry", at(8, 4)),
    unit("s1", "soviet", "soviet-infantry", T1),
    unit("s2", "soviet", "soviet-infantry", T2),
    { ...unit("h", "soviet", "soviet-infantry", at(9, 9)), hidden: true },
    unit("s3", "soviet", "soviet-infantry", MIXED),
    unit("g2", "german", "german-infantry", MIXED),
  ];
  return battle(units, [], { offboard: [...factors("german", 20, 4, "american"), ...factors("soviet", 10, 1, "soviet")], aircraft: [plane("p1", 8), plane("p2", 4), plane("p3", 3), plane("p4", 3), plane("p5", 3, { used: true }), plane("p6", 3, { face: null })], ...over });
}

const targetsOf = (view: { pieces: { groups: { options: { value: string }[] }[] }[] }) => view.pieces[0]!.groups.map((g) => g.options.map((o) => o.value));

describe("PG off-board artillery dialog (3.14, 9.2, 9.3)", () => {
  it("PG 9.2 each of the side's factors not fired this turn, at a hex of known enemy units (no hidden one, 16.6)", () => {
    const b = turn({ offboard: [...factors("german", 20, 2, "american"), { ...factors("german", 20, 3, "american")[2]!, firedTurn: 2 }] });
    const view = offboardView(viewOf(b, "german"), emptyAttacks);
    expect(view.pieces.map((p) => p.id)).toEqual(["german-ob-1", "german-ob-2"]);
    expect(targetsOf(view)).toEqual([[String(T1), String(MIXED), String(T2)].sort((x, y) => Number(x) - Number(y))]);
  });

  it("PG 9.3 the factors given one hex combine into its attack; the referee resolves the segment", () => {
    const b = turn();
    const command = offboardCommand(viewOf(b, "german"), attackStateFrom({ "at.german-ob-1": String(T1), "at.german-ob-2": String(T1), "at.german-ob-3": String(T2), "at.german-ob-4": "" }));
    expect(command).toEqual({ type: "offboard-fire", attacks: [{ factors: ["german-ob-1", "german-ob-2"], at: [8, 8] }, { factors: ["german-ob-3"], at: [8, 10] }] });
    expect(judged(b, "german", command)).toEqual({ status: "dice" });
    const r = done(run(NONE, b, { type: "offboard-fire", side: "german", attacks: [{ factors: ["german-ob-1", "german-ob-2"], at: T1 }, { factors: ["german-ob-3"], at: T2 }] }, [3, 4, 3, 4]));
    expect(r.state.offboard!.filter((f) => f.firedTurn === 2).map((f) => f.id)).toEqual(["german-ob-1", "german-ob-2", "german-ob-3"]);
  });

  it("PG 9.3, 7.33 four factors at one hex: the dialog says up to three and sends nothing", () => {
    const four = attackStateFrom(Object.fromEntries([1, 2, 3, 4].map((n) => [`at.german-ob-${n}`, String(T1)])));
    expect(offboardCommand(viewOf(turn(), "german"), four)).toBeNull();
    expect(localizeAll(offboardView(viewOf(turn(), "german"), four), enI18n).tooMany).toBe("Up to three factors combine into one attack (PG 9.3).");
  });

  it("PG 16.1 smoke at any hex only where the scenario allows it; the referee accepts it", () => {
    expect(targetsOf(offboardView(viewOf(turn(), "german"), emptyAttacks))).toHaveLength(1);
    const b = turn({ smokeAllowed: true });
    expect(targetsOf(offboardView(viewOf(b, "german"), emptyAttacks))[1]).toContain(`smoke:${at(7, 6)}`);
    const command = offboardCommand(viewOf(b, "german"), attackStateFrom({ "at.german-ob-1": `smoke:${at(7, 6)}` }));
    expect(command).toEqual({ type: "offboard-fire", attacks: [{ factors: ["german-ob-1"], at: [7, 6], smoke: true }] });
    expect(judged(b, "german", command)).toEqual({ status: "dice" });
  });

  it("PG 3.14 a complete segment: not while a segment is under way", () => {
    const b = done(run(NONE, turn(), activate(["g"], { piece: "g" }))).state;
    expect(offboardCommand(viewOf(b, "german"), attackStateFrom({ "at.german-ob-1": String(T1) }))).toBeNull();
    expect(localizeAll(offboardView(viewOf(b, "german"), emptyAttacks), enI18n).none).toContain("complete action segment");
  });
});

describe("PG air attack dialog (3.14, 15.11)", () => {
  it("PG 15.11 the aircraft drawn this turn and unused, at hexes of known enemy units with none of the side's own (7.24)", () => {
    const view = airAttackView(viewOf(turn(), "german"), emptyAttacks);
    expect(view.pieces.map((p) => p.id)).toEqual(["p1", "p2", "p3", "p4"]);
    expect(targetsOf(view)).toEqual([[String(T1), String(T2)].sort((x, y) => Number(x) - Number(y))]);
  });

  it("PG 15.11 aircraft given one hex strike it together; the referee rolls for each", () => {
    const b = turn();
    const command = airAttackCommand(viewOf(b, "german"), attackStateFrom({ "at.p1": String(T1), "at.p2": String(T1), "at.p3": String(T2) }));
    expect(command).toEqual({ type: "air-attack", attacks: [{ aircraft: ["p1", "p2"], at: [8, 8] }, { aircraft: ["p3"], at: [8, 10] }] });
    expect(judged(b, "german", command)).toEqual({ status: "dice" });
  });

  it("PG 15.11 a fourth aircraft at one hex: the dialog sends nothing; a hex with a unit of one's own is no target", () => {
    const b = turn();
    expect(airAttackCommand(viewOf(b, "german"), attackStateFrom({ "at.p1": String(T1), "at.p2": String(T1), "at.p3": String(T1), "at.p4": String(T1) }))).toBeNull();
    expect(airAttackCommand(viewOf(b, "german"), attackStateFrom({ "at.p1": String(MIXED) }))).toBeNull();
    expect(judged(b, "german", { type: "air-attack", attacks: [{ aircraft: ["p1"], at: [10, 8] }] })).toMatchObject({ status: "refused", rule: "PG 7.24" });
  });
});
