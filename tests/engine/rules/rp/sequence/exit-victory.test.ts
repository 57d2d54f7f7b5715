import { describe, expect, it } from "vitest";
import { DataError, parseData } from "../../../../../src/engine/data/validate";
import { loadMap } from "../../../../../src/engine/map";
import { RP_DEMO } from "../../../../../src/engine/rules/rp/data/demo";
import { RpScenario, type RpScenarioInput } from "../../../../../src/engine/rules/rp/data/schemas/scenario";
import { RP_TEC } from "../../../../../src/engine/rules/rp/data/tec";
import { rpHexAt } from "../../../../../src/engine/rules/rp/map/labels";
import { rpBattleFromScenario } from "../../../../../src/engine/rules/rp/scenario";
import type { RpBattle } from "../../../../../src/engine/rules/rp/state";
import { BRITISH, couplets, GERMAN, rpBattle, rpMap, rpRunner } from "../support/fixture";

const map = rpMap();
const { play, at } = rpRunner(map);
/** The west edge, column A (rows 1–25 of the fixture map). */
const west = Array.from({ length: 25 }, (_, r) => at(`A${r + 1}`));

/** The last half of the last turn (the Germans to pass), with German units exited from `from` (null: still on the map in N18). */
function lastHalf(from: readonly (string | null)[], victory: NonNullable<RpBattle["scenario"]["victory"]>): RpBattle {
  const units = Object.fromEntries(from.map((_, i) => [`g${i}`, { side: GERMAN, at: "N18" }]));
  const b = structuredClone(rpBattle(map, { units: { ...units, b: { side: BRITISH, at: "X10" } }, turn: 4, turns: 4, extra: couplets(BRITISH, 1, 2) }));
  from.forEach((hex, i) => hex !== null && Object.assign(b.units[`g${i}`]!, { status: "exited", hex: null, exitedFrom: at(hex) }));
  return { ...b, scenario: { ...b.scenario, victory } };
}
const endTurn = (b: RpBattle) => play(b, { type: "pass", side: GERMAN });

describe("RP 10.3 victory by exiting the map", () => {
  it("RP 10.3: a unit exiting the map is recorded with the edge hex it left from", () => {
    const b = rpBattle(map, { units: { g: { side: GERMAN, at: "A12" } }, extra: { ...couplets(GERMAN), activation: { side: GERMAN, config: "unit", units: ["g"] } } });
    const { state } = play(b, { type: "move", side: GERMAN, units: ["g"], step: { exit: true } });
    expect(state.units.g).toMatchObject({ status: "exited", hex: null, exitedFrom: at("A12") });
  });

  it("RP 10.3, 10.1: the listed side wins with its count of units exited across the named edge, and loses with fewer", () => {
    const victory = { kind: "exit" as const, side: GERMAN, count: 2, hexes: west };
    const won = endTurn(lastHalf(["A12", "A3", null], victory));
    expect(won.state).toMatchObject({ phase: "ended", winner: GERMAN });
    expect(won.events.at(-1)).toMatchObject({ type: "battle-ended", winner: GERMAN, rule: "RP 10.1", trace: [{ id: `exited:${GERMAN}`, value: 2, rule: "RP 10.3" }] });
    expect(endTurn(lastHalf(["A12", null, null], victory)).state.winner).toBe(BRITISH);
  });

  it("RP 10.3: exits across another edge than the one named do not count; with no edge named, any edge's do", () => {
    const elsewhere = lastHalf(["A12", "AD5", "M1"], { kind: "exit", side: GERMAN, count: 2, hexes: west });
    expect(endTurn(elsewhere).state.winner).toBe(BRITISH);
    expect(endTurn({ ...elsewhere, scenario: { ...elsewhere.scenario, victory: { kind: "exit", side: GERMAN, count: 2, hexes: [] } } }).state.winner).toBe(GERMAN);
  });

  it("RP 10.3: units destroyed or still on the map are not exits", () => {
    const b = lastHalf([null, null], { kind: "exit", side: GERMAN, count: 1, hexes: [] });
    const destroyed = structuredClone(b);
    Object.assign(destroyed.units.g0!, { status: "destroyed", hex: null });
    expect(endTurn(destroyed).state.winner).toBe(BRITISH);
  });
});

describe("RP 10.3 exit victory in a scenario file", () => {
  const demoMap = loadMap(RP_DEMO.map, RP_TEC);
  const demo = () => JSON.parse(JSON.stringify(RP_DEMO.scenario)) as RpScenarioInput & Record<string, any>;
  const build = (json: unknown) => rpBattleFromScenario(parseData(RpScenario, json, "scenario"), RP_DEMO.counters, demoMap);

  it("RP 10.3: a scenario's exit condition names the side, how many units, and the edge they exit across (its hexes), or none", () => {
    const s = demo();
    s.victory = { kind: "exit", side: "german", count: 3, edge: [{ columns: ["A", "A"] }] };
    const column = Array.from({ length: demoMap.rows }, (_, r) => rpHexAt(demoMap, `A${String(r + 1).padStart(2, "0")}`));
    expect(build(s).scenario.victory).toEqual({ kind: "exit", side: "german", count: 3, hexes: column });
    s.victory = { kind: "exit", side: "german", count: 3 };
    expect(build(s).scenario.victory).toEqual({ kind: "exit", side: "german", count: 3, hexes: [] });
  });

  it("RP 10.3: an exit condition for no side of the scenario, or for no unit, is refused at its path", () => {
    const s = demo();
    s.victory = { kind: "exit", side: "austrian", count: 0 };
    try {
      parseData(RpScenario, s, "scenario");
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(DataError);
      expect((e as DataError).issues.map((i) => i.path).sort()).toEqual(["$.victory.count", "$.victory.side"]);
    }
  });
});
