import { describe, expect, it } from "vitest";
import type { PgBattle } from "../../../../../src/engine/rules/pg/state";
import { at, battle, leader, move, play, playAll, run, unit } from "../movement-command/fixtures";

/** A Soviet stack in S — an AFV `t`, an INF unit `i`, a Sergeant unless left out — next to a German INF unit in E. */
const S = at(5, 5);
const E = at(6, 5);
function stack(o: { tankLeader: boolean; sergeant: boolean }): PgBattle {
  const b = battle(
    [unit("t", "soviet", "soviet-tank", S), unit("i", "soviet", "soviet-infantry", S), unit("g", "german", "german-infantry", E)],
    o.sergeant ? [leader("sgt", "soviet", S, 2)] : [],
    // 6.8: the Soviets of 1942 have no tank leaders by rule; `t` carries the one they assigned, or none.
    { tankLeaders: { soviet: o.tankLeader ? ["t"] : [] } },
  );
  return playAll(b, [{ type: "activate", side: "soviet", root: { stack: S }, pieces: { t: "move", i: "move" } }]);
}

describe("PG 5.45, 6.81, 12.11 AFV and non-AFV units entering an assault hex", () => {
  it("PG 5.45, 12.11 with a regular leader and a tank leader in the stack, the AFV and the INF unit enter the enemy hex together", () => {
    const first = play(stack({ tankLeader: true, sergeant: true }), move("t", E));
    expect(first.events).toContainEqual({ type: "assault-owed", side: "soviet", hex: E, rule: "PG 12.2" });
    const { state } = play(first.state, move("i", E));
    expect([state.units.get("t")!.hex, state.units.get("i")!.hex]).toEqual([E, E]);
  });
  it("PG 5.45, 12.11 with only the Sergeant, the INF unit enters but the AFV (no tank leader) is refused", () => {
    const b = stack({ tankLeader: false, sergeant: true });
    expect(run(b, move("t", E))).toMatchObject({ status: "refused", rule: "PG 12.11", code: "pg-assault.entry-no-leader" });
    expect(play(b, move("i", E)).state.units.get("i")!.hex).toBe(E);
  });
  it("PG 6.81, 12.11 an AFV activated by its tank leader initiates an assault; the INF unit with no regular leader may not follow", () => {
    const b = stack({ tankLeader: true, sergeant: false });
    const { state, events } = play(b, move("t", E));
    expect(state.units.get("t")!.hex).toBe(E);
    expect(events).toContainEqual({ type: "assault-owed", side: "soviet", hex: E, rule: "PG 12.2" });
    expect(run(state, move("i", E))).toMatchObject({ status: "refused", rule: "PG 12.11", code: "pg-assault.entry-no-leader" });
  });
});
