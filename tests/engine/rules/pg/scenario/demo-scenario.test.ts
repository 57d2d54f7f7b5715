import { describe, expect, it } from "vitest";
import { distance } from "../../../../../src/engine/hex";
import { pg3Demo } from "../../../../../src/engine/rules/pg/data";
import { isAfv, isApc, isCombatUnit } from "../../../../../src/engine/rules/pg/units/classify";
import { at, build, demoJson, map, roundTrip } from "./support";

const built = build();
const b = built.battle;
const units = [...b.units.values()];
const ofType = (type: string) => units.filter((u) => u.type === type);

describe("PG 2.3 the demonstration scenario (pg3-demo-scenario.json) on its map (pg3-demo-map.json)", () => {
  it("loads with the PG data: the scenario and map schemas accept the shipped files", () => {
    expect(pg3Demo.scenario.id).toBe("pg3-demo-sokolovo");
    expect(pg3Demo.map.id).toBe(pg3Demo.scenario.map);
    expect([map.columns, map.rows]).toEqual([20, 14]);
  });

  it("builds a battle that survives its JSON (PgBattleJson) unchanged: decoded, and encoded again to the same JSON", () => {
    const { json, back } = roundTrip(b);
    expect(back).toEqual(b);
    expect(roundTrip(back).json).toEqual(json);
  });

  it("PG 3.0: turn 1 of 8, initiative phase; the sides' initiative (3.0 A) and morale (14.0)", () => {
    expect([b.turn, b.lastTurn, b.phase, b.year]).toEqual([1, 8, "initiative", 1942]);
    expect(b.sides.map((s) => [s.id, s.initiative, s.stepsPerInitiative, s.morale])).toEqual([
      ["german", 3, 3, { full: 8, reduced: 7 }],
      ["soviet", 2, 4, { full: 7, reduced: 6 }],
    ]);
  });

  it("PG 1.2: tanks, AT guns, infantry, an HMG, an APC and a truck on both sides", () => {
    expect(ofType("pz-iii").map((u) => u.id)).toEqual(["pz-iii-1", "pz-iii-2", "pz-iii-3"]);
    expect(ofType("t-34").every((u) => isAfv(u) && u.side === "soviet")).toBe(true);
    expect(ofType("spw-251").map((u) => isApc(u))).toEqual([true]);
    expect(ofType("pak-38").map((u) => [u.kind, u.limbered, isCombatUnit(u)])).toEqual([["anti-tank", true, true]]);
    expect(ofType("opel-blitz").map((u) => u.transport)).toEqual(["truck"]);
    expect(ofType("german-infantry").length + ofType("soviet-infantry").length).toBe(7);
    expect(ofType("soviet-infantry").find((u) => u.hex === at(5, 6))?.steps).toBe(1);
  });

  it("PG 16.6: the Soviet 45 mm AT gun sets up hidden; PG 16.51: a Soviet platoon enters on turn 3 from the west edge", () => {
    expect(ofType("soviet-45mm-at-gun").map((u) => [u.hidden, u.hex])).toEqual([[true, at(8, 7)]]);
    expect(built.entering).toEqual([{ piece: "soviet-infantry-4", turn: 3, hexes: [at(0, 6), at(0, 7), at(0, 8)] }]);
    expect(b.entering).toEqual(built.entering);
    expect(b.units.get("soviet-infantry-4")?.hex).toBeNull();
  });

  it("PG 6.1: the leaders named by their piece's side, and those drawn and flipped (the rolls kept)", () => {
    expect([...b.leaders.values()].map((l) => [l.id, l.name, l.rankTitle, l.rank, l.side])).toEqual([
      ["german-leader", "Leutnant Weber", "LT", 3, "german"],
      ["soviet-captain", "Kapitan Orlov", "CPT", 4, "soviet"],
      ["german-nco-1", "Feldwebel Vogel", "SGT", 2, "german"],
      ["soviet-lieutenant-2", "Leytenant Zaytsev", "LT", 3, "soviet"],
    ]);
    expect(built.rolls.map((r) => [r.purpose, r.total])).toEqual([
      ["leader draw", 1],
      ["leader flip", 2],
      ["leader draw", 2],
      ["leader flip", 1],
      ["minefield draw", 5],
      ["minefield draw", 1],
      ["minefield draw", 2],
    ]);
  });

  it("PG 6.8: every German AFV has its tank leader by rule; the Soviets have one to assign in secret (none assigned yet)", () => {
    expect(b.sides.map((s) => s.tankLeaders)).toEqual([undefined, 1]);
    expect(b.tankLeaders).toEqual({});
  });

  it("PG 16.7: the Soviets drew three minefields from their cup of five, unplaced until they place them face-down west of the bridge", () => {
    expect(b.minefields?.map((m) => [m.id, m.owner, m.hex, m.revealed])).toEqual([
      ["soviet-minefield-1", "soviet", null, false],
      ["soviet-minefield-2", "soviet", null, false],
      ["soviet-minefield-3", "soviet", null, false],
    ]);
    expect(b.sides[1].minefieldZone).toEqual([at(9, 6), at(9, 7), at(9, 8), at(8, 6), at(8, 7), at(8, 8)]);
  });

  it("PG 12.1: an assault is ready: the German LT, INF and HMG stand adjacent to the Soviet outpost east of the bridge", () => {
    const german = at(12, 7);
    const outpost = at(11, 7);
    expect(distance(map.hexAt(german), map.hexAt(outpost))).toBe(1);
    expect(units.filter((u) => u.hex === german).map((u) => u.type)).toEqual(["german-infantry", "german-hmg"]);
    expect(b.leaders.get("german-leader")?.hex).toBe(german);
    expect(units.filter((u) => u.hex === outpost).map((u) => u.side)).toEqual(["soviet", "soviet"]);
  });

  it("PG 16.4, 16.42: the Soviet infantry in the town's entrenchment starts under it", () => {
    expect(b.entrenchments).toEqual([at(4, 7)]);
    expect(units.filter((u) => u.hex === at(4, 7)).map((u) => [u.type, u.entrenched])).toEqual([["soviet-infantry", true]]);
  });

  it("PG 8.1: daylight to turn 7, dusk (6 hexes) on turn 8: the battle holds the light turn by turn", () => {
    expect(b.visibility.range).toBe(12);
    expect(b.lights?.map((l) => l.range)).toEqual([12, 12, 12, 12, 12, 12, 12, 6]);
  });

  it("PG 1.2 Control: the town is the Soviets', the ground east of the bridge the Germans'", () => {
    expect([at(4, 6), at(5, 7), at(8, 7)].map((h) => b.control[h])).toEqual(["soviet", "soviet", "soviet"]);
    expect([at(13, 7), at(19, 13)].map((h) => b.control[h])).toEqual(["german", "german"]);
  });

  it("PG 17.0, 3.0 and the rulings: excess initiative on, the town's control scored, hills block LOS (A29)", () => {
    expect(b.options).toEqual(["excess-initiative"]);
    expect(b.victory).toEqual({ points: [{ side: "german", for: "hexes", hexes: [at(4, 6), at(5, 6), at(4, 7), at(5, 7)], points: 1 }], winner: { by: "points", side: "german", points: 3 } });
    expect(b.rulings).toEqual({ hillBlocksLos: true });
  });

  it("the demonstration's JSON is what the loader read", () => {
    expect(demoJson().setup.length).toBe(pg3Demo.scenario.setup.length);
  });
});
