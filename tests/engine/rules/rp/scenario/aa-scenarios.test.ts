import { describe, expect, it } from "vitest";
import { MapData } from "../../../../../src/engine/data/schemas/map";
import { parseData } from "../../../../../src/engine/data/validate";
import { distance } from "../../../../../src/engine/hex/axial";
import { loadMap, type HexMap } from "../../../../../src/engine/map";
import { AA_SCENARIOS } from "../../../../../src/engine/rules/rp/data/aa";
import { RP_DEMO } from "../../../../../src/engine/rules/rp/data/demo";
import type { RpScenario } from "../../../../../src/engine/rules/rp/data/schemas/scenario";
import { RP_TEC } from "../../../../../src/engine/rules/rp/data/tec";
import { rpHexAt, rpHexLabel } from "../../../../../src/engine/rules/rp/map/labels";
import { rpBattleFromScenario, rpScenarioMap } from "../../../../../src/engine/rules/rp/scenario";
import { hexesOf } from "../../../../../src/engine/rules/rp/scenario/hex-areas";
import { ScenarioIssues } from "../../../../../src/engine/rules/rp/scenario/issues";

const [aa1, aa2, aa3, aa4] = AA_SCENARIOS;

/** The counters of a side, totalled by kind. */
const forces = (s: RpScenario, side: string) => {
  const out: Record<string, number> = {};
  for (const l of s.order) if (l.side === side) out[l.counter] = (out[l.counter] ?? 0) + l.count;
  return out;
};

/** A stand-in for a printed AA map (not in the rules text): open ground, with trench hexes where a test puts them. */
const standIn = (id: string, trenches: readonly string[] = []) => {
  const hexes = trenches.map((l) => ({ at: [[...l.replace(/\d+$/, "")].reduce((a, ch) => a * 26 + ch.charCodeAt(0) - 64, 0) - 1, Number(/\d+$/.exec(l)![0]) - 1] as [number, number], terrain: ["trench"] }));
  return parseData(MapData, { id, name: id, layout: "odd-q", columns: 50, rows: 25, defaultTerrain: "open", hexes }, id);
};

/** Each unit of each line in the first hex of its area (that `mine` lets it use) with room: two non-AFV and two AFV units a side (RP 3.4). */
function placements(s: RpScenario, map: HexMap, mine: (side: string, label: string) => boolean = () => true): Record<string, string> {
  const issues = new ScenarioIssues("test");
  const setUp = Object.fromEntries(s.sides.map((x) => [x.id, hexesOf(map, x.setUp, [], issues)]));
  const used = new Map<string, number>();
  const numbers: Record<string, number> = {};
  const out: Record<string, string> = {};
  for (const l of s.order) {
    const area = l.at ? hexesOf(map, l.at, [], issues) : setUp[l.side]!;
    const afv = RP_DEMO.counters.counters[l.counter]!.types.includes("tank");
    for (let k = 0; k < l.count; k++) {
      const id = `${l.counter}-${(numbers[l.counter] = (numbers[l.counter] ?? 0) + 1)}`;
      const hex = area.find((h) => mine(l.side, rpHexLabel(map, h)) && (used.get(`${l.side}${h}${afv}`) ?? 0) < 2)!;
      used.set(`${l.side}${hex}${afv}`, (used.get(`${l.side}${hex}${afv}`) ?? 0) + 1);
      out[id] = rpHexLabel(map, hex);
    }
  }
  return out;
}

