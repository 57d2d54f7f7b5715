import { describe, expect, it } from "vitest";
import { parseData } from "../../../../../src/engine/data/validate";
import type { RpEvent } from "../../../../../src/engine/rules/rp/events/schema";
import { barrageHexes } from "../../../../../src/engine/rules/rp/oma/barrage";
import { barrageAtCoupletStart } from "../../../../../src/engine/rules/rp/oma/turn-track";
import { RpScenarioBarrage } from "../../../../../src/engine/rules/rp/data/schemas/scenario";
import { barrageOf } from "../../../../../src/engine/rules/rp/scenario/barrages";
import { ScenarioIssues } from "../../../../../src/engine/rules/rp/scenario/issues";
import { sightConditions } from "../../../../../src/engine/rules/rp/fire/circumstances";
import { BRITISH, couplets, GERMAN, offsetOf, rpBattle, rpMap } from "../support/fixture";
import { omaRunner, only } from "./oma-fixture";

// A flat-topped (odd-q) map 30 × 25: its hexsides face N, NE, SE, S, SW, NW (hex/layout.ts).
const map = rpMap();
const { hook, at, label } = omaRunner(map);
const area = (extra: Record<string, unknown> = {}) => ({ side: GERMAN, line: "area", hexes: ["G10", "H10", "H11"].map(offsetOf), toward: 5, at: 0, from: 1, ...extra });
const battle = (x = area()) => rpBattle(map, { units: { b: { side: BRITISH, at: "H11" } }, extra: { ...couplets(BRITISH, 3), barrages: [x] } });
const struckOn = (events: readonly RpEvent[]) => only(events, "barrage-struck").map((e) => (e as { hexes: number[] }).hexes.map(label));

describe("RP 7.41 a creeping barrage on another defined area", () => {
  it("RP 7.41, 7.42: it strikes its area at couplet 1, then the area moved one hex toward its hexside at couplet 2", () => {
    const { events, state } = hook(battle(), (ctx) => (barrageAtCoupletStart(ctx, 1), barrageAtCoupletStart(ctx, 2)), [3]);
    // Direction 5 on this grid is south: G10, H10, H11 → G11, H11, H12.
    expect(struckOn(events)).toEqual([
      ["G10", "H10", "H11"],
      ["G11", "H11", "H12"],
    ]);
    expect(state.barrages[0]).toMatchObject({ line: "area", at: 1, struck: true });
    // RP 7.43: the unit in H11 is bombarded (not IN a trench: eliminated).
    expect(state.units.b!.status).toBe("destroyed");
  });

  it("RP 7.43: each hex it stands on conceals, once it has struck", () => {
    const struck = battle(area({ struck: true, at: 1 }));
    const conceals = sightConditions(struck, map).concealing;
    expect(["G11", "H11", "H12", "G10"].map((l) => conceals(at(l)))).toEqual([true, true, true, false]);
    expect(sightConditions(battle(), map).concealing(at("G10"))).toBe(false);
  });

  it("RP 7.42: it ceases when its advances are spent, or when its whole area would be off the map", () => {
    const edge = area({ hexes: ["G25", "H25"].map(offsetOf) });
    expect(barrageHexes(map, rpBattle(map, { units: {}, extra: { barrages: [edge] } }).barrages[0]!).map(label)).toEqual(["G25", "H25"]);
    const off = hook(battle(edge), (ctx) => barrageAtCoupletStart(ctx, 2));
    expect(off.events).toEqual([{ type: "barrage-ceased", barrage: 0, rule: "RP 7.42" }]);
    const spent = hook(battle(area({ advancesLeft: 0 })), (ctx) => barrageAtCoupletStart(ctx, 2));
    expect(only(spent.events, "barrage-ceased")).toHaveLength(1);
  });

  it("RP 7.41: a scenario's area barrage advances toward a hexside its grid has; another bearing is refused at its path", () => {
    const issues = new ScenarioIssues("test");
    const data = parseData(RpScenarioBarrage, { side: GERMAN, area: [{ from: "G10", to: "H10" }], advancing: "southwest", from: 2, advances: 3 }, "barrage");
    expect(barrageOf(map, data, ["barrages", 0], issues)).toEqual({ side: GERMAN, line: "area", hexes: ["G10", "H10"].map(offsetOf), toward: 4, at: 0, from: 2, advancesLeft: 3, struck: false });
    const east = parseData(RpScenarioBarrage, { side: GERMAN, area: ["G10"], advancing: "east", from: 1 }, "barrage");
    expect(barrageOf(map, east, ["barrages", 0], issues)).toBeNull();
    expect(() => issues.throwIfAny()).toThrow(/barrages\[0\]\.advancing/);
  });

  it("RP 7.41, 7.42: a row advances north or south and a column east or west; a barrage has one of row, column or area", () => {
    const refused = (json: object) => RpScenarioBarrage.safeParse(json).error?.issues.map((i) => i.path.join("."));
    expect(refused({ side: GERMAN, column: "G", advancing: "northeast", from: 1 })).toEqual(["advancing"]);
    expect(refused({ side: GERMAN, row: 3, advancing: "east", from: 1 })).toEqual(["advancing"]);
    expect(refused({ side: GERMAN, row: 3, area: ["G10"], advancing: "north", from: 1 })).toEqual(["row"]);
    expect(refused({ side: GERMAN, area: ["G10"], across: [1, 4], advancing: "north", from: 1 })).toEqual(["across"]);
    expect(refused({ side: GERMAN, area: ["G10"], advancing: "north", from: 1 })).toBeUndefined();
  });
});
