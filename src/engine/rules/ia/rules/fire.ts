import type { Modifier } from "../../../core/modifiers";
import type { FireTable, FireTableSet } from "../../series/data/schemas/fire-table";
import { tableModifier, terrainModifier } from "../../series/fire/columns";
import type { FireRules } from "../../series/rules/fire";
import { leads } from "../activation/leads";
import type { IaContext } from "../commands/context";
import { underDugIn, underEntrenchment } from "../fieldworks/occupation";
import { isCombatUnit, isLoose, unitsIn } from "../fire/hexes";
import { flankingFire } from "../optional/flanking-fire";
import { faceOf, holdsUnitOf, type IaBattle, type IaLeader, type IaUnit } from "../state";

/** The fire table of kind `direct` in play (IA1 10.2). */
function directFireTable(tables: FireTableSet): FireTable {
  const table = tables.tables.find((t) => t.kind === "direct");
  if (!table) throw new Error(`${tables.name} has no direct fire table`);
  return table;
}

/** IA1 7.32 ("personnel units in adjacent hexes"), IA2 6.51: artillery and mortars (IA2 field guns) never combine across hexes. */
const personnel = (u: IaUnit): boolean => u.kind !== "ART" && u.kind !== "MORTAR";

/**
 * IA1 4.2, 13.12, 13.15, Definitions (night), 7.5: modifiers for the whole hex — opportunity fire's +1 (counting only a
 * moving company for stacking), companies, long range, night, terrain from the TEC.
 */
function hexModifiers(ctx: IaContext, table: FireTable, target: number, range: number, moving: { readonly units: readonly IaUnit[] } | null): Modifier[] {
  const companies = (moving?.units ?? unitsIn(ctx.state, target)).filter((u) => u.company && isLoose(u)).length;
  return [
    ...(moving ? tableModifier(table, "opportunity-fire") : []),
    ...(companies > 0 ? tableModifier(table, "companies", companies) : []),
    ...(range >= 3 ? tableModifier(table, "long-range") : []),
    ...(ctx.state.visibility.night ? tableModifier(table, "night") : []),
    ...terrainModifier(ctx, table, target),
  ];
}

/** IA1 7.52 mounted cavalry and artillery; 16.23, 16.32 under a Dug In or Entrenchment marker: modifiers of one target piece. */
function iaPieceModifiers(b: IaBattle, table: FireTable, p: IaUnit | IaLeader): Modifier[] {
  const u = "kind" in p ? p : null;
  return [
    ...(u?.kind === "CAV" && u.mounted ? tableModifier(table, "mounted-cavalry") : []),
    ...(u?.kind === "ART" ? tableModifier(table, "artillery-target") : []),
    ...(underEntrenchment(b, p) ? tableModifier(table, "entrenchment") : []),
    ...(underDugIn(b, p) ? tableModifier(table, "dug-in") : []),
  ];
}

/** Infantry Attacks' direct fire where the series asks (IA1 6.51–6.52, 7.3–7.61, 10.1–10.11, 17.6). */
export const iaFire: FireRules<IaBattle, IaContext> = {
  directTable: (ctx) => directFireTable(ctx.fireTables),
  // IA1 7.3, 7.33: one fire value a unit; 0 is none.
  directFire: (u) => (faceOf(u).direct > 0 ? { strength: faceOf(u).direct, range: faceOf(u).range } : null),
  hexModifiers,
  pieceModifiers: (ctx, table, p) => iaPieceModifiers(ctx.state, table, p),
  approach(ctx, firers, target) {
    // IA1 17.6 (optional): +2 against the companies flanked.
    const flanking = flankingFire(ctx, firers, target);
    return flanking && { pieces: flanking.flanked, modifier: "flanking-fire", record: () => ctx.emit(flanking.record) };
  },
  // IA1 10.1, 10.13: any friendly unit blocks (leaders never).
  blocks: holdsUnitOf,
  // IA1 10.11: MGs fire through.
  firesThrough: (u) => u.kind === "MG",
  lowerElevationExempt: true,
  combinesAcross: personnel,
  // IA1 6.52: an undemoralized unit of his type, never artillery or mortars.
  mayBonus: (l, u) => leads(l, u) && u.kind !== "ART" && u.kind !== "MORTAR",
  moraleLevel: (_b, _p, table, result) => table.results[result]!.morale,
  // IA1 7.61: each unit is a combat unit or a transport; the owner picks among those left in the category.
  lossOptions: (b, scope, category) => scope.units.filter((u) => b.units.has(u.id) && isCombatUnit(u) === (category === "combat")).map((u) => u.id),
};
