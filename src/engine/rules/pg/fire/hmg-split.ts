import { faceNamed } from "../units/unit-class";
import { pgShowing, type PgUnit } from "../state";

/** PG 7.23: "The smallest number into which an HMG's fire value may be split is 3". */
export const HMG_SMALLEST_PART = 3;

/** How the unit fires: as opportunity fire (13.0), and the activated leader's combat modifier given to one part (6.42). */
export interface PgSplitContext {
  readonly opportunity: boolean;
  readonly bonus?: { readonly combat: number; readonly part: number };
}

export type PgSplitRefusalReason = "firer-demoralized" | "no-direct-fire" | "not-an-hmg" | "opportunity-fire" | "part-below-minimum" | "not-its-value";
export interface PgSplitRefusal {
  readonly allowed: false;
  readonly rule: string;
  readonly reason: PgSplitRefusalReason;
}
/** The strengths the unit fires with, one attack each; `value` is its direct fire before the leader's modifier. */
export interface PgSplit {
  readonly allowed: true;
  readonly value: number;
  readonly parts: readonly number[];
}

const refuse = (rule: string, reason: PgSplitRefusalReason): PgSplitRefusal => ({ allowed: false, rule, reason });

/** PG 7.23, 14.2: the direct fire value a unit splits, a disrupted unit's halved first, rounded up (1.2); null: none. */
export function splitValue(unit: PgUnit): number | null {
  const fire = faceNamed(unit, pgShowing(unit))?.direct;
  if (!fire) return null;
  return unit.status === "disrupted" ? Math.ceil(fire.strength / 2) : fire.strength;
}

/**
 * PG 7.23 (ruling A15): a unit fires its whole direct fire value at one target, except that an HMG may divide it among
 * several, each part at least 3 and all of it used — "a German 9-5 HMG can hit three separate targets at a strength of
 * 3 each" — never in opportunity fire. A disrupted unit's value is halved first, rounded up (14.2, 1.2: a 9 becomes 5,
 * which no longer splits); a demoralized one does not fire (14.3). The leader's modifier is added whole to the one part
 * he gives it to (6.42, ruling A12). `parts` are the HMG's own points, one per attack; a single part is no split.
 */
export function splitParts(unit: PgUnit, parts: readonly number[], context: PgSplitContext): PgSplit | PgSplitRefusal {
  if (unit.status === "demoralized") return refuse("14.3", "firer-demoralized");
  const value = splitValue(unit);
  if (value === null) return refuse("7.31", "no-direct-fire");
  if (parts.length > 1) {
    if (unit.kind !== "hmg") return refuse("7.23", "not-an-hmg");
    if (context.opportunity) return refuse("7.23", "opportunity-fire");
    if (parts.some((p) => p < HMG_SMALLEST_PART)) return refuse("7.23", "part-below-minimum");
  }
  if (parts.reduce((a, p) => a + p, 0) !== value || parts.some((p) => !Number.isInteger(p))) return refuse("7.23", "not-its-value");
  const { bonus } = context;
  if (bonus && (bonus.part < 0 || bonus.part >= parts.length)) throw new RangeError(`no part ${bonus.part} among ${parts.length}`);
  return { allowed: true, value, parts: parts.map((p, i) => (i === bonus?.part ? p + bonus.combat : p)) };
}
