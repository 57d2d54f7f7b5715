import type { PgStackPiece } from "../units/stacking";
import type { PgBattle } from "./battle";
import { leadersAt, unitsAt } from "../../series/state/occupancy";

/** `side`'s pieces in `hex` as PG 4.0 stacking sees them: units (cargo marked, 5.6) and leaders. */
export function stackIn(b: PgBattle, hex: number, side: string): PgStackPiece[] {
  const units = unitsAt(b, hex)
    .filter((u) => u.side === side)
    .map((u): PgStackPiece => ({ piece: "unit", unit: u, carried: u.carriedBy !== null }));
  const leaders = leadersAt(b, hex)
    .filter((l) => l.side === side)
    .map((): PgStackPiece => ({ piece: "leader" }));
  return [...units, ...leaders];
}
