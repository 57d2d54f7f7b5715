import { describe, expect, it } from "vitest";
import { decodeOnMap } from "../../../../../src/engine/map";
import { RP_TEC } from "../../../../../src/engine/rules/rp/data/tec";
import { RP_QUERIES } from "../../../../../src/engine/rules/rp/queries/oracle-queries";
import type { RpBattle } from "../../../../../src/engine/rules/rp/state";
import { BRITISH, GERMAN, rpBattle, rpMap, rpRunner } from "../support/fixture";

const map = rpMap({ hexes: { F05: { terrain: ["woods"] }, H05: { terrain: ["light-woods"] } } });
const { at } = rpRunner(map);
const ask = (b: RpBattle, name: string, query: unknown) => {
  const spec = RP_QUERIES[name]!;
  return spec.run({ state: b, map, charts: { tec: RP_TEC } }, decodeOnMap(map, spec.request, query, "query"));
};
const battle = (extra: Record<string, unknown> = {}) =>
  rpBattle(map, {
    units: {
      g1: { side: GERMAN, at: "E05" },
      g2: { side: GERMAN, at: "E05" },
      g3: { side: GERMAN, at: "G06", face: "dispersed", infiltration: true },
      g4: { side: GERMAN, at: "G07", face: "dispersed", infiltration: true },
      g5: { side: GERMAN, at: "C05" },
      b1: { side: BRITISH, at: "K05" },
    },
    extra,
  });

describe("RP oracle queries", () => {
  it("RP 4.41: a woods hex between blocks the line, naming the hex and the rule", () => {
    const r = ask(battle(), "sight", { unit: "g1", to: [9, 4] }) as Record<string, any>;
    expect(r).toMatchObject({ from: at("E05"), visible: false, blockedBy: { hex: at("F05") } });
    expect(r.blockedBy.rule).toMatch(/^RP 4\./);
  });

  it("RP 4.81: one hex of light woods conceals; the line is seen through it", () => {
    expect(ask(battle(), "sight", { hex: [7, 2], to: [7, 6] })).toEqual({ from: at("H03"), visible: true, concealment: 1 });
  });

  it("RP 4.6: as an infantry firer, a hex of its side's units not IN a trench blocks the line; as an observer it does not", () => {
    const look = (fire: boolean) => ask(battle(), "sight", { unit: "g5", to: [5, 4], fire }) as Record<string, any>;
    expect(look(false).visible).toBe(true);
    expect(look(true)).toMatchObject({ visible: false, blockedBy: { hex: at("E05") } });
  });

  it("a unit not on the map has no line: the answer says so", () => {
    const b = battle();
    const gone = { ...b, units: { ...b.units, b1: { ...b.units.b1!, status: "destroyed" as const, hex: null } } };
    expect(ask(gone, "vertex-sight", { unit: "b1", vertex: [5, 4, 0] })).toEqual({ unit: "b1", absent: '"b1" is not on the map (destroyed)' });
  });

  it("RP 3.6, AA 14.0: dispersed units with infiltration tactics, adjacent, make a blob; formed ones do not", () => {
    expect(ask(battle(), "formation", { side: GERMAN, config: "blob", units: ["g3", "g4"] })).toEqual({ valid: true });
    expect(ask(battle(), "formation", { side: GERMAN, config: "blob", units: ["g1", "g2"] })).toMatchObject({ valid: false, rule: "RP 3.6" });
  });

  it("RP 3.4, 6.01 b: a stack is two units of one hex", () => {
    expect(ask(battle(), "formation", { side: GERMAN, config: "stack", units: ["g1", "g2"] })).toEqual({ valid: true });
    expect(ask(battle(), "formation", { side: GERMAN, config: "stack", units: ["g1", "g5"] })).toMatchObject({ valid: false, rule: "RP 3.4" });
  });

  it("RP 3.9: control is the last sole occupant's, else the side that set up there, else nobody's", () => {
    const b = battle({ control: { "10,4": GERMAN } });
    const withSetUp = { ...b, sides: [{ ...b.sides[0], setUp: [at("A01")] }, b.sides[1]] as RpBattle["sides"] };
    expect(ask(withSetUp, "control", { hexes: [[10, 4], [0, 0], [1, 1]] })).toEqual({
      hexes: [
        { hex: at("K05"), side: GERMAN },
        { hex: at("A01"), side: GERMAN },
        { hex: at("B02"), side: null },
      ],
    });
    expect(ask(withSetUp, "control", {})).toEqual({ hexes: [at("A01"), at("K05")].sort((x, y) => x - y).map((hex) => ({ hex, side: GERMAN })) });
  });
});
