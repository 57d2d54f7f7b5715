import type { SpotterState, Spotting, TargetState } from "../../../los";
import type { AtTable } from "../data/schemas/at-table";
import { pgSightRules } from "../rules/sight";
import { enemyHexes, unitsAt, type PgBattle, type PgUnit } from "../state";
import { faceCanHarm, harmReach, harmTarget, showingFace } from "./harm";

/**
 * The enemy units a side knows of, by hex: on the board, not hidden (16.6: the moving player cannot know them, and a
 * refusal must not give them away), not carried (5.67: cargo may not fire; it stands in its transport's hex).
 */
interface Field {
  readonly hexes: Int32Array;
  /** Each hex's place in `hexes`, by hex index; −1: none there. */
  readonly slot: Int32Array;
  /** Per hex: the spotter there, its units, and those whose side showing has a direct fire value above 0 or an AT value. */
  readonly spotters: readonly SpotterState[];
  readonly units: readonly (readonly PgUnit[])[];
  readonly armed: readonly (readonly PgUnit[])[];
  /** The farthest any of them harms anything (harm.ts `harmReach`). */
  readonly reach: number;
}

const known = (u: PgUnit): boolean => !u.hidden && u.carriedBy === null;

/**
 * Fields by the list of enemy hexes they were built from: the hex index keeps that list (state `enemyHexes`) until an
 * enemy unit is written, so a field is built once for all the steps of the moving side's segment.
 */
const fields = new WeakMap<readonly number[], Field>();

function fieldOf(b: PgBattle, side: string): Field {
  const listed = enemyHexes(b, side, "pg-movement-threat", known);
  let field = fields.get(listed);
  if (field === undefined) {
    const hexes = [...new Set(listed)];
    const units = hexes.map((h) => unitsAt(b, h).filter((u) => u.side !== side && known(u)));
    const reaches = units.map((here) => here.map((u) => harmReach(showingFace(u))));
    const armed = units.map((here, i) => here.filter((_, k) => reaches[i]![k]! >= 0));
    const reach = reaches.reduce((max, here) => here.reduce((m, r) => Math.max(m, r), max), -1);
    const slot = new Int32Array(hexes.reduce((m, h) => Math.max(m, h), -1) + 1).fill(-1);
    hexes.forEach((h, i) => (slot[h] = i));
    field = { hexes: Int32Array.from(hexes), slot, spotters: hexes.map((hex) => ({ hex })), units, armed, reach };
    fields.set(listed, field);
  }
  return field;
}

/**
 * The first answer `visit` gives for a hex of the field within `reach` of `hex` (its place in the field, its distance):
 * looked up by the hexes around `hex` when they are fewer than the field's, else by the field's hexes.
 */
function firstWithin<T>(field: Field, sight: Spotting, hex: number, reach: number, visit: (i: number, d: number) => T | undefined): T | undefined {
  if (3 * reach * (reach + 1) + 1 < field.hexes.length) {
    for (const h of sight.hexesWithin(hex, reach)) {
      const i = h < field.slot.length ? field.slot[h]! : -1;
      const answer = i < 0 ? undefined : visit(i, sight.distance(h, hex));
      if (answer !== undefined) return answer;
    }
    return undefined;
  }
  for (let i = 0; i < field.hexes.length; i++) {
    const d = sight.distance(field.hexes[i]!, hex);
    const answer = d > reach ? undefined : visit(i, d);
    if (answer !== undefined) return answer;
  }
  return undefined;
}

/**
 * PG 8.22: the mover keeps its SPOTTED marker in `to` only near some enemy unit (in limiting terrain "more than 3 hexes
 * from enemy units" takes it off; elsewhere the marker changes no spotting range). Out of every enemy's line of sight it
 * comes off too, but then no enemy spots the mover anyway.
 */
function markedAt(b: PgBattle, sight: Spotting, field: Field, mover: PgUnit, to: number): boolean {
  if (!mover.spotted) return false;
  for (let i = 0; i < field.hexes.length; i++) {
    const d = sight.distance(field.hexes[i]!, to);
    for (const e of field.units[i]!) if (d <= pgSightRules.markerKeptWithin(b, sight, e, mover, to)) return true;
  }
  return false;
}

/**
 * PG 5.4, 5.41 (issue 18 rulings A6, A7, A57): an enemy unit the step from `from` to `to` brings `mover` closer to
 * (dist(to, E) < dist(from, E); into E's hex included, 12.1) that, with the mover standing in `to` (its terrain, its
 * SPOTTED marker as 8.22 leaves it), can spot it, has it within the range of a fire type that can harm it and could
 * obtain a combat result on it (harm.ts). Without a leader of its own kind the mover may not take such a step. Null:
 * none, so no leader is needed (5.41: the same or a greater distance, enemies that cannot spot it, out of their range,
 * bombardment only). MOVED/FIRED enemies and those in an assault hex count (5.4); hidden ones and leaders never (A57).
 *
 * `sight` is the battle's line of sight and spotting (its smoke and light); `table` its AT table. The first such enemy
 * found is returned. Fast for big battles: the enemies are filed by hex once per segment (`fieldOf`); only hexes within
 * the longest reach of any enemy are looked at (`firstWithin`), and a line of sight is traced only from a hex the step
 * closes on that holds an enemy that could harm the mover there.
 */
export function closerToThreat(b: PgBattle, sight: Spotting, table: AtTable, mover: PgUnit, from: number, to: number): PgUnit | null {
  const field = fieldOf(b, mover.side);
  const target = harmTarget(table, mover);
  let seenAs: TargetState | undefined;
  const threat = firstWithin(field, sight, to, field.reach, (i, d) => {
    if (d >= sight.distance(field.hexes[i]!, from)) return undefined;
    const e = field.armed[i]!.find((u) => faceCanHarm(table, showingFace(u), target, d));
    if (e === undefined) return undefined;
    // 16.6: a unit that moves is placed on the board: it is seen as an unhidden unit.
    seenAs ??= { hex: to, hidden: false, spottedMarker: markedAt(b, sight, field, mover, to) };
    return sight.canSpot(field.spotters[i]!, seenAs) ? e : undefined;
  });
  return threat ?? null;
}
