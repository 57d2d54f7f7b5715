import { describe, expect, it } from "vitest";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import { attemptRecovery } from "../../../../../src/engine/rules/ia/morale";
import type { IaLeader, IaUnit } from "../../../../../src/engine/rules/ia/state";
import { battle, inf, leader, side } from "../../../../fixtures/ia-battle";
import { testMap } from "../../../../fixtures/maps";
import { at, done, ofType, probe } from "./probe";

const h = at(5, 5);
const town = testMap(ia1Tec, [[5, 5, ["town"]]], [20, 20]);
const state = (units: IaUnit[], leaders: IaLeader[] = []) => battle([side("R", 2), side("G", 2)], units, leaders);
const recover = (units: IaUnit[], leaders: IaLeader[], piece: string, helper: string | null, dice: number[], on = undefined as typeof town | undefined) =>
  done(state(units, leaders), dice, (ctx) => attemptRecovery(ctx, piece, helper), {}, on);

describe("IA1 14.41 procedure", () => {
  it("IA1 14.41 a disrupted unit recovers on a roll less than its morale (7 < 8), not on an equal roll", () => {
    const ok = recover([inf("i1", "R", h, { status: "disrupted" })], [], "i1", null, [3, 4]);
    expect(ok.value).toMatchObject({ result: "good-order", flees: false, check: { target: 8, result: 7 } });
    expect(ok.state.units.get("i1")!.status).toBe("good");
    const no = recover([inf("i1", "R", h, { status: "disrupted" })], [], "i1", null, [4, 4]);
    expect(no.value).toMatchObject({ result: "no-effect", flees: false });
    expect(no.state.units.get("i1")!.status).toBe("disrupted");
  });
  it("IA1 14.41, 14.3 a demoralized unit recovers against morale − 1 to disrupted; failing, it must flee", () => {
    const ok = recover([inf("i1", "R", h, { status: "demoralized" })], [], "i1", null, [3, 3]);
    expect(ok.value).toMatchObject({ result: "disrupted", check: { target: 7 } });
    expect(ok.state.units.get("i1")!.status).toBe("disrupted");
    const no = recover([inf("i1", "R", h, { status: "demoralized" })], [], "i1", null, [3, 4]);
    expect(no.value).toMatchObject({ result: "no-effect", flees: true });
  });
  it("IA1 6.62 the activating leader adds his morale modifier (one leader)", () => {
    const r = recover([inf("i1", "R", h, { status: "demoralized" })], [leader("ldr", "R", at(5, 4), { moraleBonus: 2 })], "i1", "ldr", [4, 4]);
    expect(r.value).toMatchObject({ result: "disrupted", leader: "ldr", check: { target: 9 } });
    const ev = ofType(r.events, "recovery-attempted")[0]!;
    expect(ev.trace.map((t) => [t.id, t.value, t.rule])).toEqual([
      ["ia.morale.full", 8, "IA1 14.0"],
      ["ia.morale.demoralized", -1, "IA1 14.3"],
      ["ia.morale.leader-bonus", 2, "IA1 6.62"],
    ]);
  });
  it("IA1 6.64, 14.4 a higher-ranking leader of the same type helps a leader recover", () => {
    const r = recover([], [leader("jr", "R", h, { rank: 1, status: "disrupted" }), leader("sr", "R", h, { rank: 3 })], "jr", "sr", [4, 4]);
    expect(r.value).toMatchObject({ result: "good-order", check: { target: 9 } });
  });
});

