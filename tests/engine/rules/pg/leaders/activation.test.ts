import { describe, expect, it } from "vitest";
import { leaderActivated } from "../../../../../src/engine/rules/series/activation/chain";
import { activationScope } from "../../../../../src/engine/rules/series/activation/scope";
import type { ActivationRoot } from "../../../../../src/engine/rules/series/commands/activation-shapes";
import { pgLeadership } from "../../../../../src/engine/rules/pg/rules/leadership";
import type { PgBattle, PgLeader, PgUnit } from "../../../../../src/engine/rules/pg/state";
import { after, at, battle, eventsOf, leader, map, run, side, unit } from "./fixtures";

const scope = (b: PgBattle, root: ActivationRoot) => Object.fromEntries(activationScope(pgLeadership, b, map, "soviet", root));
const ring = (hex: number) => map.around(hex).slice(1);

/**
 * PG 5.45's example: a Sergeant, a tank leader (aboard AFV `t`), an INF unit and an AFV stacked in S (with an APC);
 * around S an AFV, a Corporal, an INF unit and an APC; beyond the Corporal, out of the stack's reach, an APC, an INF
 * unit and an AFV. The Soviets of 1942 have no tank leaders by rule: `t`'s is the one they assigned (6.8).
 */
const S = at(8, 6);
const [A1, CPL, N1, P1] = ring(S) as [number, number, number, number];
const [P2, N2, A2] = ring(CPL).filter((h) => !map.around(S).includes(h)) as [number, number, number];
function example(o: { tankLeader?: boolean; sergeant?: boolean } = {}): PgBattle {
  const units = [
    unit("t", "soviet", "soviet-tank", S),
    unit("i", "soviet", "soviet-infantry", S),
    unit("ps", "soviet", "soviet-apc", S),
    unit("a1", "soviet", "soviet-tank", A1),
    unit("n1", "soviet", "soviet-infantry", N1),
    unit("p1", "soviet", "soviet-apc", P1),
    unit("p2", "soviet", "soviet-apc", P2),
    unit("n2", "soviet", "soviet-infantry", N2),
    unit("a2", "soviet", "soviet-tank", A2),
  ];
  const leaders = [...(o.sergeant === false ? [] : [leader("sgt", "soviet", S, 2)]), leader("cpl", "soviet", CPL, 1)];
  return battle(units, leaders, { tankLeaders: { soviet: o.tankLeader === false ? [] : ["t"] } });
}

describe("PG 5.45 example: AFV and non-AFV units performing combat movement together", () => {
  it("PG 5.45, 6.84 a Sergeant and a tank leader in a self-activating stack: everything in the stack, the adjacent AFVs, Corporal and non-AFV units, and the APCs and non-AFV units adjacent to the Corporal", () => {
    expect(scope(example(), { stack: S })).toEqual({ t: "t", i: "sgt", ps: "sgt", sgt: null, a1: "t", cpl: "sgt", n1: "sgt", p1: "sgt", p2: "cpl", n2: "cpl" });
  });
  it("PG 5.45 all of them may move closer to what could hurt them: each is activated by a leader of its own kind", () => {
    const b = after(example(), { type: "activate", side: "soviet", root: { stack: S }, pieces: { t: "move", i: "move", ps: "move", a1: "move", n1: "move", p1: "move", p2: "move", n2: "move" } });
    const a = b.activation!;
    const led = (id: string) => leaderActivated(pgLeadership, b, a, b.units.get(id)!);
    expect(["t", "i", "ps", "a1", "n1", "p1", "p2", "n2"].filter((id) => !led(id))).toEqual([]);
    // 3.13: the leaders directing them take part (the Corporal, undesignated, moves with them).
    expect(a.pieces.cpl).toMatchObject({ action: "move", ledBy: "sgt" });
  });
  it("PG 5.45 without the tank leader the AFV activates with the stack but makes no combat movement, and the adjacent AFV does not activate", () => {
    const b = example({ tankLeader: false });
    expect(scope(b, { stack: S })).toMatchObject({ t: null, ps: "sgt", p1: "sgt" });
    expect(scope(b, { stack: S })).not.toHaveProperty("a1");
    const done = after(b, { type: "activate", side: "soviet", root: { stack: S }, pieces: { t: "move", i: "move" } });
    expect(leaderActivated(pgLeadership, done, done.activation!, done.units.get("t")!)).toBe(false);
    expect(run(b, { type: "activate", side: "soviet", root: { stack: S }, pieces: { a1: "move" } })).toMatchObject({ status: "refused", rule: "PG 3.12, 3.2", code: "activation.out-of-scope.stack" });
  });
  it("PG 5.45 without the Sergeant the INF unit activates but makes no combat movement, and no adjacent non-AFV unit or leader activates", () => {
    const s = scope(example({ sergeant: false }), { stack: S });
    expect(s).toMatchObject({ i: null, t: "t", a1: "t" });
    expect(Object.keys(s).filter((id) => ["n1", "cpl", "p2", "n2"].includes(id))).toEqual([]);
  });
  it("PG 5.45, 3.34, 5.43 APCs in the stack and adjacent activate, led, whichever kind of leader is there", () => {
    expect(scope(example({ sergeant: false }), { stack: S })).toMatchObject({ ps: "t", p1: "t" });
    expect(scope(example({ tankLeader: false }), { stack: S })).toMatchObject({ ps: "sgt", p1: "sgt" });
  });
  it("PG 5.45 an AFV adjacent only to the Corporal is reached by no leader of its kind", () => {
    expect(scope(example(), { stack: S })).not.toHaveProperty("a2");
  });
});

