import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pgVisibility } from "../../../../../src/engine/rules/pg/los";
import { PG_PHASES, type PgBattle, type PgMinefield } from "../../../../../src/engine/rules/pg/state/battle";
import { PG_OPTIONAL_RULE_IDS } from "../../../../../src/engine/rules/pg/state/option-ids";
import { PG_LEADER_KINDS, type PgLeader, type PgUnit } from "../../../../../src/engine/rules/pg/state/pieces";
import { overstacked, type PgStackPiece } from "../../../../../src/engine/rules/pg/units/stacking";
import { RIVER, TYPES, at, battle, counters, fromJson, leader, toJson, unit } from "./fixtures";

/** Hexes the generated pieces stand in: a few, so that stacks form (the river hex among them, 5.74). */
const HEXES = [at(1, 1), at(1, 2), at(2, 1), RIVER, at(9, 13)];
const hex = fc.option(fc.constantFrom(...HEXES), { nil: null, freq: 5 });
const SIDES = ["german", "soviet"] as const;

const unitArb = fc.record({
  type: fc.constantFrom(...TYPES),
  side: fc.constantFrom(...SIDES),
  hex,
  lost: fc.boolean(),
  status: fc.constantFrom("good", "disrupted", "demoralized"),
  flags: fc.record({ movedFired: fc.boolean(), oppFire: fc.boolean(), spotted: fc.boolean(), hidden: fc.boolean(), entrenched: fc.boolean() }),
  limbered: fc.boolean(),
  guards: fc.option(fc.boolean(), { nil: undefined }),
});
const leaderArb = fc.record({ kind: fc.constantFrom(...PG_LEADER_KINDS), side: fc.constantFrom(...SIDES), hex, rank: fc.integer({ min: 1, max: 7 }), ride: fc.boolean() });

/**
 * A small battle that can exist: units placed where their side's stack stays within PG 4.1 (else off the map), an
 * infantry unit and leaders loaded on trucks in their hexes (5.6), the Soviets' tank leader on one of their AFVs (6.8),
 * minefields, wrecks, a decapitation, light and options.
 */
const battleArb = fc
  .record({
    units: fc.array(unitArb, { maxLength: 12 }),
    leaders: fc.array(leaderArb, { maxLength: 5 }),
    turn: fc.integer({ min: 1, max: 8 }),
    phase: fc.constantFrom(...PG_PHASES),
    night: fc.boolean(),
    options: fc.subarray([...PG_OPTIONAL_RULE_IDS]),
    mines: fc.array(fc.record({ strength: fc.constantFrom(0, 1, 2, 3), hex, revealed: fc.boolean(), owner: fc.constantFrom(...SIDES) }), { maxLength: 3 }),
    wrecks: fc.array(fc.tuple(fc.constantFrom(...HEXES), fc.constantFrom(1, 2, 3)), { maxLength: 2 }),
    decapitated: fc.boolean(),
    tankLeader: fc.nat(),
  })
  .map((g): PgBattle => {
    const units: PgUnit[] = [];
    const stacks = new Map<string, PgStackPiece[]>();
    g.units.forEach((x, i) => {
      const c = counters[x.type]!;
      const side = c.nationality === "soviet" ? "soviet" : x.side;
      const stack = stacks.get(`${side} ${x.hex}`) ?? [];
      const made = unit(`u${i}`, side, x.type, { hex: x.hex, steps: x.lost && c.steps.value === 2 ? 1 : undefined, limbered: x.limbered && c.faces.limbered !== undefined, guards: x.guards });
      const fits = x.hex === null || overstacked([...stack, { piece: "unit", unit: made, carried: false }], { river: x.hex === RIVER }) === null;
      const u: PgUnit = { ...made, hex: fits ? x.hex : null, status: x.status, ...x.flags };
      if (u.hex !== null) stacks.set(`${side} ${u.hex}`, [...stack, { piece: "unit", unit: u, carried: false }]);
      units.push(u);
    });
    const leaders: PgLeader[] = g.leaders.map((x, i) => leader(`l${i}`, x.side, x.hex, x.kind, x.rank));
    // PG 5.6: a truck carries one infantry unit of its side in its hex, and up to three of its side's leaders there (not cavalry, 6.3).
    for (const t of units.filter((u) => u.transport === "truck" && u.hex !== null)) {
      const cargo = units.find((u) => u.kind === "infantry" && u.side === t.side && u.hex === t.hex && u.carriedBy === null);
      if (cargo) [t.carrying, cargo.carriedBy] = [cargo.id, t.id];
      for (const l of leaders.filter((l) => l.side === t.side && l.hex === t.hex && l.kind !== "cavalry" && l.carriedBy === null && g.leaders[Number(l.id.slice(1))]!.ride).slice(0, 3 - t.leadersAboard.length)) {
        t.leadersAboard.push(l.id);
        l.carriedBy = t.id;
      }
    }
    const afvs = units.filter((u) => u.side === "soviet" && u.armor !== null && !u.apc && u.nationality !== "german");
    const minefields: PgMinefield[] = g.mines.map((m, i) => ({ id: `m${i}`, owner: m.owner, hex: m.hex, strength: m.strength as PgMinefield["strength"], revealed: m.revealed && m.strength > 0 && m.hex !== null }));
    const light = { range: g.night ? 1 : 12, night: g.night };
    return battle(units, leaders, {
      turn: g.turn,
      phase: g.phase,
      visibility: pgVisibility(light),
      lights: [light, { range: 12, night: false }],
      ...(g.options.length ? { options: g.options } : {}),
      tankLeaders: afvs.length ? { soviet: [afvs[g.tankLeader % afvs.length]!.id] } : {},
      ...(minefields.length ? { minefields } : {}),
      ...(g.wrecks.length ? { wrecks: Object.fromEntries(g.wrecks) } : {}),
      ...(g.decapitated ? { decapitations: [{ side: "german", leader: "maj", hex: HEXES[0]!, turn: g.turn }] } : {}),
      control: { [HEXES[1]!]: "soviet" },
    });
  });

describe("a PG battle is saved and read back whole", () => {
  it(
    "PG 3.0, 4.1, 5.6, 6.8, 16.3, 16.7 a battle that can exist goes JSON → battle → JSON unchanged, and battle → JSON → battle to an equal battle, pieces in order",
    { timeout: 60_000 },
    () => {
      fc.assert(
        fc.property(battleArb, (b) => {
          const json = toJson(b);
          const back = fromJson(json);
          expect(back).toEqual(b);
          expect([...back.units.keys(), ...back.leaders.keys()]).toEqual([...b.units.keys(), ...b.leaders.keys()]);
          expect(toJson(back)).toEqual(json);
        }),
        { numRuns: 50 },
      );
    },
  );

  it("PG 8.1 the light is saved, not the visibility it gives: omitted, it is daylight; at night the range is the scenario's", () => {
    const { light: _, ...noLight } = toJson(battle());
    expect(fromJson(noLight).visibility).toEqual(pgVisibility({ range: 12, night: false }));
    expect(fromJson({ ...noLight, light: { range: 2, night: true } }).visibility).toMatchObject({ range: 2, night: true, elevationBonus: false });
  });
});
