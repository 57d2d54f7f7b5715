import { describe, expect, it } from "vitest";
import { pgDaylight, pgNight, pgReduced, pgVisibility } from "../../../../../src/engine/rules/pg/los";
import { pgSetup, pgTec } from "./fixtures";

describe("PG 8.1 spotting range", () => {
  it("PG 8.1 in daylight units in clear terrain are seen 12 hexes away, not 13", () => {
    const { spot } = pgSetup([]);
    const a = spot([5, 2], [5, 14]);
    expect(a).toMatchObject({ spotted: true, range: 12, spottingRange: 12, reason: "spotted" });
    expect(a.trace[0]).toMatchObject({ id: "pg.daylight", value: 12, rule: "PG 8.1", label: "daylight spotting range" });
    expect(spot([5, 2], [5, 15])).toMatchObject({ spotted: false, spottingRange: 12, reason: "out-of-range" });
  });
  it("PG 8.1 at night the range is normally one hex, the adjacent one", () => {
    const { spot } = pgSetup([], pgNight());
    const a = spot([5, 5], [5, 6]);
    expect(a).toMatchObject({ spotted: true, spottingRange: 1 });
    expect(a.trace[0]).toMatchObject({ id: "pg.night", value: 1, rule: "PG 8.1, 8.41" });
    expect(spot([5, 5], [5, 7])).toMatchObject({ spotted: false, reason: "out-of-range" });
  });
  it("PG 8.1 weather reduces the range as the scenario says", () => {
    const { spot } = pgSetup([], pgReduced(6, false));
    expect(spot([5, 2], [5, 8]).spotted).toBe(true);
    expect(spot([5, 2], [5, 9]).spotted).toBe(false);
    expect(spot([5, 2], [5, 8]).trace[0]).toMatchObject({ id: "pg.weather", value: 6 });
  });
  it("PG 8.1 a scenario's light: 12 hexes without night rules is daylight, anything else reduced", () => {
    expect(pgVisibility({ range: 12, night: false })).toMatchObject({ range: 12, elevationBonus: true, night: false });
    expect(pgVisibility({ range: 1, night: true })).toMatchObject({ range: 1, elevationBonus: false, night: true });
    expect(pgVisibility({ range: 4, night: false })).toMatchObject({ range: 4, elevationBonus: false, night: false });
  });
  it("PG 8.0 spotting needs a clear line: a blocked target in range is not spotted, and the answer says why", () => {
    const a = pgSetup([[5, 7, ["woods"]]]).spot([5, 5], [5, 10]);
    expect(a).toMatchObject({ spotted: false, reason: "blocked" });
    expect(a.los?.sides[0]?.blocked?.rule).toBe("PG 8.31, 8.36");
  });
});

describe("PG 8.2 limiting terrain conceals", () => {
  it("PG 8.21 a unit in woods, field, hill or town is spotted only within three hexes", () => {
    for (const terrain of ["woods", "field", "hill", "town"]) {
      const { spot } = pgSetup([[5, 8, [terrain]]]);
      expect(spot([5, 5], [5, 8]).spotted, terrain).toBe(true);
      const far = spot([5, 4], [5, 8]);
      expect(far, terrain).toMatchObject({ spotted: false, spottingRange: 3, reason: "out-of-range" });
      expect(far.trace.find((t) => t.id === "pg.conceal"), terrain).toMatchObject({ value: 3, rule: "PG 8.21, 16.12", label: `target concealed by ${terrain}` });
    }
  });
  it("PG 8.21 or less when the current spotting range is less than three (night)", () => {
    const { spot } = pgSetup([[5, 8, ["woods"]]], pgReduced(2, true));
    expect(spot([5, 5], [5, 8])).toMatchObject({ spotted: false, spottingRange: 2 });
    expect(spot([5, 6], [5, 8]).spotted).toBe(true);
  });
  it("PG 8.21 or not at all when the line to its hex is blocked", () => {
    expect(pgSetup([[5, 8, ["woods"]], [5, 7, ["town"]]]).spot([5, 6], [5, 8])).toMatchObject({ spotted: false, range: 2, reason: "blocked" });
  });
  it("PG 8.22 a unit under a SPOTTED marker counts as in a clear hex: seen 12 hexes away in daylight", () => {
    const { spot } = pgSetup([[5, 14, ["woods"]]]);
    expect(spot([5, 2], [5, 14]).spotted).toBe(false);
    const marked = spot([5, 2], [5, 14], { spottedMarker: true });
    expect(marked).toMatchObject({ spotted: true, spottingRange: 12 });
    expect(marked.trace.find((t) => t.id === "pg.spotted-marker")).toMatchObject({ rule: "PG 8.22" });
    expect(spot([5, 1], [5, 14], { spottedMarker: true }).spotted).toBe(false);
  });
  it("PG 8.22 a SPOTTED marker does not open a blocked line", () => {
    expect(pgSetup([[5, 9, ["woods"]], [5, 7, ["field"]]]).spot([5, 5], [5, 9], { spottedMarker: true })).toMatchObject({ spotted: false, reason: "blocked" });
  });
  it("PG 8.36 a unit in limiting terrain is still seen only within three hexes by a higher spotter", () => {
    const { spot } = pgSetup([[5, 0, ["hill"], 2], [5, 6, ["woods"]]]);
    expect(spot([5, 0], [5, 6])).toMatchObject({ spotted: false, spottingRange: 3 });
    expect(spot([5, 3], [5, 6]).spotted).toBe(true);
  });
});

