import { describe, expect, it } from "vitest";
import type { MapDataInput } from "../../../../../src/engine/data/schemas/map";
import { loadMap } from "../../../../../src/engine/map/map-json";
import { CI_ROSTER } from "../../../../../src/engine/rules/ci/data/roster";
import { CI_TEC } from "../../../../../src/engine/rules/ci/data/tec";
import { neededNumbers } from "../../../../../src/engine/rules/ci/numbers/needs";

const map = (extra: Partial<MapDataInput> = {}) =>
  loadMap({ id: "t", name: "t", layout: "odd-q", columns: 4, rows: 4, defaultTerrain: "clear", ...extra }, CI_TEC);
const RIVER = map({ hexsides: [{ between: [[0, 0], [0, 1]], features: ["river"] }] });
const base = { roster: CI_ROSTER, kinds: ["us-squad"], map: RIVER, night: false, hitLimits: false, numbers: {} };
const ids = (list: { id: string }[]) => list.map((n) => n.id);

describe("neededNumbers", () => {
  it("CI 8.x Movement Points / CI 10.x Night Scenarios: a river on the map and a night battle need mp.river and nightMovePercent, with their rules", () => {
    const needed = neededNumbers({ ...base, night: true });
    expect(needed).toContainEqual({ id: "mp.river", rule: "CI 8.x Movement Points", meaning: expect.any(String), status: "UR" });
    expect(needed).toContainEqual({ id: "nightMovePercent", rule: "CI 10.x Night Scenarios", meaning: expect.any(String), status: "UR" });
    expect(ids(needed)).toEqual(expect.arrayContaining(["fireLimit.river", "assaultLimit.river", "riverCliffAssaultF", "mp.ht-clear"]));
    expect(ids(neededNumbers(base))).not.toContain("nightMovePercent");
    expect(ids(neededNumbers({ ...base, map: map() }))).not.toContain("mp.river");
  });

  it("CI 2.x Unit Data: a kind in the forces needs the label fields its class reads and its label lacks; an unused kind needs nothing", () => {
    const needed = ids(neededNumbers({ ...base, kinds: ["us-chq", "panther", "ger-minefield", "us-artillery"] }));
    expect(needed).toEqual(expect.arrayContaining(["unit.us-chq.F", "unit.us-chq.range", "unit.us-chq.mp", "unit.us-chq.morale", "unit.panther.maxStrength", "unit.panther.ac", "unit.ger-minefield.maxStrength", "unit.us-artillery.strikeDice", "unit.us-artillery.strikeF2"]));
    expect(needed).not.toContain("unit.us-chq.maxStrength");
    expect(needed).not.toContain("unit.panther.F");
    expect(needed).not.toContain("unit.panther.range");
    expect(needed.filter((id) => id.startsWith("unit.ger-minefield."))).toEqual(["unit.ger-minefield.maxStrength"]);
    expect(needed.filter((id) => id.startsWith("unit.tiger.") || id.startsWith("unit.us-squad."))).toEqual([]);
    expect(needed).toContain("wreckEntryMp");
    expect(ids(neededNumbers(base))).not.toContain("wreckEntryMp");
  });

  it("CI 2.x Unit Data: an RP number comes with its default (probable, confirm); a number the battle gives is not needed", () => {
    const needed = neededNumbers({ ...base, kinds: ["us-squad", "panther"] });
    expect(needed).toContainEqual({ id: "unit.us-squad.maxStrength", rule: "CI 2.x Strength", meaning: expect.any(String), status: "RP", default: 4 });
    expect(needed).toContainEqual({ id: "unit.panther.mp", rule: "CI 2.x Move", meaning: expect.any(String), status: "RP", default: 10 });
    const given = neededNumbers({ ...base, numbers: { "mp.river": 3, "unit.us-squad.maxStrength": 4 } });
    expect(ids(given)).not.toContain("mp.river");
    expect(ids(given)).not.toContain("unit.us-squad.maxStrength");
  });

  it("CI 7.x Barbed Wire / CI 10.x Hit Limits: engineers with wire need engineerWireF; the optional hit limit needs hitLimit", () => {
    expect(ids(neededNumbers({ ...base, kinds: ["us-engineer"], wire: true }))).toContain("engineerWireF");
    expect(ids(neededNumbers({ ...base, kinds: ["us-engineer"], wire: false }))).not.toContain("engineerWireF");
    expect(ids(neededNumbers({ ...base, hitLimits: true }))).toContain("hitLimit");
    expect(ids(neededNumbers(base))).not.toContain("hitLimit");
  });

  it("CI 8.x Stacking Limits: a woods hex needs stack.woods and its hexside numbers; clear stacking is legible, never asked", () => {
    const needed = ids(neededNumbers({ ...base, map: map({ hexes: [{ at: [1, 1], terrain: ["woods"] }] }) }));
    expect(needed).toEqual(expect.arrayContaining(["stack.woods", "mp.ht-woods", "fireLimit.ht-woods", "assaultLimit.ht-woods"]));
    expect(needed).not.toContain("stack.clear");
  });

  it("CI 3.x Terrain Effects: a lake's shore asks nothing (no unit stands in sea); a sea hexside drawn between land hexes asks its fire limit", () => {
    const lake = ids(neededNumbers({ ...base, map: map({ hexes: [{ at: [0, 0], terrain: ["sea"] }] }) }));
    expect(lake.filter((id) => id.includes("ht-sea"))).toEqual([]);
    const drawn = ids(neededNumbers({ ...base, map: map({ hexsides: [{ between: [[1, 1], [1, 2]], features: ["ht-sea"] }] }) }));
    expect(drawn.filter((id) => id.includes("ht-sea"))).toEqual(["fireLimit.ht-sea"]);
  });

  it("CI 3.x Terrain Effects: a tunnel hex asks the tunnel's defense and the one Move, Fire and Assault value of its hexsides and exits", () => {
    const needed = ids(neededNumbers({ ...base, map: map({ hexes: [{ at: [1, 1], terrain: ["clear", "tunnel"] }] }) }));
    expect(needed).toEqual(expect.arrayContaining(["defense.tunnel", "mp.tunnel-exit", "fireLimit.tunnel-exit", "assaultLimit.tunnel-exit"]));
  });
});