describe("the Assault Artillery! scenarios (AA 14.0) as data", () => {
  it("AA 14.0: the orders of battle, dates and lengths as printed", () => {
    expect([aa1, aa2, aa3, aa4].map((s) => [s.date, s.turns, s.map])).toEqual([
      ["1917-10-23", 7, "aa-east"],
      ["1917-10-23", 6, "aa-west"],
      ["1917-10-23", 9, "aa-west"],
      ["1917-10-25", 8, "aa-west"],
    ]);
    expect(forces(aa1, "german")).toEqual({ "german-lw-reserve-infantry": 10, "german-mg-section": 3, "german-77mm": 1, "german-mortar": 1 });
    expect(forces(aa1, "french")).toEqual({ "french-lw-infantry": 15, "french-mortar": 1, "french-engineer": 1, "french-flamethrower": 1, "french-schneider-ca1": 9 });
    expect(forces(aa2, "german")).toEqual({ "german-lw-reserve-infantry": 7, "german-eingreif": 3, "german-mg-section": 2 });
    expect(forces(aa2, "french")).toEqual({ "french-lw-infantry": 12, "french-mortar": 2 });
    expect(forces(aa3, "german")).toEqual({ "german-lw-reserve-infantry": 5, "german-eingreif": 3, "german-mg-section": 2, "german-77mm": 2 });
    expect(forces(aa3, "french")).toEqual({ "french-lw-infantry": 16, "french-saint-chamond": 8 });
    // Ruling R26: the two IR 169 battalions each have the printed column.
    expect(forces(aa4, "german")).toEqual({ "german-lw-reserve-infantry": 9, "german-mg-section": 3, "german-77mm": 2, "german-mortar": 3 });
    expect(forces(aa4, "french")).toEqual({ "french-lw-infantry": 24, "french-mg-section": 4, "french-saint-chamond": 1, "french-schneider-ca1": 6 });
  });

  it("every counter they name is a kind of the counter set", () => {
    for (const s of AA_SCENARIOS) for (const l of s.order) expect(Object.keys(RP_DEMO.counters.counters)).toContain(l.counter);
  });

  it("AA 4, RP 3.9: on a stand-in map each battalion sets up within its circle, and the French win by holding Pinon", () => {
    const map = loadMap(standIn("aa-west"), RP_TEC);
    const b = rpBattleFromScenario(aa4, RP_DEMO.counters, map, { placements: placements(aa4, map) });
    expect(Object.keys(b.units)).toHaveLength(52);
    const from = (id: string, label: string) => distance(map.hexAt(b.units[id]!.hex!), map.hexAt(rpHexAt(map, label)));
    // 2nd Bn IR 169 within five hexes of AX05, 2nd Bn IR 111 within two of AW07, 21st Corps within two of H10.
    expect(["german-lw-reserve-infantry-4", "german-lw-reserve-infantry-6", "german-mg-section-2", "german-77mm-2", "german-mortar-2"].map((id) => from(id, "AX05") <= 5)).toEqual([true, true, true, true, true]);
    expect(["german-lw-reserve-infantry-7", "german-lw-reserve-infantry-9", "german-mg-section-3", "german-mortar-3"].map((id) => from(id, "AW07") <= 2)).toEqual([true, true, true, true]);
    expect(from("french-schneider-ca1-6", "H10")).toBeLessThanOrEqual(2);
    expect(b.phase).toBe("initiative");
    expect(b.scenario.victory).toEqual({ kind: "control", side: "french", hexes: ["AS04", "AT03", "AU03", "AT04", "AU04", "AU05", "AV04"].map((l) => rpHexAt(map, l)) });
    expect(b.control[String(rpHexAt(map, "AT03"))]).toBe("german");
    expect(b.control[String(rpHexAt(map, "H10"))]).toBe("french");
  });

  it("AA 1, 14.0: the French PB on every hex numbered 19 or less of columns O–AB, the creeping barrage at row 19 advancing north, Malmaison Fort a village", () => {
    const trenches = ["O10", "P10", "Q10", "R10", "S10", "T10", "U10", "V10", "O20", "P20", "Q20", "R20", "S20", "T20", "U20", "V20", "W20", "X20", "Y20", "Z20"];
    const data = rpScenarioMap(aa1, standIn("aa-east", trenches));
    const map = loadMap(data, RP_TEC);
    // The players put each side in its own trenches (grey north, blue south).
    const place = placements(aa1, map, (side, label) => label.endsWith(side === "german" ? "10" : "20"));
    const b = rpBattleFromScenario(aa1, RP_DEMO.counters, map, { placements: place });
    expect(b.preliminary[0]!.hexes).toHaveLength(14 * 19);
    expect(b.barrages).toEqual([{ side: "french", line: "row", at: 18, span: [14, 27], step: -1, from: 1, advancesLeft: null, struck: false }]);
    expect(map.terrainAt(rpHexAt(map, "W16"))).toEqual(["village"]);
    expect(b.units["french-schneider-ca1-1"]!.in).toBeNull();
    expect(b.units["german-mortar-1"]!.in).toBe("trench");
  });
});
