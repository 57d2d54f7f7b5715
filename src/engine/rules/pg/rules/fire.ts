import type { FireTable } from "../../series/data/schemas/fire-table";
import { terrainModifier } from "../../series/fire/columns";
import type { FireRules } from "../../series/rules/fire";
import { unitsAt } from "../../series/state/occupancy";
import type { PgContext } from "../commands/context";
import { moraleLevel } from "../fire/after-losses";
import { blockingHexes, firesThrough, LOWER_ELEVATION_EXEMPT } from "../fire/blocking";
import { hexModifiers, pgShiftLimits, pieceModifiers } from "../fire/column-shift";
import { lossOptions } from "../fire/losses";
import { pgShowing, type PgBattle } from "../state";
import { faceNamed } from "../units/unit-class";

const limited = new WeakMap<FireTable, FireTable>();

/** PG 10.2, 10.3, 7.51: the Direct Fire Table of the battle's charts, its net shift capped (+3, −2) and stopped at its ends. */
function directTable(ctx: PgContext): FireTable {
  const table = ctx.charts.fireTables.tables.find((t) => t.kind === "direct");
  if (!table) throw new Error(`${ctx.charts.fireTables.name} has no direct fire table`);
  let out = limited.get(table);
  if (!out) limited.set(table, (out = { ...table, shiftLimits: pgShiftLimits(table) }));
  return out;
}

/** The side fired on in `target`: the moving unit's (13.0), else the side of the units there (7.24: never the firer's). */
const sideFiredOn = (b: PgBattle, target: number, moving: { readonly units: readonly { readonly side: string }[] } | null): string => moving?.units[0]?.side ?? unitsAt(b, target)[0]?.side ?? "";

/** Panzer Grenadier's direct fire where the series asks (PG 6.41, 6.42, 7.23–7.61, 10.1–10.3). */
export const pgFire: FireRules<PgBattle, PgContext> = {
  directTable,
  directFire(u) {
    const fire = faceNamed(u, pgShowing(u))?.direct;
    return fire ? { strength: fire.strength, range: fire.range } : null;
  },
  // PG 4.4, 10.3 point-blank, 1.2 night (ruling A56); the TEC's terrain (7.5).
  hexModifiers: (ctx, table, target, range, moving) => [
    ...hexModifiers(ctx.state, table, { target, side: sideFiredOn(ctx.state, target, moving), distance: range, opportunity: moving !== null }),
    ...terrainModifier(ctx, table, target),
  ],
  pieceModifiers: (ctx, table, p) => pieceModifiers(ctx.state, table, p),
  // PG 11.12 crossfire is AT fire's, not direct fire's.
  approach: () => null,
  blocks: blockingHexes,
  firesThrough,
  lowerElevationExempt: LOWER_ELEVATION_EXEMPT,
  // PG 6.41, 7.33: direct fire combines across hexes under a leader, whatever the units.
  combinesAcross: () => true,
  // PG 6.42: "the direct fire value of one unit in his own hex", any unit.
  mayBonus: () => true,
  moraleLevel: (b, p, table, result) => moraleLevel(b, p, table, "fire", result),
  lossOptions: (_b, scope, category, taken) => lossOptions({ table: "fire", result: { steps: scope.steps }, units: scope.units }, category, taken),
};
