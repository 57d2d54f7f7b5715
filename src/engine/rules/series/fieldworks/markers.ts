import { unitsAt } from "../state/occupancy";
import type { SeriesBattle } from "../state/battle";
import type { SeriesLeader, SeriesUnit } from "../state/pieces";
import { unitW } from "../state/write";

/**
 * The fieldwork markers' bookkeeping, run by the reducers of the events that trigger it (moves, status changes, fire,
 * eliminations): the rules leave no choice in it (16.2 Dug In; PG 16.4, IA1 16.3 entrenchments).
 */

type Unit = SeriesUnit<unknown>;
type Battle = SeriesBattle<Unit, SeriesLeader>;
/** Whether a unit may dig in or occupy an entrenchment (PG 16.23, 16.42; IA1 16.24, 16.34): the game's rule. */
export type CanFortify = (u: never) => boolean;

/** An Entrenchment marker lies in `hex` (PG 16.4, IA1 16.3). */
export const entrenchmentAt = (b: Pick<Battle, "entrenchments">, hex: number | null): boolean => hex !== null && (b.entrenchments?.includes(hex) ?? false);

/** 16.2: a unit that has dug for one segment loses the Dug In marker underneath it (PG 16.21, IA1 16.22). */
export function abandonDigging(b: Battle, id: string): void {
  if (b.units.get(id)?.digging) delete unitW(b, id).digging;
}

/**
 * A unit that leaves its hex or attacks in an assault loses its Dug In marker, whether it had finished digging or not;
 * the other units dug in with it keep theirs (PG 16.21, IA1 16.22, 16.25).
 */
export function abandonDugIn(b: Battle, id: string): void {
  const u = b.units.get(id);
  if (!u?.digging && !u?.dugIn) return;
  const w = unitW(b, id);
  delete w.digging;
  delete w.dugIn;
}

/** A unit no longer occupies the entrenchment it left; if it was its side's last one there, the enemy's units in the hex occupy it (PG 16.41, IA1 16.31). */
export function leaveEntrenchment(b: Battle, id: string, hex: number | null, canFortify: CanFortify): void {
  const u = b.units.get(id);
  if (!u?.entrenched) return;
  unitW(b, id).entrenched = false;
  if (hex !== null) reoccupy(b, hex, u.side, canFortify);
}

/** Once no unit of `side` is under the marker in `hex`, the opposing side's units there that may go under it do (PG 16.41, 16.42; IA1 16.31, 16.34). */
export function reoccupy(b: Battle, hex: number, side: string, canFortify: CanFortify): void {
  const here = unitsAt(b, hex).filter((u) => u.carriedBy === null);
  if (here.some((u) => u.side === side && u.entrenched)) return;
  for (const u of here) if (u.side !== side && (canFortify as (u: Unit) => boolean)(u) && !u.entrenched) unitW(b, u.id).entrenched = true;
}

/** A unit set down in an entrenchment hex occupies it unless enemy units are under the marker (PG 16.41, IA1 16.31, 16.34). */
export function enterEntrenchment(b: Battle, id: string, canFortify: CanFortify): void {
  const u = b.units.get(id)!;
  if (u.hex === null || u.carriedBy !== null || !(canFortify as (u: Unit) => boolean)(u) || !entrenchmentAt(b, u.hex)) return;
  if (unitsAt(b, u.hex).some((x) => x.side !== u.side && x.entrenched)) return;
  unitW(b, id).entrenched = true;
}

/** A leader of `side` in `hex` is dug in while a unit of his side there is (PG 16.22's note; IA1 16.21 infantry leaders). */
export const leaderDugIn = (b: Pick<Battle, "units" | "leaders">, side: string, hex: number | null): boolean =>
  hex !== null && unitsAt(b, hex).some((u) => u.side === side && u.dugIn === true);
