import { describe, expect, it } from "vitest";
import { attemptRecovery } from "../../../../../src/engine/rules/ia/morale";
import type { IaBattle, IaLeader, IaUnit } from "../../../../../src/engine/rules/ia/state";
import { battle, inf, leader, side } from "../../../../fixtures/ia-battle";
import { at, done, probe } from "../morale/probe";

const h = at(5, 5);
const state = (units: IaUnit[], leaders: IaLeader[]): IaBattle => battle([side("R", 2), side("G", 2)], units, leaders, { entrenchments: [h] });
const attempt = (ctx: Parameters<typeof attemptRecovery>[0]) => attemptRecovery(ctx, "capt", null);

describe("IA1 14.45, 16.33 leaders under an entrenchment marker", () => {
  it("IA1 14.45, 16.33 a leader under the marker adds one to his morale when he attempts recovery", () => {
    const under = state([inf("i1", "R", h, { entrenched: true })], [leader("capt", "R", h, { status: "disrupted" })]);
    expect(done(under, [1, 2], attempt).value.check.target).toBe(9);
  });
  it("IA1 16.31 a leader whose side is on top of the marker (the enemy's units under it) does not", () => {
    const top = state([inf("g1", "G", h, { entrenched: true })], [leader("capt", "R", h, { status: "disrupted" })]);
    expect(done(top, [1, 2], attempt).value.check.target).toBe(8);
  });
  it("IA1 14.31, 16.33 a demoralized leader under the marker that fails need not flee: his owner decides", () => {
    const b = state([], [leader("capt", "R", h, { status: "demoralized" })]);
    expect(probe(b, [6, 5], attempt).result).toMatchObject({ status: "decision", request: { id: "flee-entrenched:capt", rule: "IA1 16.33" } });
    expect(done(b, [6, 5], attempt, { "flee-entrenched:capt": false }).value.flees).toBe(false);
  });
});
