import { describe, expect, it } from "vitest";
import { MapData } from "../../../../../src/engine/data/schemas/map";
import { parseData } from "../../../../../src/engine/data/validate";
import { distance } from "../../../../../src/engine/hex/axial";
import { loadMap, type HexMap } from "../../../../../src/engine/map";
import { AA_CAMPAIGN, AA_SCENARIOS } from "../../../../../src/engine/rules/rp/data/aa";
import { rpCampaignBattle } from "../../../../../src/engine/rules/rp/data/campaign-battle";
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
const standIn = (id: string, trenches: readonly string[] = [], other: Readonly<Record<string, string>> = {}) => {
  const terrain = { ...Object.fromEntries(trenches.map((l) => [l, "trench"])), ...other };
  const hexes = Object.entries(terrain).map(([l, t]) => ({ at: [[...l.replace(/\d+$/, "")].reduce((a, ch) => a * 26 + ch.charCodeAt(0) - 64, 0) - 1, Number(/\d+$/.exec(l)![0]) - 1] as [number, number], terrain: [t] }));
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

  it("AA 2, 3, RP 10.1: the hexes in play as printed (AA 4 and the campaign: the whole map)", () => {
    expect([aa1, aa2, aa3, aa4].map((s) => s.inPlay)).toEqual([[{ columns: ["O", "AB"] }], [{ columns: ["AK", "AU"], rows: [13, 18] }], [{ columns: ["AO", "AW"], rows: [14] }], undefined]);
    expect(AA_CAMPAIGN.scenario.inPlay).toBeUndefined();
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
    // "Only hexes on and/or between columns O through AB are in play" (RP 10.1): 14 columns of the stand-in's 25 rows.
    expect(b.scenario.inPlay).toHaveLength(14 * 25);
    expect([rpHexAt(map, "O01"), rpHexAt(map, "AB25")].every((h) => b.scenario.inPlay!.includes(h))).toBe(true);
    expect(b.scenario.inPlay).not.toContain(rpHexAt(map, "N10"));
    expect(b.barrages).toEqual([{ side: "french", line: "row", at: 18, span: [14, 27], step: -1, from: 1, advancesLeft: null, struck: false }]);
    expect(map.terrainAt(rpHexAt(map, "W16"))).toEqual(["village"]);
    expect(b.units["french-schneider-ca1-1"]!.in).toBeNull();
    expect(b.units["german-mortar-1"]!.in).toBe("trench");
  });
});

describe("AA Campaign Scenario 1, The Perfect Battle (AA 14.0), as data", () => {
  const { campaign, scenario } = AA_CAMPAIGN;

  it("AA 14.0: four days, 23-26 October; the forces as printed; the French attack (RP 11.01)", () => {
    expect([campaign.days, scenario.date, campaign.attacker, campaign.defender]).toEqual([4, "1917-10-23", "french", "german"]);
    expect(forces(scenario, "german")).toEqual({ "german-lw-reserve-infantry": 30, "german-eingreif": 10, "german-mg-section": 10, "german-mortar": 5, "german-77mm": 5 });
    expect(forces(scenario, "french")).toEqual({ "french-lw-infantry": 60, "french-mg-section": 10, "french-mortar": 5, "french-engineer": 5, "french-flamethrower": 5, "french-schneider-ca1": 20, "french-saint-chamond": 10 });
    expect(scenario.sides.map((s) => s.transport)).toEqual([{ mule: 0, wagon: 2, truck: 0 }, { mule: 0, wagon: 3, truck: 3 }]);
    expect(campaign.reinforcements).toEqual([{ day: 2, side: "german", counter: "german-eingreif", count: 20, face: "formed", how: "enter", hexes: [{ edge: "north" }] }]);
    expect(campaign.oma.map((g) => [g.day, g.side, g.count, g.firepower, g.mode, g.howitzer])).toEqual([[2, "french", 1, 5, "aircraft", true], [2, "french", 2, 3, "runner", false]]);
    expect(campaign.transport).toEqual([{ day: 2, side: "german", kind: "truck", count: 2 }]);
    expect(scenario.barragePlans).toEqual([{ side: "french", count: 2, width: 10, advances: 10 }]);
  });

  it("AA 14.0, RP 11.0: on a stand-in map it is one battle: the German set-up bombarded, the barrages to place, the day-2 forces in reserve", () => {
    // Grey trenches along row 5 and blue ones along row 20, across the 50 columns.
    const columns = Array.from({ length: 50 }, (_, c) => (c < 26 ? "" : "A") + String.fromCharCode(65 + (c % 26)));
    const trenches = columns.flatMap((c) => [`${c}05`, `${c}20`]);
    const map = loadMap(rpScenarioMap(scenario, standIn("aa-west-east", trenches, { F06: "village", AC06: "village", H09: "quarry" })), RP_TEC);
    const germans = (label: string) => label.endsWith("05") || label.endsWith("06");
    const place = placements(scenario, map, (side, label) => (side === "german" ? germans(label) : label.endsWith("20")));
    const b = rpCampaignBattle(campaign, scenario, RP_DEMO.counters, map, { placements: place });
    expect(b.scenario.turns).toBe(12);
    // RP 7.11: the German set-up area is every trench and village hex (the stand-in's grey and blue trenches alike).
    expect(b.preliminary).toEqual([{ side: "french", kind: "pulverizing", hexes: expect.arrayContaining(["C05", "AD20", "F06", "AC06"].map((l) => rpHexAt(map, l))) }]);
    expect(b.barragePlans).toEqual([{ side: "french", count: 2, width: 10, advances: 10, starts: null }]);
    // The French win by holding the villages and quarries on or west of column Z: F06 and H09, not AC06.
    expect(b.scenario.victory).toEqual({ kind: "control", side: "french", hexes: ["F06", "H09"].map((l) => rpHexAt(map, l)) });
    // RP 11.42: the Germans' edges are the north and east ones.
    const german = b.sides.find((s) => s.id === "german")!;
    expect(german.edge).toContain(rpHexAt(map, "M01"));
    expect(german.edge).toContain(rpHexAt(map, "AX12"));
    expect(german.edge).not.toContain(rpHexAt(map, "A12"));
    expect(Object.keys(b.campaign!.reserve)).toHaveLength(20);
    expect(Object.values(b.campaign!.reserveOma).map((g) => g.day)).toEqual([2, 2, 2]);
    expect(b.campaign!.reserveTransport).toEqual([{ day: 2, side: "german", kind: "truck", count: 2 }]);
  });
});

