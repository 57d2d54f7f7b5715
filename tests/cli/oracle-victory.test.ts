import { describe, expect, it } from "vitest";
import { runOracle } from "../../src/cli/oracle";
import { DataError } from "../../src/engine/data/validate";

const unit = (id: string, side: string, hex: [number, number], more: object = {}) => ({
  id, side, name: id, kind: "INF", company: true, steps: 2, maxSteps: 2, full: { direct: 5, range: 4, movement: 4 }, reduced: { direct: 3, range: 4, movement: 4 }, hex, ...more,
});

/** The last segment of the last turn: G passed, R passes next; R holds [5, 5], G [8, 8]; R lost a company and a step. */
function request(more: object = {}, battle: object = {}) {
  return {
    map: { id: "m", name: "m", layout: "odd-q", columns: 12, rows: 12, defaultTerrain: "clear" },
    battle: {
      ruleset: "infantry-attacks",
      edition: "IA1",
      turn: 3,
      lastTurn: 3,
      phase: "action",
      sides: [
        { id: "R", name: "R", initiative: 3, morale: { full: 8, reduced: 7 } },
        { id: "G", name: "G", initiative: 2, morale: { full: 8, reduced: 7 } },
      ],
      impulses: { sides: ["R", "G"], active: "R", lead: 0, lastPass: "G", over: false },
      units: { r1: unit("r1", "R", [5, 5]), g1: unit("g1", "G", [8, 8]) },
      control: { "5,5": "R", "8,8": "G" },
      victory: {
        points: [
          { side: "G", for: "steps", points: 1 },
          { side: "R", for: "hexes", hexes: [[5, 5], [8, 8]], points: 2 },
        ],
        winner: { by: "more-points" },
      },
      losses: { R: { steps: 3, units: 1, leaders: 0, exits: [] } },
      ...battle,
    },
    commands: [],
    queries: [{ victory: {} }],
    dice: [],
    ...more,
  };
}

const tally = (winner: string | null, final: boolean) => ({
  final,
  conditions: true,
  sides: [
    { side: "R", points: 2, scored: [{ for: "hexes", count: 1, points: 2 }], lost: { steps: 3, units: 1, leaders: 0 }, exited: 0 },
    { side: "G", points: 3, scored: [{ for: "steps", count: 3, points: 3 }], lost: { steps: 0, units: 0, leaders: 0 }, exited: 0 },
  ],
  winner,
});

describe("the oracle's victory query (IA1 3.0)", () => {
  it("IA1 3.0 gives the tally at any time: the winner as things stand, not final before the last turn ends", () => {
    expect(runOracle(request()).answers).toEqual([{ victory: tally("G", false) }]);
  });

  it("IA1 3.0 at the end of the last turn the result is an event, and the query gives it as final", () => {
    const r = runOracle(request({ commands: [{ command: { type: "pass", side: "R" } }] }));
    const events = (r.results[0] as { events: { type: string }[] }).events;
    expect(events.at(-1)).toEqual({ type: "victory-determined", sides: tally("G", true).sides, winner: "G", rule: "IA1 3.0" });
    expect(r.answers).toEqual([{ victory: tally("G", true) }]);
  });

  it("IA1 16.5 each side gets the same tally, whether or not the other side has a hidden unit on the map", () => {
    const hidden = { units: { r1: unit("r1", "R", [5, 5]), g1: unit("g1", "G", [8, 8]), gh: unit("gh", "G", [5, 9], { hidden: true }) } };
    for (const as of ["R", "G"]) {
      expect(runOracle(request({ as })).answers).toEqual([{ victory: tally("G", false) }]);
      expect(runOracle(request({ as }, hidden)).answers).toEqual([{ victory: tally("G", false) }]);
    }
    expect(runOracle(request({ queries: [{ victory: { side: "G" } }] }, hidden)).answers).toEqual([{ victory: tally("G", false) }]);
  });

  it("a query naming a side the battle does not have is refused at its path", () => {
    const paths = () => {
      try {
        runOracle(request({ queries: [{ victory: { side: "X" } }] }));
      } catch (e) {
        if (e instanceof DataError) return e.issues.map((i) => i.path);
      }
    };
    expect(paths()).toEqual(["$.queries[0].victory.side"]);
  });
});
