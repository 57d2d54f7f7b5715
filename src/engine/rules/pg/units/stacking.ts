import { isApc, isCombatUnit, isTransport } from "./classify";
import type { PgUnitClass } from "./unit-class";

/**
 * One of a side's pieces in a hex as PG 4.0 stacking sees it: a unit by its class (a counter's or a battle unit's,
 * unit-class.ts), with whether it rides a transport (cargo, PG 5.6), or a leader. Each side's pieces are a stack of
 * their own, in an assault hex too (4.1).
 */
export type PgStackPiece = { readonly piece: "unit"; readonly unit: PgUnitClass; readonly carried: boolean } | { readonly piece: "leader" };

/** Where the hex changes the count: in a river hex an ENG does not count against the limits (PG 5.74). */
export interface PgStackHex {
  readonly river?: boolean;
}

/** PG 4.1: three combat units (APCs not counted, 4.3), plus three transports (APCs included), plus any number of leaders. */
export const PG_STACKING_LIMITS = { combatUnits: 3, transports: 3 } as const;
export type PgStackingLimit = keyof typeof PG_STACKING_LIMITS;

/** A limit the stack breaks or a mover would, and the rule that forbids it. */
export interface PgStackingRefusal {
  readonly rule: "PG 4.1" | "PG 4.5";
  readonly limit: PgStackingLimit;
}

const LIMITS = Object.keys(PG_STACKING_LIMITS) as PgStackingLimit[];

/** Units standing in the hex on their own: a loaded transport is one unit with its cargo (PG 5.6), which counts for nothing (ruling A8). */
const standing = (stack: readonly PgStackPiece[]): PgUnitClass[] => stack.flatMap((p) => (p.piece === "unit" && !p.carried ? [p.unit] : []));

/** PG 4.3, 4.5: a combat unit other than an APC, the kind the combat-unit limit and 4.4's penalty count. */
const nonApcCombat = (u: PgUnitClass): boolean => isCombatUnit(u) && !isApc(u);

/** What counts against each PG 4.1 limit; leaders never count, and in a river hex one ENG is left out (5.74). */
export function stackingCounts(stack: readonly PgStackPiece[], hex: PgStackHex = {}): Record<PgStackingLimit, number> {
  const units = standing(stack);
  const combat = units.filter(nonApcCombat);
  const freeEngineer = hex.river === true && combat.some((u) => u.kind === "engineer") ? 1 : 0;
  return { combatUnits: combat.length - freeEngineer, transports: units.filter(isTransport).length };
}

/** PG 4.1 "Stacking restrictions apply at all times": the first limit the stack exceeds, or null. */
export function overstacked(stack: readonly PgStackPiece[], hex: PgStackHex = {}): PgStackingRefusal | null {
  const counts = stackingCounts(stack, hex);
  const limit = LIMITS.find((l) => counts[l] > PG_STACKING_LIMITS[l]);
  return limit === undefined ? null : { rule: "PG 4.1", limit };
}

/**
 * PG 4.5: a moving combat unit (not an APC) may not enter a hex holding three friendly non-APC combat units, a moving
 * transport (APCs included) not one holding three friendly transports; leaders and cargo go anywhere (5.6, ruling A8).
 * `stack` is the mover's side's pieces in the hex; a loaded transport moves as itself.
 */
export function mayEnter(mover: PgStackPiece, stack: readonly PgStackPiece[], hex: PgStackHex = {}): PgStackingRefusal | null {
  const before = stackingCounts(stack, hex);
  const after = stackingCounts([...stack, mover], hex);
  const limit = LIMITS.find((l) => after[l] > before[l] && before[l] >= PG_STACKING_LIMITS[l]);
  return limit === undefined ? null : { rule: "PG 4.5", limit };
}

/**
 * PG 4.4: +1 column on the Direct and Bombardment Fire tables against a hex holding three combat units of the side
 * fired on; leaders, APCs, unarmed transports (4.2) and cargo (ruling A8) do not count, an ENG in a river hex does (5.74).
 */
export function threeUnitShift(stack: readonly PgStackPiece[]): 0 | 1 {
  return standing(stack).filter(nonApcCombat).length >= 3 ? 1 : 0;
}
