import { unitsAt, type IaBattle } from "../state";
import { unitW } from "../state/write";
import { canFortify, entrenchmentAt } from "./occupation";

/**
 * The fieldwork markers' bookkeeping, run by the reducers of the events that trigger it (moves, status changes, fire,
 * eliminations): the rules leave no choice in it (IA1 16.22, 16.25, 16.31).
 */

/** IA1 16.22: a unit that has dug for one segment loses the Dug In marker underneath it. */
export function abandonDigging(b: IaBattle, id: string): void {
  if (b.units.get(id)?.digging) delete unitW(b, id).digging;
}

/**
 * IA1 16.22, 16.25: a unit that leaves its hex or attacks in an assault (12.1) loses its Dug In marker, whether it had
 * finished digging or not; the other units dug in with it keep theirs.
 */
export function abandonDugIn(b: IaBattle, id: string): void {
  const u = b.units.get(id);
  if (!u?.digging && !u?.dugIn) return;
  const w = unitW(b, id);
  delete w.digging;
  delete w.dugIn;
}

/** IA1 16.31: a unit no longer occupies the entrenchment it left; if it was its side's last one there, the enemy's units in the hex occupy it. */
export function leaveEntrenchment(b: IaBattle, id: string, hex: number | null): void {
  const u = b.units.get(id);
  if (!u?.entrenched) return;
  unitW(b, id).entrenched = false;
  if (hex !== null) reoccupy(b, hex, u.side);
}

/** IA1 16.31: once no unit of `side` is under the marker in `hex`, the opposing side's units there go under it (16.34: not cavalry or transports). */
export function reoccupy(b: IaBattle, hex: number, side: string): void {
  const here = unitsAt(b, hex).filter((u) => u.carriedBy === null);
  if (here.some((u) => u.side === side && u.entrenched)) return;
  for (const u of here) if (u.side !== side && canFortify(u) && !u.entrenched) unitW(b, u.id).entrenched = true;
}

/** IA1 16.31, 16.34: a unit set down in an entrenchment hex occupies it unless enemy units are under the marker. */
export function enterEntrenchment(b: IaBattle, id: string): void {
  const u = b.units.get(id)!;
  if (u.hex === null || u.carriedBy !== null || !canFortify(u) || !entrenchmentAt(b, u.hex)) return;
  if (unitsAt(b, u.hex).some((x) => x.side !== u.side && x.entrenched)) return;
  unitW(b, id).entrenched = true;
}
