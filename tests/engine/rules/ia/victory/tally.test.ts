import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runCommand } from "../../../../../src/engine/core/engine";
import type { DataError } from "../../../../../src/engine/data/validate";
import { decodeOnMap, encodeOnMap } from "../../../../../src/engine/map/hex-codec";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import { iaRuleset } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle } from "../../../../../src/engine/rules/ia/state";
import { IaBattleJson } from "../../../../../src/engine/rules/ia/state/battle-schema";
import type { Victory, VictoryLosses } from "../../../../../src/engine/rules/series/victory/conditions";
import { victoryTally } from "../../../../../src/engine/rules/series/victory/tally";
import { battle, inf, side } from "../../../../fixtures/ia-battle";
import { testMap } from "../../../../fixtures/maps";

const map = testMap(ia1Tec);
const ia = iaRuleset(map, ia1Tec);
const at = (c: number, r: number) => map.indexOfOffset(c, r);
const lost = (steps: number, units: number, leaders: number, exits: number[] = []): VictoryLosses => ({ steps, units, leaders, exits });

/** G and R; G's losses `g`, R's `r`, control of [5, 5] and [6, 6] as given. */
function world(victory: Victory | undefined, g: VictoryLosses, r: VictoryLosses, control: Record<number, string> = {}, more: Partial<IaBattle> = {}): IaBattle {
  return battle([side("G", 3), side("R", 2)], [inf("g1", "G", at(1, 1)), inf("r1", "R", at(9, 9))], [], { ...(victory ? { victory } : {}), losses: { G: g, R: r }, control, ...more });
}

const scoring: Victory["points"] = [
  { side: "G", for: "steps", points: 1 },
  { side: "G", for: "leaders", points: 3 },
  { side: "G", for: "hexes", hexes: [at(5, 5), at(6, 6)], points: 5 },
  { side: "R", for: "units", points: 2 },
  { side: "R", for: "exits", hexes: [at(0, 3)], points: 4 },
];

