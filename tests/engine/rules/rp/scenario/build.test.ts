import { describe, expect, it } from "vitest";
import { DataError, parseData } from "../../../../../src/engine/data/validate";
import { loadMap } from "../../../../../src/engine/map";
import { RP_DEMO } from "../../../../../src/engine/rules/rp/data/demo";
import { RpScenario, type RpScenarioInput } from "../../../../../src/engine/rules/rp/data/schemas/scenario";
import { RP_TEC } from "../../../../../src/engine/rules/rp/data/tec";
import { rpHexAt, rpHexLabel } from "../../../../../src/engine/rules/rp/map/labels";
import { rpBattleFromScenario, rpScenarioMap, type RpScenarioOptions } from "../../../../../src/engine/rules/rp/scenario";

const map = loadMap(RP_DEMO.map, RP_TEC);
const demo = () => JSON.parse(JSON.stringify(RP_DEMO.scenario)) as RpScenarioInput & Record<string, any>;
const build = (json: unknown, options?: RpScenarioOptions) => rpBattleFromScenario(parseData(RpScenario, json, "scenario"), RP_DEMO.counters, map, options);

/** The JSON paths a refusal names. */
function refused(f: () => unknown): string[] {
  try {
    f();
  } catch (e) {
    if (e instanceof DataError) return e.issues.map((i) => i.path);
    throw e;
  }
  throw new Error("not refused");
}

describe("rpBattleFromScenario: orders of battle", () => {
  it("RP 10.2: a reinforcement line waits off the map with its turn, how it comes and its hexes", () => {
    const s = demo();
    s.order.push({ side: "german", counter: "german-eingreif", count: 2, arrives: { turn: 3, how: "enter", hexes: [{ columns: ["Z", "Z"] }] } });
    const b = build(s);
    for (const id of ["german-eingreif-1", "german-eingreif-2"]) {
      const u = b.units[id]!;
      expect([u.status, u.hex, u.arrives?.turn, u.arrives?.how, u.arrives?.hexes.length]).toEqual(["waiting", null, 3, "enter", 20]);
      // AA 14.0: the Eingreif counter carries its infiltration tactics.
      expect(u.infiltration).toBe(true);
    }
  });

  it("RP 10.1: units of a line set up in an area stand where the placements put them; without one the hex is asked for", () => {
    const s = demo();
    s.order.push({ side: "german", counter: "german-mortar", count: 2 });
    expect(refused(() => build(s))).toEqual(["$.order[11].at", "$.order[11].at"]);
    const b = build(s, { placements: { "german-mortar-1": "X14", "german-mortar-2": "X15" } });
    expect(["german-mortar-1", "german-mortar-2"].map((id) => rpHexLabel(map, b.units[id]!.hex!))).toEqual(["X14", "X15"]);
    expect(refused(() => build(s, { placements: { "german-mortar-1": "W14", "german-mortar-2": "X15" } }))).toEqual(["$.placements[\"german-mortar-1\"]"]);
    expect(refused(() => build(s, { placements: { "german-mortar-1": "X14", "german-mortar-2": "X15", "german-mortar-3": "X15" } }))).toEqual(["$.placements[\"german-mortar-3\"]"]);
  });

  it("RP 3.4: a third non-AFV unit of a side in a hex is refused at its line", () => {
    const s = demo();
    s.order.push({ side: "german", counter: "german-mg", at: ["X10"] });
    expect(refused(() => build(s))).toEqual(["$.order[11]"]);
  });

  it("RP 8.32: a line IN a trench where none is printed is refused", () => {
    const s = demo();
    s.sides[0].setUp.push("Y05");
    s.order.push({ side: "german", counter: "german-mg", at: ["Y05"], in: "trench" });
    expect(refused(() => build(s))).toEqual(["$.order[11].in"]);
  });

  it("unknown counters, hexes off the map, set-up outside the side's area and another map are refused, all together, at their paths", () => {
    const s = demo();
    s.map = "elsewhere";
    s.order[0].counter = "german-zeppelin";
    s.order[1].at = ["W09"]; // outside, and no trench to be IN
    s.victory = { kind: "control", side: "german", hexes: ["AB30"] };
    expect(refused(() => build(s))).toEqual(["$.map", "$.order[0].counter", "$.order[1].at", "$.order[1].in", "$.victory.hexes[0]"]);
  });

  it("RP 3.9: a hex in both set-up areas is controlled at the start by the side alone in it, else by neither; a scenario may give a side more", () => {
    const s = demo();
    s.sides[1].setUp.push("X09", "X14");
    s.sides[1].controls = [{ columns: ["A", "B"] }];
    const b = build(s);
    expect([b.control[String(rpHexAt(map, "X09"))], b.control[String(rpHexAt(map, "X14"))], b.control[String(rpHexAt(map, "B20"))]]).toEqual(["german", undefined, "british"]);
  });

  it("RP 7.4: a barrage at a printed row across lettered columns, advancing north, is a 0-based row line stepping −1", () => {
    const s = demo();
    s.barrages = [{ side: "german", row: 19, across: ["O", "Z"], advancing: "north", from: 1, advances: 10 }];
    expect(build(s).barrages).toEqual([{ side: "german", line: "row", at: 18, span: [14, 25], step: -1, from: 1, advancesLeft: 10, struck: false }]);
    s.barrages = [{ side: "german", column: "W", advancing: "west", from: 2 }];
    expect(build(s).barrages).toEqual([{ side: "german", line: "column", at: 22, span: [0, 19], step: -1, from: 2, advancesLeft: null, struck: false }]);
  });

  it("RP 7.0, 7.21: OMA groups are numbered by side, from the turn they come", () => {
    const s = demo();
    s.oma!.push({ side: "german", name: "Howitzers", count: 2, firepower: 5, mode: "aircraft", howitzer: true, from: 2 });
    const b = build(s);
    expect(Object.keys(b.oma)).toEqual(["british-oma-1", "german-oma-1", "german-oma-2"]);
    expect(b.oma["german-oma-2"]).toMatchObject({ name: "Howitzers 2", firepower: 5, howitzer: true, from: 2 });
  });

  it("RP 7.3: the groups the scenario assigns a pre-registered vertex, and every flare group, may record one; the others may not", () => {
    const s = demo();
    s.oma!.push({ side: "german", name: "Field guns", count: 1, firepower: 2, mode: "telephone" }, { side: "german", name: "Flares", count: 1, firepower: 1, mode: "flare" });
    const b = build(s);
    expect(b.oma["british-oma-1"]!.mayPreregister).toBe(true);
    expect(b.oma["german-oma-1"]!.mayPreregister).toBe(false);
    expect(b.oma["german-oma-2"]!.mayPreregister).toBe(true);
  });

  it("AA 14.0: a special rule retypes hexes of the map (W16 is village terrain)", () => {
    const s = demo();
    s.rules = { retype: [{ hexes: ["W16", "X09"], terrain: ["village"] }] };
    const scenario = parseData(RpScenario, s, "scenario");
    const retyped = loadMap(rpScenarioMap(scenario, RP_DEMO.map), RP_TEC);
    expect(retyped.terrainAt(rpHexAt(retyped, "W16"))).toEqual(["village"]);
    expect(retyped.terrainAt(rpHexAt(retyped, "X09"))).toEqual(["village"]);
    expect(map.terrainAt(rpHexAt(map, "X09"))).toEqual(["trench"]);
  });
});

