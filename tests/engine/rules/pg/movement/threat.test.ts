import { describe, expect, it } from "vitest";
import { canHarm } from "../../../../../src/engine/rules/pg/movement/harm";
import { closerToThreat } from "../../../../../src/engine/rules/pg/movement/threat";
import type { PgLeader, PgUnit } from "../../../../../src/engine/rules/pg/state/pieces";
import type { Cell } from "../../../../fixtures/maps";
import { atTable, atTableFrom, battle, leader, sightMap, unit } from "./fixtures";

/**
 * The enemy a German unit of type `type` would need a leader to step closer to, moving down column 10 from row `from`
 * to row `to`, with the Soviet `enemies` placed by [column, row]; the map clear but for `cells`.
 */
function threat(
  type: string,
  from: number,
  to: number,
  enemies: [id: string, type: string, col: number, row: number, over?: Partial<PgUnit>][],
  o: { cells?: Cell[]; spotted?: boolean; leaders?: (at: (c: number, r: number) => number) => PgLeader[]; table?: typeof atTable; friends?: [string, string, number, number][] } = {},
): string | null {
  const { sight, at } = sightMap(o.cells);
  const mover = { ...unit("mover", "german", type, at(10, from)), spotted: o.spotted ?? false };
  const others = enemies.map(([id, t, col, row, over]) => ({ ...unit(id, "soviet", t, at(col, row)), ...over }));
  const friends = (o.friends ?? []).map(([id, t, col, row]) => unit(id, "german", t, at(col, row)));
  const b = battle([mover, ...others, ...friends], o.leaders?.(at) ?? []);
  return closerToThreat(b, sight, o.table ?? atTable, mover, at(10, from), at(10, to))?.id ?? null;
}

describe("PG 5.4 combat movement: enemies that could hurt the mover", () => {
  it("PG 5.4 a step closer to an enemy that spots the mover, has it in range and could obtain a result needs a leader", () => {
    expect(threat("infantry", 6, 5, [["e", "infantry", 10, 2]])).toBe("e");
  });

  it("PG 5.4 moving into an enemy-occupied hex is moving closer (12.1)", () => {
    expect(threat("infantry", 3, 2, [["e", "infantry", 10, 2]])).toBe("e");
  });

  it("PG 5.4 enemies under MOVED/FIRED or in an assault hex still count", () => {
    expect(threat("infantry", 6, 5, [["e", "infantry", 10, 2, { movedFired: true }]])).toBe("e");
    expect(threat("infantry", 6, 5, [["e", "infantry", 10, 2]], { friends: [["f", "infantry", 10, 2]] })).toBe("e");
  });

  it("PG 5.4 range is judged where the step ends: out of range there, no leader is needed", () => {
    expect(threat("infantry", 7, 6, [["e", "infantry", 10, 2]])).toBeNull();
    expect(threat("infantry", 7, 6, [["e", "hmg", 10, 2]])).toBe("e");
  });
});

describe("PG 5.41 exceptions", () => {
  it("PG 5.41 no leader is needed to enter a hex at an equal or greater distance from the enemy", () => {
    const { map, sight, at } = sightMap();
    const from = at(10, 4);
    const enemy = at(10, 2);
    const d = (h: number) => sight.distance(h, enemy);
    const steps = map.around(from).slice(1);
    const b = battle([unit("mover", "german", "infantry", from), unit("e", "soviet", "infantry", enemy)]);
    const mover = b.units.get("mover")!;
    for (const to of steps) expect(closerToThreat(b, sight, atTable, mover, from, to)?.id ?? null).toBe(d(to) < d(from) ? "e" : null);
    expect(steps.filter((to) => d(to) === d(from)).length).toBeGreaterThan(0);
  });

  it("PG 5.41 no leader is needed to move closer to enemies that can't spot the mover (8.21: woods conceal beyond 3 hexes)", () => {
    expect(threat("infantry", 8, 7, [["e", "hmg", 10, 2]], { cells: [[10, 7, ["woods"]]] })).toBeNull();
    expect(threat("infantry", 8, 7, [["e", "hmg", 10, 2]])).toBe("e");
  });

  it("PG 5.41 no leader is needed where the line of sight is blocked (8.31)", () => {
    expect(threat("infantry", 5, 4, [["e", "hmg", 10, 1]], { cells: [[10, 2, ["woods"]]] })).toBeNull();
  });

  it("PG 8.22 a SPOTTED mover is seen as in clear terrain while within 3 hexes of an enemy unit; farther, in limiting terrain, it loses the marker", () => {
    const woods: Cell[] = [[10, 7, ["woods"]]];
    expect(threat("infantry", 8, 7, [["e", "hmg", 10, 2]], { cells: woods, spotted: true })).toBeNull();
    expect(threat("infantry", 8, 7, [["e", "hmg", 10, 2], ["near", "truck", 13, 7]], { cells: woods, spotted: true })).toBe("e");
  });

  it("PG 5.41 units with AT fire values only do not impede personnel units; they do impede trucks (11.0)", () => {
    expect(threat("infantry", 6, 5, [["e", "at-gun", 10, 2]])).toBeNull();
    expect(threat("truck", 6, 5, [["e", "at-gun", 10, 2]])).toBe("e");
  });

  it("PG 5.41 (ruling A7) units with direct fire values only never impede AFVs, open-top AFVs and APCs included", () => {
    for (const afv of ["tank-5", "open-top", "apc"]) expect(threat(afv, 5, 4, [["e", "hmg", 10, 2]])).toBeNull();
  });

  it("PG 5.41, 11.0 trucks, wagons and sledges are no AFVs: direct fire impedes them; AT fire only trucks", () => {
    for (const t of ["truck", "wagon", "sledge"]) expect(threat(t, 5, 4, [["e", "infantry", 10, 2]])).toBe("e");
    expect(threat("wagon", 5, 4, [["e", "at-gun", 10, 2]])).toBeNull();
    expect(threat("sledge", 5, 4, [["e", "at-gun", 10, 2]])).toBeNull();
  });

  it("PG 5.41 units that could only obtain a result with bombardment fire never impede", () => {
    expect(threat("infantry", 6, 5, [["e", "mortar", 10, 2]])).toBeNull();
  });

  it("PG 5.4 (ruling A57) leaders alone never restrict movement", () => {
    expect(threat("infantry", 4, 3, [], { leaders: (at) => [leader("l", "soviet", at(10, 2))] })).toBeNull();
  });

  it("PG 16.6 (ruling A6) hidden enemies never count: the moving player cannot know them", () => {
    expect(threat("infantry", 6, 5, [["e", "infantry", 10, 2, { hidden: true }]])).toBeNull();
  });

  it("PG 5.67 (ruling) a unit carried by a transport is no threat; an armed transport is", () => {
    expect(threat("infantry", 6, 5, [["e", "infantry", 10, 2, { carriedBy: "t" }], ["t", "truck", 10, 2, { carrying: "e" }]])).toBeNull();
    expect(threat("infantry", 4, 3, [["t", "armed-truck", 10, 2]])).toBe("t");
  });

  it("PG 5.62 a limbered gun, which shows no fire value, impedes nobody", () => {
    expect(threat("truck", 6, 5, [["e", "at-gun", 10, 2, { limbered: true }]])).toBeNull();
  });
});

