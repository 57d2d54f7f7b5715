import type { PgUnit } from "../state";
import { HMG_SMALLEST_PART, splitValue } from "./hmg-split";

export type PgPartRefusalReason = "not-an-hmg" | "part-below-minimum" | "no-split" | "over-points-left";
export interface PgPartRefusal {
  readonly allowed: false;
  readonly reason: PgPartRefusalReason;
}
/** A part the unit may fire: its value to split and the points it has left after this part. */
export interface PgPart {
  readonly allowed: true;
  readonly value: number;
  readonly left: number;
}

/**
 * PG 7.23 in play: one attack of a unit that has used `used` of its direct fire value this segment, firing `part` of it
 * — each part of an HMG's split fire its own `direct-fire` (ruling A15 as played: a part may not exceed the points left,
 * but they need not all be used). Firing the whole value is no split, for any unit. Otherwise the unit must be an HMG
 * whose value (a disrupted one's halved first, 14.2: 9 → 5) makes two parts of at least 3, and the part at least 3.
 * The caller has checked that the unit has a direct fire value and fires in its own action segment (no split in
 * opportunity fire).
 */
export function hmgPart(unit: PgUnit, part: number, used: number): PgPart | PgPartRefusal {
  const value = splitValue(unit)!;
  const left = value - used;
  if (used === 0 && part === value) return { allowed: true, value, left: 0 };
  const refuse = (reason: PgPartRefusalReason): PgPartRefusal => ({ allowed: false, reason });
  if (unit.kind !== "hmg") return refuse("not-an-hmg");
  if (value < 2 * HMG_SMALLEST_PART) return refuse("no-split");
  if (part < HMG_SMALLEST_PART) return refuse("part-below-minimum");
  if (part > left) return refuse("over-points-left");
  return { allowed: true, value, left: left - part };
}
