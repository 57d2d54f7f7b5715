import { describe, expect, it } from "vitest";
import { resultFor } from "../../../../../src/engine/core/views";
import type { IaEvent } from "../../../../../src/engine/rules/ia/events";
import type { IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaUnit } from "../../../../../src/engine/rules/ia/state";
import { inf, side } from "../../../../fixtures/ia-battle";
import { at, bombardmentFixture, gunSide, ia, play, plan, setUp } from "./support";

const tables = bombardmentFixture();
const T = at(10, 10);
const next = at(10, 11);
type Missions = Extract<IaCommand, { type: "write-artillery-plan" }>["missions"];
const fires = (events: readonly IaEvent[]) => events.filter((e): e is Extract<IaEvent, { type: "fire-resolved" }> => e.type === "fire-resolved");
const rolled = (events: readonly IaEvent[]) => events.filter((e) => e.type === "friendly-fire-rolled");
const line = (smoke = false) => [{ at: T, ...(smoke ? { smoke: true as const } : {}) }, null, null, null];

/** R's off-board factors fire at T on turn 1 (R wins the initiative 5–1); `units` around it. */
function bombardment(units: IaUnit[], offBoard: number[], dice: number[], smoke = false) {
  const missions: Missions = Object.fromEntries(offBoard.map((_, i) => [`R-oba-${i + 1}`, { mission: "planned-fire", turns: line(smoke) }]));
  const b = setUp(units, [gunSide("R", offBoard, { smoke: true }), side("G", 3)]);
  return { b, ...play(b, [plan("R", missions), { type: "roll-initiative", side: "R" }], [5, 1, ...dice], {}, tables) };
}

describe("IA1 9.83, 9.84 friendly fire", () => {
  it("IA1 9.83 a 1–2 hits the hex of friendly pieces next to the target; the Friendly Fire Number picks the column; only the friendly pieces there are attacked; 9.84 the target is bombarded all the same", () => {
    const units = [inf("g1", "G", T), inf("r1", "R", next), inf("g2", "G", next)];
    // Target: 8, no effect. Friendly fire: 2 hits; number 4 (fire 14, not under 10) → the fixture's 12 column; 8, no effect.
    const { events, result } = bombardment(units, [14], [4, 4, 2, 4, 4, 4]);
    expect(result.status).toBe("done");
    expect(rolled(events)).toEqual([{ type: "friendly-fire-rolled", side: "R", at: next, target: T, roll: expect.objectContaining({ total: 2 }), hit: true, rule: "IA1 9.83" }]);
    expect(fires(events).map((e) => [e.at, e.rule, e.column, e.results.map((r) => r.piece)])).toEqual([
      [T, "IA1 9.3", 30, ["g1"]],
      [next, "IA1 9.83", 12, ["r1"]],
    ]);
    expect(fires(events)[1]!.trace).toMatchObject([{ value: 4, rule: "IA1 9.83" }]);
  });

  it("IA1 9.83 under 10 at the target the number is one less; no column modifiers (a company, entrenched, still on the line's column)", () => {
    const units = [inf("r1", "R", next, { entrenched: true })];
    const { events } = bombardment(units, [6], [2, 1, 4, 4]);
    expect(fires(events)).toMatchObject([{ at: next, column: 5, trace: [{ value: 1 }, { value: -1, rule: "IA1 9.83" }], results: [{ piece: "r1", column: 5 }] }]);
  });

  it("IA1 9.83 3–6 spares the hex; an empty target hex still calls for the roll; enemy pieces next to it are never rolled for", () => {
    const { events } = bombardment([inf("r1", "R", next), inf("g9", "G", at(10, 9))], [14], [3]);
    expect(rolled(events)).toMatchObject([{ at: next, hit: false }]);
    expect(fires(events)).toEqual([]);
  });

  it("IA1 16.11 smoke causes no friendly fire", () => {
    const { events } = bombardment([inf("r1", "R", next)], [14], [4, 4], true);
    expect(rolled(events)).toEqual([]);
  });

  it("IA1 9.83, 16.5 the roll for a hex of hidden friendly pieces that are not hit tells the enemy nothing", () => {
    const hidden = bombardment([inf("r1", "R", next, { hidden: true })], [14], [3]);
    const none = bombardment([], [14], []);
    if (hidden.result.status !== "done" || none.result.status !== "done") throw new Error("not done");
    const planned = (r: typeof hidden) => play(r.b, [plan("R", { "R-oba-1": { mission: "planned-fire", turns: line() } })], [], {}, tables).state;
    const forG = (r: typeof hidden) => resultFor(ia(tables), planned(r), play(planned(r), [{ type: "roll-initiative", side: "R" }], [5, 1, ...(r === hidden ? [3] : [])], {}, tables).result, "G");
    expect(forG(hidden)).toEqual(forG(none));
  });
});