describe("PG 5.4, 11.1 could an AT value obtain a combat result on an AFV", () => {
  it("PG 11.1 only if the best roll (12) + AT − armor reaches the table's first result band (10 or more, 1.1)", () => {
    expect(threat("tank-armor-7", 6, 5, [["e", "tank-5", 10, 2]])).toBe("e");
    expect(threat("tank-armor-8", 6, 5, [["e", "tank-5", 10, 2]])).toBeNull();
  });

  it("PG 11.1 the band is the battle's table's: from a modified 11, AT 5 can no longer hurt armor 7", () => {
    expect(threat("tank-armor-6", 6, 5, [["e", "tank-5", 10, 2]], { table: atTableFrom(11) })).toBe("e");
    expect(threat("tank-armor-7", 6, 5, [["e", "tank-5", 10, 2]], { table: atTableFrom(11) })).toBeNull();
  });

  it("PG 11.11 a truck counts the table's armor −1: AT −3 can hurt it (12 − 3 + 1 = 10), AT −4 cannot", () => {
    expect(threat("truck", 6, 5, [["e", "weak-at", 10, 2]])).toBe("e");
    expect(threat("truck", 6, 5, [["e", "weaker-at", 10, 2]])).toBeNull();
  });

  it("PG 11.3 increased range counts: AT 5-5 reaches 7 hexes at AT 3 (armor 5: 12 + 3 − 5 = 10), not 8", () => {
    expect(threat("tank-armor-5", 10, 9, [["e", "tank-5", 10, 2]])).toBe("e");
    expect(threat("tank-armor-6", 10, 9, [["e", "tank-5", 10, 2]])).toBeNull();
    expect(threat("tank-armor-5", 11, 10, [["e", "tank-5", 10, 2]])).toBeNull();
  });

  it("PG 11.3 an AT value below 2 gains no increased range", () => {
    expect(threat("truck", 5, 4, [["e", "atr", 10, 2]])).toBe("e");
    expect(threat("truck", 6, 5, [["e", "atr", 10, 2]])).toBeNull();
  });
});

describe("PG 14.3 canHarm: could an enemy hurt a unit", () => {
  it("PG 5.41, 14.3 direct fire hurts a non-AFV within range; AT fire an AFV the table lets it hit", () => {
    const tank = unit("t", "soviet", "tank-5", null);
    const inf = unit("i", "soviet", "infantry", null);
    expect(canHarm(atTable, inf, unit("m", "german", "infantry", null), 3)).toBe(true);
    expect(canHarm(atTable, inf, unit("m", "german", "infantry", null), 4)).toBe(false);
    expect(canHarm(atTable, inf, unit("m", "german", "tank-5", null), 1)).toBe(false);
    expect(canHarm(atTable, tank, unit("m", "german", "tank-armor-7", null), 5)).toBe(true);
    expect(canHarm(atTable, tank, unit("m", "german", "infantry", null), 1)).toBe(false);
  });
});