describe("RpScenario: bad data names its JSON path", () => {
  it("RP 5.11, 10.1: sides unknown or alike, turns after the last, a barrage on no line are refused", () => {
    const s = demo();
    s.sides[1].power = "central";
    s.order[0].side = "french";
    s.order.push({ side: "german", counter: "german-mg", arrives: { turn: 7, how: "enter", hexes: ["Z01"] } });
    s.preliminary![0]!.hexes = [{ setUpOf: "french" }];
    s.barrages = [{ side: "german", row: 3, column: "A", advancing: "north", from: 1 }];
    s.victory = { kind: "control", side: "austrian", hexes: ["V09"] };
    expect(refused(() => parseData(RpScenario, s, "scenario")).sort()).toEqual(
      ["$.barrages[0].row", "$.order[0].side", "$.order[11].arrives.turn", "$.preliminary[0].hexes[0].setUpOf", "$.sides[1].power", "$.victory.side"].sort(),
    );
  });

  it("RP 7.3: a flare group always has a pre-registered vertex", () => {
    const s = demo();
    s.oma = [{ side: "british", name: "Flares", firepower: 1, mode: "flare", preregistered: false }];
    expect(refused(() => parseData(RpScenario, s, "scenario"))).toEqual(["$.oma[0].preregistered"]);
  });

  it("a hex area that is no printed hex, a rectangle with one corner, an edge with a filter, are refused at their paths", () => {
    const s = demo();
    s.sides[0].setUp = ["x9"];
    s.order[0].at = [{ from: "X09" }];
    s.sides[1].edge = [{ edge: "west", rows: [3] }];
    s.barragePlans = [{ side: "austrian", count: 2, width: 10, advances: 10 }];
    expect(refused(() => parseData(RpScenario, s, "scenario")).sort()).toEqual(["$.sides[0].setUp[0]", "$.order[0].at[0]", "$.sides[1].edge[0]", "$.barragePlans[0].side"].sort());
  });

  it("RP 11.01, 11.42: a board edge as an area is the map's outermost row or column of hexes on that side", () => {
    const s = demo();
    s.sides[0].edge = [{ edge: "north" }, { edge: "east" }];
    const german = build(s).sides[0]!;
    const label = (h: number) => rpHexLabel(map, h);
    expect(german.edge).toHaveLength(map.columns + map.rows - 1);
    expect(german.edge.every((h) => map.offsetAt(h).row === 0 || map.offsetAt(h).col === map.columns - 1)).toBe(true);
    expect(german.edge.map(label)).toContain("A01");
  });
});
