import { describe, expect, it } from "vitest";
import type { PgEvent } from "../../../../../src/engine/rules/pg/events";
import { at, battle, fire, leader, playAll, run, rulesetWith, unit } from "../fire-command/fixtures";

const FROM = at(8, 5);
/** Two hexes adjacent to FROM (and two apart from each other). */
const NORTH = at(8, 4);
const SOUTH = at(8, 6);
const TARGET = at(10, 5);
const X = rulesetWith("X");
const DICE = Array<number>(12).fill(6);

/** Soviet INF (DF 5) in FROM, NORTH and SOUTH, each activated to fire by the leader `lt` in FROM (combat `combat`). */
function firing(combat: number) {
  const b = battle(
    [unit("i", "soviet", "soviet-infantry", FROM), unit("n", "soviet", "soviet-infantry", NORTH), unit("s", "soviet", "soviet-infantry", SOUTH), unit("g", "german", "german-infantry", TARGET)],
    [{ ...leader("lt", "soviet", FROM, 3), combat }],
  );
  return playAll(X, b, [{ type: "activate", side: "soviet", root: { leader: "lt" }, pieces: { lt: "fire", i: "fire", n: "fire", s: "fire" } }]);
}
type FireResolved = Extract<PgEvent, { type: "fire-resolved" }>;
const strengthOf = (r: ReturnType<typeof run>) => (r.status === "done" ? r.record.events.find((e): e is FireResolved => e.type === "fire-resolved") : undefined);

describe("PG 6.41 direct fire combined across hexes through a leader", () => {
  it("PG 6.41 units in two hexes combine their direct fire through a leader with combat modifier 1 in one of them", () => {
    const r = run(X, firing(1), fire(["i", "n"], TARGET, ["lt"]), DICE);
    expect(r.status).toBe("done");
    expect(strengthOf(r)).toMatchObject({ firers: ["i", "n"], leaders: ["lt"], at: TARGET });
    expect(strengthOf(r)!.strengthTrace.filter((t) => t.id === "fire.unit").map((t) => t.value)).toEqual([5, 5]);
  });
  it("PG 6.41 without a leader, units in different hexes may not combine", () => {
    expect(run(X, firing(1), fire(["i", "n"], TARGET), DICE)).toMatchObject({ status: "refused", rule: "PG 6.41", code: "combine.no-leader" });
  });
  it("PG 6.41 combat modifier 1: his hex plus one adjacent hex, not two; modifier 2: two", () => {
    expect(run(X, firing(1), fire(["i", "n", "s"], TARGET, ["lt"]), DICE)).toMatchObject({ status: "refused", rule: "PG 6.41", code: "combine.no-leader" });
    expect(run(X, firing(2), fire(["i", "n", "s"], TARGET, ["lt"]), DICE).status).toBe("done");
  });
  it("PG 6.41 a leader with combat modifier 0 combines no hexes", () => {
    expect(run(X, firing(0), fire(["i", "n"], TARGET, ["lt"]), DICE)).toMatchObject({ status: "refused", rule: "PG 6.41", code: "combine.no-leader" });
  });
  it("PG 6.41 any unit type combines across hexes, not only personnel: an APC's direct fire joins the INF's through the leader", () => {
    const b = battle(
      [unit("i", "soviet", "soviet-infantry", FROM), unit("p", "soviet", "soviet-apc", NORTH), unit("g", "german", "german-infantry", TARGET)],
      [{ ...leader("lt", "soviet", FROM, 3), combat: 1 }],
    );
    const ready = playAll(X, b, [{ type: "activate", side: "soviet", root: { leader: "lt" }, pieces: { lt: "fire", i: "fire", p: "fire" } }]);
    const r = run(X, ready, fire(["i", "p"], TARGET, ["lt"]), DICE);
    expect(strengthOf(r)!.strengthTrace.filter((t) => t.id === "fire.unit").map((t) => t.value)).toEqual([5, 1]);
    expect(run(X, ready, fire(["i", "p"], TARGET), DICE)).toMatchObject({ status: "refused", rule: "PG 6.41", code: "combine.no-leader" });
  });
});
