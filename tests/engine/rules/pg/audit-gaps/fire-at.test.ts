import { describe, expect, it } from "vitest";
import { at, atFire, battle, fireWith, play, playAll, unit } from "../at-command/fixtures";
import { activate, move, window, play as oppPlay } from "../opportunity/fixtures";

/** A Soviet tank (AT 5; 1942: no armor efficiency) at [9, 8] designated to fire; the German tank "g" (armor 2) with German INF "gi" at [12, 8]. */
const stacked = () =>
  playAll(battle([unit("t", "soviet", "soviet-tank", at(9, 8)), unit("g", "german", "german-tank", at(12, 8)), unit("gi", "german", "german-infantry", at(12, 8))], [], { tankLeaders: { soviet: [] } }), [fireWith(["t"])]);

describe("PG 7.42, 7.62 AT fire reaches the vehicle fired upon only", () => {
  it("PG 7.42, 7.62 a hit eliminates the tank fired upon; the infantry in its hex is untouched", () => {
    const before = stacked();
    // 6 + 6 + 5 − 2 = 15: X on the test's AT table.
    const { state, events } = play(before, atFire("t", "g"), [6, 6]);
    expect(events).toContainEqual(expect.objectContaining({ type: "at-fired", target: "g", result: "X" }));
    expect(state.units.get("g")?.hex ?? null).toBeNull();
    expect(state.units.get("gi")).toEqual(before.units.get("gi"));
    expect(JSON.stringify(events)).not.toContain('"gi"');
  });
  it("PG 7.62, 7.64 AT opportunity fire at a moving tank: the Soviet infantry in the hex it enters is untouched", () => {
    const b = oppPlay(
      battle([unit("s", "soviet", "soviet-tank", at(10, 8)), unit("o", "soviet", "soviet-infantry", at(9, 8)), unit("g", "german", "german-tank", at(13, 8))], [], { tankLeaders: { soviet: [] } }),
      activate(["s"]),
    ).state;
    const { state, events } = oppPlay(b, move("s", at(9, 8)), [6, 6], { [window("s", 9, 8)]: { at: "g" } });
    expect(events).toContainEqual(expect.objectContaining({ type: "at-fired", target: "s", result: "X" }));
    expect(state.units.get("s")?.hex ?? null).toBeNull();
    expect(state.units.get("o")).toEqual(b.units.get("o"));
    expect(JSON.stringify(events)).not.toContain('"o"');
  });
});
