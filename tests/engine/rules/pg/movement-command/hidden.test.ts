import { describe, expect, it } from "vitest";
import { resultFor } from "../../../../../src/engine/core/views";
import { pgSideView } from "../../../../../src/engine/rules/pg/view/side-view";
import { activate, at, battle, move, play, playAll, run, ruleset, unit } from "./fixtures";

/** A German INF hidden at [12, 8] (clear terrain, daylight: spotted at a quarter of 12, 3 hexes, PG 16.6). */
const withHidden = (hidden: boolean) =>
  playAll(battle([unit("i", "soviet", "soviet-infantry", at(7, 8)), unit("h", "german", "german-infantry", at(12, 8), { hidden })]), [activate(["i"])]);

describe("PG 16.6 hidden units and movement", () => {
  it("PG 16.6 a hidden unit is placed on the board once an enemy unit can spot it: at 3 hexes in clear daylight, after the move", () => {
    const four = play(withHidden(true), move("i", at(8, 8)), [], { "opportunity-fire:i@8,8:1": "pass" }).state;
    expect(four.units.get("h")!.hidden).toBe(true);
    const { state, events } = play(four, move("i", at(9, 8)), [], { "opportunity-fire:i@9,8:1": "pass" });
    expect(events).toContainEqual({ type: "revealed", pieces: ["h"], rule: "PG 16.6" });
    expect(state.units.get("h")!.hidden).toBe(false);
  });
  it("PG 16.6, 5.4 a hidden enemy does not restrict an unled unit's movement, so the refusal cannot give it away", () => {
    // Unhidden, the German would stop the unled Soviet INF stepping to [9, 8] (3 hexes, in range: 5.4).
    expect(run(playAll(withHidden(false), [move("i", at(8, 8))]), move("i", at(9, 8)))).toMatchObject({ status: "refused", rule: "PG 5.4" });
    expect(run(play(withHidden(true), move("i", at(8, 8)), [], { "opportunity-fire:i@8,8:1": "pass" }).state, move("i", at(9, 8)), [], { "opportunity-fire:i@9,8:1": "pass" }).status).toBe("done");
  });
  it("PG 16.6 what the Soviets see of a move far from the hidden unit is the same wherever it hides", () => {
    const seen = (hex: number) => {
      const b = playAll(battle([unit("i", "soviet", "soviet-infantry", at(2, 8)), unit("h", "german", "german-infantry", hex, { hidden: true })]), [activate(["i"])]);
      const r = run(b, move("i", at(1, 8)), [], { "opportunity-fire:i@1,8:1": "pass" });
      if (r.status !== "done") throw new Error(r.status);
      return JSON.stringify({ view: pgSideView(r.state, "soviet"), result: resultFor(ruleset, b, r, "soviet") });
    };
    expect(seen(at(15, 3))).toBe(seen(at(18, 12)));
  });
});
