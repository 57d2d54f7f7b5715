import { describe, expect, it } from "vitest";
import type { PgMinefield } from "../../../../../src/engine/rules/pg/state/battle";
import { RIVER, altered, anyJson, at, battle, fromJson, leader, refusals, side, toJson, unit } from "./fixtures";

/** `refusals` of the JSON, as "path: message" lines, for one assertion that names both. */
const refused = (json: unknown) => refusals(json).map((r) => `${r.path}: ${r.message}`);

const INF = (id: string, hex: number | null, side = "german") => unit(id, side, side === "german" ? "german-infantry" : "soviet-infantry", { hex });

describe("PG 4.1 a battle is legally stacked", () => {
  it("PG 4.1 three combat units, three transports (APCs included) and any number of leaders a side in a hex", () => {
    const h = at(2, 2);
    const units = [INF("i1", h), INF("i2", h), unit("t1", "german", "german-tank", { hex: h }), unit("a1", "german", "german-apc", { hex: h }), unit("a2", "german", "german-apc", { hex: h }), unit("k1", "german", "german-truck", { hex: h })];
    const leaders = ["l1", "l2", "l3", "l4"].map((id) => leader(id, "german", h));
    expect(refused(anyJson(battle(units, leaders)))).toEqual([]);
  });

  it("PG 4.1 a fourth combat unit overstacks: refused at $.units.<id>.hex", () => {
    const h = at(2, 2);
    const b = battle([INF("i1", h), INF("i2", h), INF("i3", h), unit("t1", "german", "german-tank", { hex: h })]);
    expect(refused(anyJson(b))).toEqual(['$.units.t1.hex: a fourth combat unit other than an APC of its side in [2, 2] with "i1" (PG 4.1: three combat units plus three transports a side)']);
  });

  it("PG 4.1, 4.3 a fourth transport, an APC among them, overstacks", () => {
    const h = at(2, 2);
    const b = battle([unit("k1", "german", "german-truck", { hex: h }), unit("k2", "german", "german-truck", { hex: h }), unit("a1", "german", "german-apc", { hex: h }), unit("a2", "german", "german-apc", { hex: h })]);
    expect(refusals(anyJson(b))).toEqual([{ path: "$.units.a2.hex", message: expect.stringMatching(/^a fourth transport \(APCs included\) .*\(PG 4\.1/) }]);
  });

  it("PG 4.1 each side has its own limits in an assault hex: three combat units of each side", () => {
    const h = at(2, 2);
    const b = battle([INF("g1", h), INF("g2", h), INF("g3", h), INF("s1", h, "soviet"), INF("s2", h, "soviet"), INF("s3", h, "soviet")]);
    expect(refused(anyJson(b))).toEqual([]);
  });

  it("PG 5.6, 4.1 a transport's cargo counts for neither limit", () => {
    const h = at(2, 2);
    const truck = { ...unit("k1", "german", "german-truck", { hex: h }), carrying: "i4" };
    const cargo = { ...INF("i4", h), carriedBy: "k1" };
    expect(refused(anyJson(battle([INF("i1", h), INF("i2", h), INF("i3", h), truck, cargo])))).toEqual([]);
  });

  it("PG 5.74 in a river hex an ENG is outside the limits; elsewhere it overstacks", () => {
    const eng = (hex: number) => unit("e1", "soviet", "soviet-engineer", { hex });
    const three = (hex: number) => [INF("s1", hex, "soviet"), INF("s2", hex, "soviet"), INF("s3", hex, "soviet")];
    expect(refused(anyJson(battle([...three(RIVER), eng(RIVER)])))).toEqual([]);
    expect(refusals(anyJson(battle([...three(at(3, 3)), eng(at(3, 3))]))).map((r) => r.path)).toEqual(["$.units.e1.hex"]);
  });
});

describe("PG 6.8 tank leaders", () => {
  const bothGiveOne = [side("german", { tankLeaders: 1 }), side("soviet", { tankLeaders: 1 })] as const;
  const afvs = () => [unit("t34", "soviet", "soviet-tank", { hex: at(8, 8) }), unit("t34b", "soviet", "soviet-tank", { hex: at(8, 9) }), unit("pz", "german", "german-tank", { hex: at(2, 2) })];

  it("PG 6.8 a side gives its scenario's tank leaders to its own AFVs in secret", () => {
    const b = battle(afvs(), [], { tankLeaders: { soviet: ["t34"] }, tankLeadersRevealed: ["t34"] });
    expect(fromJson(toJson(b)).tankLeaders).toEqual({ soviet: ["t34"] });
  });

  it("PG 6.8 a tank leader on an enemy unit is refused at its place in the side's list", () => {
    expect(refused(anyJson(battle(afvs(), [], { tankLeaders: { soviet: ["pz"] } })))).toEqual(['$.tankLeaders.soviet[0]: "pz" is the enemy\'s: a side assigns tank leaders to its own AFVs (PG 6.8)']);
  });

  it("PG 6.8 a tank leader on a unit that is no AFV, or on an APC, is refused", () => {
    const units = [...afvs(), INF("s1", at(9, 9), "soviet"), unit("spw", "german", "german-apc", { hex: at(1, 1) })];
    expect(refused(anyJson(battle(units, [], { tankLeaders: { soviet: ["s1"] } })))).toEqual(['$.tankLeaders.soviet[0]: "s1" is no AFV: tank leaders lead AFVs (PG 6.8)']);
    expect(refused(anyJson(battle(units, [], { sides: bothGiveOne, tankLeaders: { german: ["spw"] } })))).toEqual([
      '$.tankLeaders.german[0]: "spw" is an APC: APCs never have tank leaders (PG 6.8)',
    ]);
  });

  it("PG 6.8 more tank leaders than the scenario gives the side are refused", () => {
    expect(refused(anyJson(battle(afvs(), [], { tankLeaders: { soviet: ["t34", "t34b"] } })))).toEqual(["$.tankLeaders.soviet: 2 tank leaders, more than the 1 the scenario gives the side (PG 6.8)"]);
  });

  it("PG 6.8 an AFV that has a tank leader by rule takes none of the scenario's: German; Soviet Guards from 1943", () => {
    const german = battle(afvs(), [], { sides: bothGiveOne, tankLeaders: { german: ["pz"] } });
    expect(refusals(anyJson(german)).map((r) => [r.path, r.message.endsWith("(PG 6.8)")])).toEqual([["$.tankLeaders.german[0]", true]]);
    const guards = [unit("gt", "soviet", "soviet-tank", { hex: at(8, 8), guards: true })];
    expect(refused(anyJson(battle(guards, [], { year: 1942, tankLeaders: { soviet: ["gt"] } })))).toEqual([]);
    expect(refusals(anyJson(battle(guards, [], { year: 1943, tankLeaders: { soviet: ["gt"] } }))).map((r) => r.path)).toEqual(["$.tankLeaders.soviet[0]"]);
  });

  it("PG 6.8 a scenario may map a nationality onto one the rule names: an 'italian' AFV named German has its leader by rule", () => {
    const b = battle([unit("m13", "german", "italian-tank", { hex: at(2, 2) })], [], { sides: bothGiveOne, tankLeaders: { german: ["m13"] } });
    expect(refused(anyJson(b))).toEqual([]);
    expect(refusals(anyJson({ ...b, nationalities: { italian: "german" } })).map((r) => r.path)).toEqual(["$.tankLeaders.german[0]"]);
  });

  it("PG 6.8 a tank leader on a unit not in the battle, or twice on one AFV, is refused", () => {
    const two = battle(afvs(), [], { sides: [side("german"), side("soviet", { tankLeaders: 2 })], tankLeaders: { soviet: ["t34", "t34"] } });
    expect(refused(anyJson(two))).toEqual(['$.tankLeaders.soviet[1]: "t34" is listed twice (PG 6.8)']);
    expect(refused(anyJson(battle(afvs(), [], { tankLeaders: { soviet: ["kv1"] } })))).toEqual(['$.tankLeaders.soviet[0]: no unit "kv1" in this battle (PG 6.8: tank leaders go to AFVs in play)']);
  });

  it("PG 6.8 a revealed tank leader is one that was assigned; the list is a side's of the battle", () => {
    expect(refused(anyJson(battle(afvs(), [], { tankLeadersRevealed: ["t34"] })))).toEqual(['$.tankLeadersRevealed[0]: "t34" was assigned no tank leader (PG 6.8)']);
    expect(refused(anyJson(battle(afvs(), [], { tankLeaders: { finnish: [] } })))).toEqual(['$.tankLeaders.finnish: no side "finnish" in this battle (PG 6.8: a side\'s own tank leaders)']);
  });
});

describe("PG 16.7 minefields, 16.3 wrecks, 6.72 decapitations", () => {
  const mine = (over: Partial<PgMinefield> = {}): PgMinefield => ({ id: "m1", owner: "soviet", hex: at(4, 4), strength: 2, revealed: false, ...over });

  it("PG 16.7 minefields of 1–3 points or dummies, face-down or turned up, drawn but not yet placed", () => {
    const b = battle([], [], { minefields: [mine(), mine({ id: "m2", strength: 0 }), mine({ id: "m3", strength: 3, revealed: true }), mine({ id: "m4", hex: null })] });
    expect(fromJson(toJson(b)).minefields).toEqual(b.minefields);
  });

  it("PG 16.7 a minefield of 4 points is refused at its strength", () => {
    expect(refused(altered(battle([], [], { minefields: [mine()] }), (j) => (j.minefields[0].strength = 4)))).toEqual(["$.minefields[0].strength: a minefield is 1, 2 or 3 points, or 0: a dummy (PG 16.7)"]);
  });

  it("PG 16.7 a minefield off the map, of no side of the battle, or with another piece's id is refused", () => {
    expect(refusals(altered(battle([], [], { minefields: [mine()] }), (j) => (j.minefields[0].hex = [25, 3]))).map((r) => r.path)).toEqual(["$.minefields[0].hex"]);
    expect(refused(anyJson(battle([], [], { minefields: [mine({ owner: "finnish" })] })))).toEqual(['$.minefields[0].owner: no side "finnish" in this battle (PG 16.7: a side\'s minefields)']);
    expect(refused(anyJson(battle([INF("m1", at(1, 1))], [], { minefields: [mine(), mine()] })))).toEqual([
      '$.minefields[0].id: "m1" is the id of another minefield or piece: each minefield is a piece of its own (PG 16.7)',
      '$.minefields[1].id: "m1" is the id of another minefield or piece: each minefield is a piece of its own (PG 16.7)',
    ]);
  });

  it("PG 16.74 a dummy is removed when revealed: a revealed dummy is refused", () => {
    expect(refused(anyJson(battle([], [], { minefields: [mine({ strength: 0, revealed: true })] })))).toEqual(["$.minefields[0].revealed: a dummy minefield is removed when revealed (PG 16.74)"]);
  });

  it("PG 16.3 one to three wrecks a hex, keyed by hex", () => {
    const b = battle([], [], { wrecks: { [at(3, 4)]: 2 } });
    expect(toJson(b).wrecks).toEqual({ "3,4": 2 });
    expect(fromJson(toJson(b)).wrecks).toEqual(b.wrecks);
    expect(refused(altered(b, (j) => (j.wrecks["3,4"] = 4)))).toEqual(['$.wrecks["3,4"]: one to three wrecks: no vehicle may enter a hex with three (PG 16.3)']);
  });

  it("PG 6.72 a decapitation of a side of the battle in a turn played", () => {
    const d = { side: "german", leader: "maj", hex: at(6, 6), turn: 2 };
    expect(refused(anyJson(battle([], [], { turn: 2, decapitations: [d] })))).toEqual([]);
    expect(refused(anyJson(battle([], [], { turn: 1, decapitations: [d] })))).toEqual(["$.decapitations[0].turn: turn 2 is still to come (PG 6.72)"]);
  });
});

describe("PG 5.6, 6.3 leaders aboard a transport", () => {
  const h = at(2, 2);
  const truck = (aboard: string[]) => ({ ...unit("k1", "german", "german-truck", { hex: h }), leadersAboard: aboard });
  const rider = (id: string, kind: "regular" | "cavalry" = "regular") => ({ ...leader(id, "german", h, kind), carriedBy: "k1" });

  it("PG 5.6 up to three leaders ride a transport, in its hex", () => {
    expect(refused(anyJson(battle([truck(["a", "b", "c"])], [rider("a"), rider("b"), rider("c")])))).toEqual([]);
  });

  it("PG 5.6 a fourth leader aboard is refused", () => {
    const three = battle([truck(["a", "b", "c"])], [rider("a"), rider("b"), rider("c"), rider("d")]);
    expect(refused(altered(three, (j) => j.units.k1.leadersAboard.push("d")))).toEqual(["$.units.k1.leadersAboard: a transport carries up to three leaders (PG 5.6)"]);
  });

  it("PG 6.3 a cavalry leader may not be transported", () => {
    expect(refused(anyJson(battle([truck(["a"])], [rider("a", "cavalry")])))).toEqual(["$.leaders.a.carriedBy: a cavalry leader may not be transported (PG 6.3)"]);
  });

  it("PG 5.6 the leader and the transport agree, and he is in its hex; only transports and APCs carry leaders", () => {
    expect(refused(anyJson(battle([truck([])], [rider("a")])))).toEqual(['$.leaders.a.carriedBy: "k1" is no transport of his side carrying him (PG 5.6)']);
    expect(refused(anyJson(battle([truck(["a"])], [leader("a", "german", h)])))).toEqual(['$.units.k1.leadersAboard[0]: "a" is no leader riding it (PG 5.6)']);
    expect(refused(anyJson(battle([truck(["a"])], [{ ...rider("a"), hex: at(3, 3) }])))).toEqual(['$.leaders.a.hex: he rides "k1", which is elsewhere (PG 5.6)']);
    const tank = { ...unit("t1", "german", "german-tank", { hex: h }), leadersAboard: ["a"] };
    expect(refused(anyJson(battle([tank], [{ ...rider("a"), carriedBy: "t1" }])))).toEqual(["$.units.t1.leadersAboard: only a transport or an APC carries leaders (PG 5.6, 4.3)"]);
  });
});

describe("PG 1.2, 4.3, 5.1, 5.62, 11.2, 13.0 a unit's own values", () => {
  const h = at(2, 2);

  it("PG 4.3 an APC that is not open-top, PG 1.2 a two-step unit without its reduced side, are refused", () => {
    expect(refused(altered(battle([unit("a1", "german", "german-apc", { hex: h })]), (j) => (j.units.a1.openTop = false)))).toEqual(["$.units.a1.openTop: an APC is an open-top AFV (PG 4.3)"]);
    expect(refused(altered(battle([INF("i1", h)]), (j) => delete j.units.i1.reduced))).toEqual(["$.units.i1.reduced: a two-step unit needs a reduced face"]);
  });

  it("PG 5.62 limbered needs a limbered side, and PG units give their limbered side whole", () => {
    expect(refused(anyJson(battle([unit("g", "soviet", "soviet-at-gun", { hex: h, limbered: true })])))).toEqual([]);
    expect(refused(anyJson(battle([{ ...INF("i1", h), limbered: true }])))).toEqual(["$.units.i1.limbered: limbered, but it has no limbered side (PG 5.62)"]);
    expect(refusals(altered(battle([unit("g", "soviet", "soviet-at-gun", { hex: h })]), (j) => (j.units.g.limberedMovement = 1))).map((r) => r.path)).toEqual(["$.units.g.limberedMovement"]);
  });

  it("PG 13.0 opportunity fire of a kind the unit prints; PG 11.2 two AT attacks only for an AFV", () => {
    expect(refused(anyJson(battle([{ ...INF("i1", h), oppFireKind: "at" }])))).toEqual(["$.units.i1.oppFireKind: opportunity fire of a kind it has no value for (PG 7.3, 13.0)"]);
    expect(refused(anyJson(battle([{ ...unit("g", "soviet", "soviet-at-gun", { hex: h }), atShots: 2 }])))).toEqual(["$.units.g.atShots: two AT attacks a turn are an AFV's armor efficiency (PG 11.2)"]);
    expect(refused(anyJson(battle([{ ...unit("t", "german", "german-tank", { hex: h }), atShots: 2, oppFireKind: "at" }])))).toEqual([]);
  });

  it("PG 16.3 only an AFV of armor 2 or more clears a wreck, where there is one; PG 16.75 an ENG clears an enemy minefield", () => {
    const wreck = { [h]: 1 as const };
    expect(refused(anyJson(battle([{ ...unit("t", "german", "german-tank", { hex: h }), work: { kind: "wreck", since: 1 } }], [], { wrecks: wreck })))).toEqual([]);
    expect(refused(anyJson(battle([{ ...unit("t", "german", "italian-tank", { hex: h }), work: { kind: "wreck", since: 1 } }], [], { wrecks: wreck })))).toEqual([
      "$.units.t.work.kind: only an AFV with an armor value of 2 or more clears a wreck (PG 16.3)",
    ]);
    expect(refused(anyJson(battle([{ ...unit("t", "german", "german-tank", { hex: h }), work: { kind: "wreck", since: 1 } }])))).toEqual(["$.units.t.work.kind: no wreck in its hex (PG 16.3)"]);
    const mines = [{ id: "m1", owner: "german", hex: h, strength: 1 as const, revealed: true }];
    expect(refused(anyJson(battle([{ ...unit("e", "soviet", "soviet-engineer", { hex: h }), work: { kind: "mines", since: 1 } }], [], { minefields: mines })))).toEqual([]);
    expect(refused(anyJson(battle([{ ...INF("s", h, "soviet"), work: { kind: "mines", since: 1 } }], [], { minefields: mines })))).toEqual(["$.units.s.work.kind: only an ENG clears minefields (PG 16.75)"]);
  });

  it("PG 5.73 a unit crossing is in a river hex", () => {
    expect(refused(anyJson(battle([{ ...unit("e", "soviet", "soviet-engineer", { hex: RIVER }), work: { kind: "crossing", since: 1 } }])))).toEqual([]);
    expect(refused(anyJson(battle([{ ...unit("e", "soviet", "soviet-engineer", { hex: h }), work: { kind: "crossing", since: 1 } }])))).toEqual(["$.units.e.work.kind: it is in no river hex (PG 5.73)"]);
  });
});

describe("PG 3.0 the turn and its phases; the series' checks cite PG", () => {
  it("PG 3.0 there is no bombardment phase", () => {
    expect(refusals(altered(battle(), (j) => (j.phase = "bombardment")))).toEqual([
      { path: "$.phase", message: "PG 3.0: a turn's phases are initiative, action and marker removal (no bombardment phase), or the battle is over" },
    ]);
  });

  it("PG 3.0 a turn after the scenario's last is refused, citing PG", () => {
    expect(refused(anyJson(battle([], [], { turn: 9 })))).toEqual(["$.turn: turn 9 comes after the last, turn 8 (PG 3.0)"]);
  });

  it("PG 7.6 steps above the unit's own and a unit filed under another id are refused with their paths", () => {
    expect(refusals(altered(battle([INF("i1", at(1, 1))]), (j) => (j.units.i1.steps = 3))).map((r) => r.path)).toEqual(["$.units.i1.steps"]);
    expect(refusals(altered(battle([INF("i1", at(1, 1))]), (j) => (j.units.i1.id = "i2"))).map((r) => r.path)).toEqual(["$.units.i1.id"]);
  });
});
