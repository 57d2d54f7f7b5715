import { describe, expect, it } from "vitest";
import { DataError } from "../../../../../src/engine/data/validate";
import { build, countersJson, placements, refusedPaths, scenarioJson } from "./support";

/** The fixture with `change` made to its scenario JSON. */
function scenarioWith(change: (s: any) => void) {
  const s = scenarioJson();
  change(s);
  return s;
}

describe("battleFromScenario: every problem is a DataError at its path in the scenario", () => {
  it("an unknown counter id", () => {
    expect(refusedPaths(scenarioWith((s) => (s.setup[0].counter = "ger-tank")))).toEqual(["$.setup[0].counter"]);
  });

  it("a counter of another side's nationality", () => {
    expect(refusedPaths(scenarioWith((s) => (s.setup[0].counter = "rus-inf")))).toEqual(["$.setup[0].counter"]);
  });

  it("a position off the map, on an unknown board, off its board, or without a board on a map of two", () => {
    const s = scenarioWith((s) => {
      s.setup[0].at = [20, 3];
      s.setup[1].at = "47/0305";
      s.setup[2].at = "45/1101";
      s.setup[3].at = "0306";
      s.markers[0].at = "45/0311";
    });
    expect(refusedPaths(s)).toEqual(["$.setup[0].at", "$.setup[1].at", "$.setup[2].at", "$.setup[3].at", "$.markers[0].at"]);
  });

  it("an entry hex and a zone hex off the map", () => {
    const s = scenarioWith((s) => {
      s.setup[9].enters.hexes[1] = "46/1011";
      s.leaders[1].zone[0] = [0, 10];
    });
    expect(refusedPaths(s)).toEqual(["$.setup[9].enters.hexes[1]", "$.leaders[1].zone[0]"]);
  });

  it("IA1 Rank: a title not in the side's rank list", () => {
    expect(refusedPaths(scenarioWith((s) => (s.leaders[0].rank = "Oberst")))).toEqual(["$.leaders[0].rank"]);
  });

  it("IA1 6.2: more leaders drawn than there are pieces of that type and rank", () => {
    expect(refusedPaths(scenarioWith((s) => (s.leaders[0].count = 4)))).toEqual(["$.leaders[0].count"]);
  });

  it("IA1 6.2: a named leader's piece cannot be drawn or named again", () => {
    const s = scenarioWith((s) => {
      s.setup.push({ side: "russian", counter: "rus-kap-1", at: "46/0505" }, { side: "russian", counter: "rus-kap-2", at: "46/0505" });
    });
    // The second name finds the piece used; the Kapitan draw then finds no piece left.
    expect(refusedPaths(s)).toEqual(["$.setup[13].counter", "$.leaders[2].count"]);
  });

  it("IA1 4.1: overstacking at set-up names the entry that overstacks", () => {
    const s = scenarioWith((s) => {
      s.setup[0].count = 3;
      s.setup.push({ side: "german", counter: "ger-wagon", count: 3, at: "45/0306" });
    });
    // A third company, then a fourth combat unit (the MG), then a fourth transport.
    expect(refusedPaths(s)).toEqual(["$.setup[0].at", "$.setup[1].at", "$.setup[12].at"]);
  });

  it("IA1 4.1: stacking is per side; units entering later do not count", () => {
    const s = scenarioWith((s) => {
      s.setup.push({ side: "russian", counter: "rus-inf", count: 2, at: "45/0305" });
      s.setup.push({ side: "russian", counter: "rus-inf", count: 3, enters: { turn: 2, hexes: ["46/1001"] } });
    });
    expect(() => build(s)).not.toThrow();
  });

  it("a zone entry without the owner's placement names the entry and the option to give", () => {
    let error: unknown;
    try {
      build(scenarioJson(), countersJson(), { placements: { leaders: placements.leaders } });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DataError);
    expect((error as DataError).issues).toEqual([
      { path: "$.setup[4].zone", message: "the zone leaves the hexes to the german player: give options.placements.setup[4], 2 hex(es) of the zone" },
    ]);
  });

  it("a placement with the wrong number of hexes, or a hex outside the zone", () => {
    expect(refusedPaths(scenarioJson(), countersJson(), { placements: { ...placements, setup: { 4: ["45/0201"] } } })).toEqual(["$.setup[4].zone"]);
    expect(refusedPaths(scenarioJson(), countersJson(), { placements: { ...placements, leaders: { 1: ["45/0305"] } } })).toEqual(["$.leaders[1].zone"]);
  });

  it("IA1 7.6, 15.1, 5.61: reduced, dismounted or limbered asked of a counter without that side", () => {
    const s = scenarioWith((s) => {
      s.setup[1].reduced = true;
      s.setup[0].dismounted = true;
      s.setup[6].limbered = true;
    });
    expect(refusedPaths(s)).toEqual(["$.setup[0].dismounted", "$.setup[1].reduced", "$.setup[6].limbered"]);
  });

  it("IA1 15.1, 7.6: a two-step cavalry unit dismounted needs a reduced dismounted side", () => {
    const counters = countersJson();
    delete counters.units["rus-coss"].faces.dismountedReduced;
    expect(refusedPaths(scenarioJson(), counters)).toEqual(["$.setup[8].dismounted"]);
  });

  it("IA1 16.24: cavalry and transports cannot start dug in", () => {
    const s = scenarioWith((s) => {
      s.setup[3].dugIn = true;
      s.setup[8].dugIn = true;
    });
    expect(refusedPaths(s)).toEqual(["$.setup[3].dugIn", "$.setup[8].dugIn"]);
  });

  it("a unit id that is also a leader's id", () => {
    const counters = countersJson();
    counters.leaders["ger-mg-1"] = counters.leaders["ger-major-1"];
    delete counters.leaders["ger-major-1"];
    delete counters.leaders["ger-mg-1"].piece;
    const s = scenarioWith((s) => s.setup.push({ side: "german", counter: "ger-mg-1", at: "45/0306" }));
    expect(refusedPaths(s, counters)).toEqual(["$.setup[1].counter"]);
  });

  it("files for another edition or map, and a third side", () => {
    const counters = countersJson();
    counters.edition = "IA2";
    const s = scenarioWith((s) => {
      s.map.id = "elsewhere";
      s.sides.push({ ...s.sides[1], id: "austrian" });
    });
    expect(refusedPaths(s, counters)).toEqual(["$.edition", "$.map.id", "$.sides"]);
  });

  it("every problem is reported at once, under the source's name", () => {
    const s = scenarioWith((s) => {
      s.setup[0].counter = "ger-tank";
      s.leaders[0].rank = "Oberst";
    });
    let error: DataError | undefined;
    try {
      build(s, countersJson(), { source: "ia1-test-scenario.json" });
    } catch (e) {
      error = e as DataError;
    }
    expect([error?.source, error?.issues.map((i) => i.path)]).toEqual(["ia1-test-scenario.json", ["$.setup[0].counter", "$.leaders[0].rank"]]);
  });
});