describe("IA1 14.43–14.44 unmodified rolls", () => {
  it("IA1 14.43 an unmodified 2 returns a demoralized unit straight to good order", () => {
    const r = recover([inf("i1", "R", h, { status: "demoralized" })], [], "i1", null, [1, 1]);
    expect(r.value).toMatchObject({ result: "good-order", flees: false });
    expect(r.state.units.get("i1")!.status).toBe("good");
    expect(ofType(r.events, "recovery-attempted")[0]!.rule).toBe("IA1 14.43");
  });
  it("IA1 14.43 a disrupted unit rolling 2 simply recovers to good order", () => {
    expect(recover([inf("i1", "R", h, { status: "disrupted" })], [], "i1", null, [1, 1]).value).toMatchObject({ result: "good-order" });
  });
  it("IA1 14.44 a demoralized leader rolling an unmodified 12 deserts (6.72: by desertion, 4 turns)", () => {
    const r = recover([], [leader("ldr", "R", h, { status: "demoralized", morale: 14 })], "ldr", null, [6, 6]);
    expect(r.value).toMatchObject({ result: "eliminated", flees: false });
    expect(r.state.eliminated).toEqual(["ldr"]);
    expect(r.state.sides[0].decapitation).toMatchObject({ turns: 4 });
    expect(ofType(r.events, "moved-fired")).toEqual([]);
  });
  it("IA1 14.44 a demoralized unit rolling 12 just fails", () => {
    expect(recover([inf("i1", "R", h, { status: "demoralized" })], [], "i1", null, [6, 6]).value).toMatchObject({ result: "no-effect", flees: true });
  });
});

describe("IA1 14.45 recovery bonuses", () => {
  const target = (unit: Partial<IaUnit>, on?: typeof town) => recover([inf("i1", "R", h, { status: "disrupted", ...unit })], [], "i1", null, [1, 2], on).value.check.target;
  it("IA1 14.45 +1 in a town hex", () => expect(target({}, town)).toBe(9));
  it("IA1 14.45 +1 under an entrenchment marker", () => expect(target({ entrenched: true })).toBe(9));
  it("IA1 14.45 not cumulative: an entrenchment in a town is +1", () => expect(target({ entrenched: true }, town)).toBe(9));
  it("IA1 14.45 nothing in the open", () => expect(target({})).toBe(8));
  it("IA1 14.31, 16.33 a demoralized unit under an entrenchment marker that fails need not flee, but may: its owner decides (default: it stays)", () => {
    const b = state([inf("i1", "R", h, { status: "demoralized", entrenched: true })]);
    const attempt = (ctx: Parameters<typeof attemptRecovery>[0]) => attemptRecovery(ctx, "i1", null);
    expect(probe(b, [6, 5], attempt).result).toMatchObject({
      status: "decision",
      request: { id: "flee-entrenched:i1", kind: "flee-entrenched", side: "R", options: [true, false], default: false, rule: "IA1 16.33" },
    });
    expect(done(b, [6, 5], attempt, { "flee-entrenched:i1": false }).value.flees).toBe(false);
    expect(done(b, [6, 5], attempt, { "flee-entrenched:i1": true }).value.flees).toBe(true);
  });
});

describe("IA1 14.4, 6.65 markers and refusals", () => {
  it("IA1 14.4, 6.65 the piece and its helping leader are marked MOVED/FIRED whatever the result", () => {
    for (const dice of [[1, 2], [6, 6]]) {
      const r = recover([inf("i1", "R", h, { status: "disrupted" })], [leader("ldr", "R", h)], "i1", "ldr", dice);
      expect([r.state.units.get("i1")!.movedFired, r.state.leaders.get("ldr")!.movedFired]).toEqual([true, true]);
    }
  });
  const refusals: [string, IaUnit[], IaLeader[], string, string | null, string][] = [
    ["a piece in good order has nothing to recover", [inf("i1", "R", h)], [], "i1", null, "IA1 14.4"],
    ["a cavalry leader cannot help infantry", [inf("i1", "R", h, { status: "disrupted" })], [leader("ldr", "R", h, { leaderType: "cavalry" })], "i1", "ldr", "IA1 6.62, 6.64"],
    ["a demoralized leader helps no one", [inf("i1", "R", h, { status: "disrupted" })], [leader("ldr", "R", h, { status: "demoralized" })], "i1", "ldr", "IA1 6.61, 14.3"],
    ["a leader cannot help himself", [], [leader("ldr", "R", h, { status: "disrupted" })], "ldr", "ldr", "IA1 6.62, 6.64"],
  ];
  for (const [name, units, leaders, piece, helper, rule] of refusals)
    it(`IA1 14.4, 6.62 refused: ${name}`, () => {
      expect(probe(state(units, leaders), [3, 3], (ctx) => attemptRecovery(ctx, piece, helper)).result).toMatchObject({ status: "refused", rule });
    });
});
