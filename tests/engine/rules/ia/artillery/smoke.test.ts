import { describe, expect, it } from "vitest";
import { ia1DieTables } from "../../../../../src/engine/rules/ia/data";
import type { IaBattle } from "../../../../../src/engine/rules/ia/state";
import { battle, side } from "../../../../fixtures/ia-battle";
import { at, play } from "./support";

/** The action phase with both sides passing (R then G) until the turn ends: marker removal rolls for the smoke. */
function markerRemoval(smoke: number[], dice: number[]): IaBattle {
  const b = battle([side("R", 3), side("G", 3)], [], [], { phase: "action", impulses: { sides: ["R", "G"], active: "R", lead: 1, lastPass: null, over: false }, smoke });
  let s = b;
  while (s.phase === "action") {
    const r = play(s, [{ type: "pass", side: s.impulses!.active }], dice);
    if (r.result.status !== "done") throw new Error(r.result.status);
    s = r.state;
  }
  return s;
}

describe("IA1 16.13 smoke dispersal and drift", () => {
  it("IA1 16.13 the scatter diagram is data: its 3 is the southeast the 18.1 example fixes; the other points are playtest", () => {
    const scatter = ia1DieTables.tables.find((t) => t.id === "smoke-scatter")!;
    expect(scatter.rows.map((r) => [r.result.value, r.result.provenance.source])).toEqual([
      ["north", "playtest"],
      ["northeast", "playtest"],
      ["southeast", "rules"],
      ["south", "playtest"],
      ["southwest", "playtest"],
      ["northwest", "playtest"],
    ]);
  });

  it("IA1 16.13, 18.1 a 2 drifts the marker; a scatter 3 is southeast: from 0405 toward 0606, one hex, on a map numbered xx01 at the top", () => {
    expect(markerRemoval([at(4, 5)], [2, 3]).smoke).toEqual([at(5, 5)]);
  });

  it("IA1 16.13 a 1 leaves the marker; 3–6 remove it", () => {
    expect(markerRemoval([at(4, 5)], [1]).smoke).toEqual([at(4, 5)]);
    expect(markerRemoval([at(4, 5)], [3]).smoke).toEqual([]);
  });
});