describe("PG 8.41 increased spotting range", () => {
  it("PG 8.41 (example) a spotter at 40 m sees units at 0 m in clear terrain up to 12 + 2 × 6 = 24 hexes away, not 25", () => {
    const { spot } = pgSetup([[5, 0, ["hill"], 2]]);
    const a = spot([5, 0], [5, 24]);
    expect(a).toMatchObject({ spotted: true, range: 24, spottingRange: 24 });
    expect(a.trace.find((t) => t.id === "pg.elevation")).toMatchObject({ value: 12, rule: "PG 8.42, 8.41", params: { levels: 2, perLevel: 6 } });
    expect(spot([5, 0], [5, 25])).toMatchObject({ spotted: false, reason: "out-of-range" });
  });
  it("PG 8.41 six hexes per level above the target hex only: a 40 m spotter gains 6 against a 20 m target, nothing level with it", () => {
    const { spot } = pgSetup([[5, 0, ["hill"], 2], [5, 18, ["clear"], 1], [6, 10, ["clear"], 2]]);
    expect(spot([5, 0], [5, 18]).spottingRange).toBe(18);
    expect(spot([5, 0], [6, 10]).spottingRange).toBe(12);
  });
  it("PG 8.41 not at night, nor in daylight with the range reduced by weather", () => {
    expect(pgSetup([[5, 0, ["hill"], 2]], pgNight()).spot([5, 0], [5, 1]).spottingRange).toBe(1);
    expect(pgSetup([[5, 0, ["hill"], 2]], pgReduced(6, false)).spot([5, 0], [5, 6]).spottingRange).toBe(6);
  });
  it("PG 8.41 the daylight range is the greatest any spotter on the map can have, elevation included", () => {
    const { sight } = pgSetup([[5, 0, ["hill"], 2]], pgDaylight());
    expect(sight.rules.maxRange()).toBe(24);
  });
});

describe("PG 8.42 town hexes (spotting)", () => {
  it("PG 8.42 (example) a town at zero elevation counts 20 m: its units see units at 0 m 18 hexes away, not 19", () => {
    const { spot } = pgSetup([[5, 0, ["town"]]]);
    expect(spot([5, 0], [5, 18])).toMatchObject({ spotted: true, spottingRange: 18 });
    expect(spot([5, 0], [5, 19]).spotted).toBe(false);
  });
  it("PG 8.42 (example) a town on a 20 m line counts 40 m: 24 hexes to units at 0 m", () => {
    const { spot } = pgSetup([[5, 0, ["town"], 1]]);
    expect(spot([5, 0], [5, 24])).toMatchObject({ spotted: true, spottingRange: 24 });
    expect(spot([5, 0], [5, 25]).spotted).toBe(false);
  });
  it("PG 8.42 woods do not raise their units (IA1 8.72 does): 12 hexes from woods at 0 m", () => {
    const { spot } = pgSetup([[5, 0, ["woods"]]]);
    expect(spot([5, 0], [5, 12]).spotted).toBe(true);
    expect(spot([5, 0], [5, 13])).toMatchObject({ spotted: false, spottingRange: 12 });
  });
});

describe("PG 16 special rules in spotting", () => {
  it("PG 16.6 a hidden unit: a quarter of normal range, at least one hex — three hexes in clear daylight, adjacent only in a town", () => {
    const { spot } = pgSetup([[5, 10, ["town"]]]);
    const clear = spot([5, 2], [5, 5], { hidden: true });
    expect(clear).toMatchObject({ spotted: true, spottingRange: 3 });
    expect(clear.trace.find((t) => t.id === "pg.hidden")).toMatchObject({ value: -9, rule: "PG 16.6" });
    expect(spot([5, 1], [5, 5], { hidden: true }).spotted).toBe(false);
    expect(spot([5, 9], [5, 10], { hidden: true }).spotted).toBe(true);
    expect(spot([5, 8], [5, 10], { hidden: true })).toMatchObject({ spotted: false, spottingRange: 1 });
  });
  it("PG 16.12 a smoke hex is limiting terrain: its occupants are seen within three hexes", () => {
    const { map, at, spot } = pgSetup([]);
    map.addMarker(at(5, 8), "smoke");
    expect(spot([5, 5], [5, 8]).spotted).toBe(true);
    expect(spot([5, 4], [5, 8])).toMatchObject({ spotted: false, spottingRange: 3 });
  });
});

describe("PG LOS tests stand on rules values", () => {
  it("every LOS and concealment value of the terrain used above is fixed by the rules (provenance `rules`)", () => {
    for (const id of ["clear", "woods", "town", "field", "hill", "minor-river", "major-river", "railroad", "smoke"]) {
      const t = pgTec.terrain[id]!;
      for (const c of [t.limiting, t.los, t.losHeight, t.concealRange]) expect(c.provenance, id).toMatchObject({ source: "rules" });
    }
  });
});
