import type { Barrage } from "../../series/bombardment/bombard";
import { bombardmentTable } from "../../series/bombardment/bombard";
import { friendlyFire } from "../../series/bombardment/friendly-fire";
import { tracedBy } from "../../series/text";
import type { PgContext } from "../commands/context";
import { say } from "../text";
import { namedNationality } from "../units/nationality";
import { hexLabel } from "./hex-label";

/** PG 9.52: "Add one to the result for German, British or American bombardment fire" (ruling: every firer of one of those armies). */
const PLUS_ONE = new Set(["german", "commonwealth", "american"]);

/** PG 9.52's +1 for fire all of whose firers are of `nationalities` (the counter set's) as the battle names them; the die table's modifier size. */
export function nationalityModifier(ctx: PgContext, nationalities: readonly string[]): number {
  const all = nationalities.length > 0 && nationalities.every((n) => PLUS_ONE.has(namedNationality(n, ctx.state.nationalities)));
  return all ? (ctx.charts.dieTables.modifiers.find((m) => m.id === "german-british-american-fire")?.die.value ?? 0) : 0;
}

/**
 * PG 9.52, 9.53, 15.12: friendly fire on the hexes next to `barrage.at` holding the firing side's pieces (series
 * kernel): one die each, +1 for German, British or American fire, 1–2 hits; the Friendly Fire Numbers line gives the
 * column, with no column modifiers; only the friendly pieces there are attacked.
 */
export function pgFriendlyFire(ctx: PgContext, barrage: Barrage, nationalities: readonly string[], cause: string, rule = "PG 9.52"): void {
  friendlyFire(ctx, barrage, cause, {
    table: bombardmentTable(ctx.charts.fireTables),
    dice: ctx.charts.dieTables,
    hitModifier: nationalityModifier(ctx, nationalities),
    numberTrace: (die) => [tracedBy(say, "bombard.friendly-fire-number", die, { roll: die }, "PG 9.52")],
    rule,
    hexName: (hex) => hexLabel(ctx.map, hex),
  });
}
