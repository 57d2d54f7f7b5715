import { rollRange } from "../../../data/schemas/common";
import { atAtRange, increasedRange } from "../at/increased-range";
import { atModifiers } from "../at/modifiers";
import { atArmor } from "../at/targets";
import { atTotal } from "../data/at-lookup";
import type { AtTable } from "../data/schemas/at-table";
import { pgShowing, type PgUnit } from "../state/pieces";
import { isAfv } from "../units/classify";
import { faceNamed, type FireValue, type PgFace, type PgUnitClass } from "../units/unit-class";

/**
 * What PG 5.4 (and 14.3, "could hurt it") asks of one enemy: could it "obtain a combat result" on a unit through direct
 * or AT fire, within range (issue 18 rulings A6, A7)? Bombardment never counts (5.41). The enemy is judged by the values
 * on the side it shows, whatever its markers or morale: 5.4 counts enemies that cannot fire now.
 */

/** What a unit offers to fire: an AFV, which direct fire never impedes (5.41, A7); the armor AT fire subtracts (11.0, 11.11), null if none may hit it. */
export interface HarmTarget {
  readonly afv: boolean;
  readonly armor: number | null;
}

export const harmTarget = (table: AtTable, u: PgUnitClass): HarmTarget => ({ afv: isAfv(u), armor: atArmor(u, table)?.value ?? null });

/** The side a unit shows (PG 5.62 limbered, 7.6 reduced, else full). */
export const showingFace = (u: PgUnit): PgFace => faceNamed(u, pgShowing(u))!;

/**
 * The farthest a face harms anything (7.32): its direct fire above 0, or its AT fire, as far as 11.3 takes an AT value
 * of 2 or more; −1 when it has neither.
 */
export function harmReach(face: PgFace): number {
  const direct = face.direct !== null && face.direct.strength > 0 ? face.direct.range : -1;
  const at = face.at === null ? -1 : face.at.strength >= 2 ? increasedRange(face.at.range) : face.at.range;
  return Math.max(direct, at);
}

/** The lowest modified roll of the AT table's first band with a combat result (1.2: a step loss or a morale check), by table. */
const harmfulFrom = new WeakMap<AtTable, number>();

function firstHarmfulRoll(table: AtTable): number {
  let min = harmfulFrom.get(table);
  if (min === undefined) {
    const band = table.bands.find((b) => {
      const r = table.results[b.result.value]!;
      return r.steps > 0 || r.morale !== null;
    });
    min = band === undefined ? Infinity : (band.min?.value ?? -Infinity);
    harmfulFrom.set(table, min);
  }
  return min;
}

/**
 * PG 11.1, 11.3: the best roll of the dice, plus the AT value (halved at increased range), minus the armor, plus the
 * table's die modifiers at that distance, reaches the table's first band with a result. No crossfire (11.12): the unit
 * judged is moving, and a move cancels it.
 */
function atCouldHit(table: AtTable, fire: FireValue | null, armor: number, distance: number): boolean {
  if (fire === null) return false;
  const reach = atAtRange(fire, distance);
  if (reach.reach === null) return false;
  const modifiers = atModifiers(table, { distance, crossfire: false, hiddenVsStrategicMover: false }).map((m) => m.die);
  return atTotal({ roll: rollRange(table.dice)[1], at: reach.at, armor, modifiers }) >= firstHarmfulRoll(table);
}

/**
 * PG 5.41 (A6, A7): whether fire from `face` could obtain a combat result on `target` at `distance` hexes: direct fire
 * above 0 within its range on a non-AFV (trucks, wagons and sledges are no AFVs); AT fire on an AFV or truck, as
 * `atCouldHit` says. So AT-only units harm no personnel, and direct-fire-only units no AFV, open-top ones included.
 */
export function faceCanHarm(table: AtTable, face: PgFace, target: HarmTarget, distance: number): boolean {
  const direct = face.direct;
  if (!target.afv && direct !== null && direct.strength > 0 && distance <= direct.range) return true;
  return target.armor !== null && atCouldHit(table, face.at, target.armor, distance);
}

/** PG 5.4, 14.3: whether `enemy` could hurt `target` `distance` hexes away (spotting aside). */
export const canHarm = (table: AtTable, enemy: PgUnit, target: PgUnitClass, distance: number): boolean =>
  faceCanHarm(table, showingFace(enemy), harmTarget(table, target), distance);
