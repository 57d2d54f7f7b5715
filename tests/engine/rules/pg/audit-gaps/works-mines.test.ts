import { describe, expect, it } from "vitest";
import type { PgCommand } from "../../../../../src/engine/rules/pg/ruleset";
import type { PgBattle, PgMinefield } from "../../../../../src/engine/rules/pg/state";
import type { PgEvent } from "../../../../../src/engine/rules/pg/events";
import { activate, at, battle, endActivation, nextTurn, play, playAll, unit } from "../fieldworks/fixtures";

const HERE = at(8, 8);
const FAR = unit("g", "german", "german-infantry", at(18, 1));
const clear = (id: string): PgCommand => ({ type: "clear", side: "soviet", unit: id, task: "mines" });
const field = (strength: PgMinefield["strength"]): PgMinefield => ({ id: "m", owner: "german", hex: HERE, strength, revealed: true });

/** One turn of the ENGs e and f, both activated together and each clearing; then the next turn. */
function turn(b: PgBattle): { state: PgBattle; events: PgEvent[] } {
  const e = play(playAll(b, [activate(["e", "f"], { stack: HERE })]), clear("e"));
  const f = play(e.state, clear("f"));
  return { state: nextTurn(playAll(f.state, [endActivation])), events: [...e.events, ...f.events] };
}

describe("PG 16.75 two ENGs clearing minefields", () => {
  it("PG 16.75 two ENGs that stay three complete turns remove two points, one each", () => {
    const b = battle([unit("e", "soviet", "soviet-engineer", HERE), unit("f", "soviet", "soviet-engineer", HERE), FAR], [], { minefields: [field(3)] });
    const two = turn(turn(b).state);
    expect(two.state.minefields).toEqual([field(3)]);
    const three = turn(two.state);
    expect(three.events.filter((x) => x.type === "minefield-cleared")).toEqual([
      { type: "minefield-cleared", unit: "e", minefield: "m", hex: HERE, rule: "PG 16.75" },
      { type: "minefield-cleared", unit: "f", minefield: "m", hex: HERE, rule: "PG 16.75" },
    ]);
    expect(three.state.minefields).toEqual([field(1)]);
  });
});
