import { isAfv } from "../units/classify";
import { unitsAt, type PgBattle, type PgUnit } from "../state";

/**
 * PG 10.1: "Direct fire may be traced through empty hexes, enemy-occupied hexes, or hexes containing only friendly AFVs.
 * Direct fire may not be traced through hexes containing friendly non-AFV units". A unit aboard a transport is part of
 * it (5.6 "count as one unit for … combat purposes"): an APC's cargo does not block, the APC being an AFV. Leaders are
 * not units (4.1 lists them apart): they never block.
 */
export const blocksFire = (u: PgUnit): boolean => u.carriedBy === null && !isAfv(u);

/** PG 10.1, 7.24: whether `hex` holds a unit of `side` that blocks its direct fire (the friendly-units test IA's blocked fire takes). */
export function blockingHexes(b: PgBattle, side: string): (hex: number) => boolean {
  return (hex) => unitsAt(b, hex).some((u) => u.side === side && blocksFire(u));
}

/**
 * PG 10.1: "unless the firing unit is an HMG, AFV or anti-aircraft unit. These units may fire 'through' hexes containing
 * all types of friendly units", given a friendly-free hex between the target and all of them (the series' line test).
 */
export const firesThrough = (firer: PgUnit): boolean => firer.kind === "hmg" || firer.kind === "anti-aircraft" || isAfv(firer);

/**
 * PG 10.1 has no exception for friendly units lower than the firers (IA1 10.1's): the line test never excuses them.
 */
export const LOWER_ELEVATION_EXEMPT = false;