/** Soviets of 1942 with two tank leaders to give, assigned to `tls`. */
const soviets = (units: PgUnit[], leaders: PgLeader[] = [], tls: string[] = ["t"]) =>
  battle(units, leaders, { sides: [side("german"), side("soviet", { tankLeaders: 2 })], tankLeaders: { soviet: tls } });

describe("PG 3.31–3.34 tank leaders and regular leaders", () => {
  const X = at(4, 4);
  const [Y, Z] = ring(X) as [number, number];
  const W = ring(Y).find((h) => !map.around(X).includes(h))!;
  const pieces = () => [
    unit("t", "soviet", "soviet-tank", X),
    unit("i", "soviet", "soviet-infantry", X),
    unit("k", "soviet", "soviet-truck", Y),
    unit("t2", "soviet", "soviet-tank", Y),
    unit("p", "soviet", "soviet-apc", Z),
    unit("t3", "soviet", "soviet-tank", W),
  ];

  it("PG 3.31, 6.81 a tank leader activates the AFVs (APCs included) in his hex and the six adjacent, whether or not they carry tank leaders", () => {
    expect(scope(soviets(pieces(), [], ["t", "t2"]), { leader: "t" })).toEqual({ t: "t", t2: "t", p: "t" });
  });
  it("PG 3.32, 6.82 a tank leader activates no non-AFV unit (the INF with him, the truck) and no regular leader", () => {
    const s = scope(soviets(pieces(), [leader("lt", "soviet", X, 1)]), { leader: "t" });
    expect(Object.keys(s).filter((id) => ["i", "k", "lt"].includes(id))).toEqual([]);
  });
  it("PG 3.2, 3.31, 5.42 one tank leader a segment: another AFV's tank leader reached by him activates nobody beyond", () => {
    expect(scope(soviets(pieces(), [], ["t", "t2"]), { leader: "t" })).not.toHaveProperty("t3");
    expect(run(soviets(pieces(), [], ["t", "t2"]), { type: "activate", side: "soviet", root: { leader: "t" }, pieces: { t3: "move" } })).toMatchObject({ status: "refused", rule: "PG 3.12, 3.2" });
  });
  it("PG 5.42 unless the tank leaders are stacked in a stack that self-activates: each activates the AFVs around him", () => {
    const stacked = [unit("t", "soviet", "soviet-tank", Y), unit("t2", "soviet", "soviet-tank", Y), unit("t3", "soviet", "soviet-tank", W), unit("t4", "soviet", "soviet-tank", X)];
    expect(scope(soviets(stacked, [], ["t", "t2"]), { stack: Y })).toEqual({ t: "t", t2: "t", t3: "t", t4: "t" });
  });
  it("PG 3.33, 6.83 a regular leader activates non-AFV units and APCs, never another AFV nor a tank leader", () => {
    expect(scope(soviets(pieces(), [leader("maj", "soviet", X, 4)]), { leader: "maj" })).toEqual({ maj: null, i: "maj", k: "maj", p: "maj" });
  });
  it("PG 3.32, 3.33 a regular leader and a tank leader in a stack activate together, each directing his own kind", () => {
    expect(scope(soviets(pieces(), [leader("maj", "soviet", X, 4)]), { stack: X })).toEqual({ t: "t", i: "maj", maj: null, k: "maj", t2: "t", p: "maj" });
  });
  it("PG 3.12, 5.44 a tank leader in a disrupted AFV activates his own hex only; in a demoralized or MOVED/FIRED one, nobody (6.2)", () => {
    const b = soviets([...pieces(), unit("t5", "soviet", "soviet-tank", X)]);
    b.units.get("t")!.status = "disrupted";
    expect(scope(b, { leader: "t" })).toEqual({ t: "t", t5: "t" });
    b.units.get("t")!.status = "demoralized";
    expect(scope(b, { leader: "t" })).toEqual({ t: null });
    b.units.get("t")!.status = "good";
    b.units.get("t")!.movedFired = true;
    expect(scope(b, { leader: "t" })).toEqual({ t: null });
  });
  it("PG 3.1 an AFV activating by itself is led by nobody, tank leader or not", () => {
    expect(scope(soviets(pieces()), { piece: "t" })).toEqual({ t: null });
  });
  it("PG 3.2 a regular leader activates lower-ranking leaders, who activate on; a cavalry leader acts as a regular one (6.9)", () => {
    const b = soviets(pieces(), [leader("cpt", "soviet", X, 3, "cavalry"), leader("lt", "soviet", Y, 2), leader("peer", "soviet", Z, 3)]);
    expect(scope(b, { leader: "cpt" })).toMatchObject({ lt: "cpt", k: "cpt", p: "cpt" });
    expect(scope(b, { leader: "cpt" })).not.toHaveProperty("peer");
  });
  it("PG 6.6 (ruling N1) a Kommissar activates nobody, and no leader activates him", () => {
    const b = soviets(pieces(), [leader("kom", "soviet", X, 5, "kommissar"), leader("maj", "soviet", Y, 4)]);
    expect(scope(b, { leader: "kom" })).toEqual({ kom: null });
    expect(scope(b, { leader: "maj" })).not.toHaveProperty("kom");
  });
});

describe("PG 6.85 armored car leaders", () => {
  const X = at(10, 8);
  const [Y, Z, V] = ring(X) as [number, number, number];
  const units = () => [unit("ac", "soviet", "soviet-armored-car", X), unit("ac2", "soviet", "soviet-armored-car", Y), unit("tk", "soviet", "soviet-tank", Z), unit("p", "soviet", "soviet-apc", V)];
  it("PG 6.85 every armored car has a leader who activates armored cars only, in his hex and the six adjacent", () => {
    expect(scope(soviets(units(), [], []), { leader: "ac" })).toEqual({ ac: "ac", ac2: "ac" });
  });
  it("PG 6.85 (ruling N2) armored car leaders are public: using one reveals nothing", () => {
    const events = eventsOf(soviets(units(), [], []), { type: "activate", side: "soviet", root: { leader: "ac" }, pieces: { ac: "move", ac2: "move" } });
    expect(events.map((e) => e.type)).toEqual(["activated"]);
  });
  it("PG 6.8 an armored car given a tank leader carries a tank leader: he activates every AFV", () => {
    expect(scope(soviets(units(), [], ["ac"]), { leader: "ac" })).toEqual({ ac: "ac", ac2: "ac", tk: "ac", p: "ac" });
  });
});