describe("IA1 3.0, Definitions (Victory Conditions): the tally", () => {
  it("IA1 3.0 each side scores its lines: the enemy's steps lost, units and leaders eliminated, hexes it controls, its own units exited by the hexes given", () => {
    const t = victoryTally(world({ points: scoring, winner: { by: "more-points" } }, lost(1, 1, 0), lost(3, 1, 1, [at(0, 3), at(0, 4)]), { [at(5, 5)]: "G", [at(6, 6)]: "R" }));
    expect(t.sides).toEqual([
      {
        side: "G",
        points: 3 + 3 + 5,
        scored: [
          { for: "steps", count: 3, points: 3 },
          { for: "leaders", count: 1, points: 3 },
          { for: "hexes", count: 1, points: 5 },
        ],
        lost: { steps: 1, units: 1, leaders: 0 },
        exited: 0,
      },
      {
        side: "R",
        points: 2 + 4,
        scored: [
          { for: "units", count: 1, points: 2 },
          { for: "exits", count: 1, points: 4 },
        ],
        lost: { steps: 3, units: 1, leaders: 1 },
        exited: 2,
      },
    ]);
    expect([t.winner, t.final, t.conditions]).toEqual(["G", false, true]);
  });

  it("IA1 16.42 exits scored with no hexes given count every unit of the side that exited", () => {
    const t = victoryTally(world({ points: [{ side: "G", for: "exits", points: 1 }], winner: { by: "more-points" } }, lost(0, 0, 0, [at(0, 3), at(0, 4)]), lost(0, 0, 0)));
    expect(t.sides[0]!.points).toBe(2);
  });

  it("IA1 3.0 who wins: more points (equal: a draw); a side reaching its points; a side holding every hex given, else the other side", () => {
    const steps: Victory["points"] = [{ side: "G", for: "steps", points: 1 }, { side: "R", for: "steps", points: 1 }];
    const more = (g: number, r: number) => victoryTally(world({ points: steps, winner: { by: "more-points" } }, lost(g, 0, 0), lost(r, 0, 0))).winner;
    expect([more(1, 2), more(2, 1), more(2, 2)]).toEqual(["G", "R", null]);
    const reach = (r: number) => victoryTally(world({ points: steps, winner: { by: "points", side: "G", points: 4 } }, lost(0, 0, 0), lost(r, 0, 0))).winner;
    expect([reach(3), reach(4), reach(5)]).toEqual(["R", "G", "G"]);
    const hold = (control: Record<number, string>) => victoryTally(world({ points: [], winner: { by: "hexes", side: "G", hexes: [at(5, 5), at(6, 6)] } }, lost(0, 0, 0), lost(0, 0, 0), control)).winner;
    expect([hold({ [at(5, 5)]: "G", [at(6, 6)]: "G" }), hold({ [at(5, 5)]: "G" }), hold({ [at(5, 5)]: "G", [at(6, 6)]: "R" })]).toEqual(["G", "R", "R"]);
  });

  it("IA1 3.0 without conditions in the data the losses are still counted, nobody wins", () => {
    const t = victoryTally(world(undefined, lost(2, 1, 0), lost(0, 0, 0)));
    expect(t).toMatchObject({ conditions: false, winner: null, sides: [{ side: "G", points: 0, scored: [], lost: { steps: 2, units: 1, leaders: 0 } }, { side: "R", points: 0 }] });
  });

  it("IA1 3.0 at the end of the last turn the result is determined: the battle is over and the tally is an event", () => {
    const b = world({ points: [{ side: "R", for: "steps", points: 2 }], winner: { by: "points", side: "R", points: 4 } }, lost(2, 0, 0), lost(0, 0, 0), {}, {
      lastTurn: 1,
      phase: "action",
      impulses: { sides: ["G", "R"], active: "R", lead: 0, lastPass: "G", over: false },
    });
    const r = runCommand(ia, b, { type: "pass", side: "R" }, new ScriptedDice([]));
    if (r.status !== "done") throw new Error(r.status);
    expect(r.state.phase).toBe("over");
    const events = r.record.events;
    expect(events.at(-1)).toEqual({ type: "victory-determined", sides: victoryTally(r.state).sides, winner: "R", rule: "IA1 3.0" });
    expect(events.findIndex((e) => e.type === "phase-began" && e.phase === "over")).toBe(events.length - 2);
    expect(victoryTally(r.state)).toMatchObject({ final: true, winner: "R", sides: [{ side: "G", points: 0 }, { side: "R", points: 4 }] });
  });

  it("IA2 3.0 a 2nd-edition battle ends the same way, citing its own rule", () => {
    const b = world(undefined, lost(0, 0, 0), lost(0, 0, 0), {}, { edition: "IA2", lastTurn: 1, phase: "action", impulses: { sides: ["G", "R"], active: "R", lead: 0, lastPass: "G", over: false } });
    const r = runCommand(ia, b, { type: "pass", side: "R" }, new ScriptedDice([]));
    expect(r.status === "done" && r.record.events.at(-1)).toMatchObject({ type: "victory-determined", winner: null, rule: "IA2 3.0" });
  });

  it("IA1 3.0 a turn that is not the last ends without a result", () => {
    const b = world(undefined, lost(0, 0, 0), lost(0, 0, 0), {}, { lastTurn: 2, phase: "action", impulses: { sides: ["G", "R"], active: "R", lead: 0, lastPass: "G", over: false } });
    const r = runCommand(ia, b, { type: "pass", side: "R" }, new ScriptedDice([]));
    expect(r.status === "done" && r.record.events.some((e) => e.type === "victory-determined")).toBe(false);
  });

  it("saved games keep the victory conditions and the losses", () => {
    const b = world({ points: scoring, winner: { by: "hexes", side: "G", hexes: [at(5, 5)] } }, lost(1, 1, 0, [at(0, 3)]), lost(3, 1, 1));
    const json = JSON.parse(JSON.stringify(encodeOnMap(map, IaBattleJson, b)));
    expect(json.losses.G.exits).toEqual([[0, 3]]);
    const back = decodeOnMap(map, IaBattleJson, json, "saved game");
    expect([back.victory, back.losses]).toEqual([b.victory, b.losses]);
  });

  it("a saved game whose victory data names a side the battle does not have is refused at its path", () => {
    const json = JSON.parse(JSON.stringify(encodeOnMap(map, IaBattleJson, world(undefined, lost(0, 0, 0), lost(0, 0, 0)))));
    Object.assign(json, { victory: { points: [{ side: "X", for: "steps", points: 1 }], winner: { by: "points", side: "Y", points: 1 } }, losses: { Z: lost(0, 0, 0) } });
    const paths = () => {
      try {
        decodeOnMap(map, IaBattleJson, json, "saved game");
      } catch (e) {
        return (e as DataError).issues.map((i) => i.path);
      }
    };
    expect(paths()).toEqual(["$.losses.Z", "$.victory.points[0].side", "$.victory.winner.side"]);
  });
});
