/** `init`: every table module's part registered with Foundry, and the neutral actor subtypes beside its own. */
import { SYSTEM_ID } from "../constants";
import { MarkerSheet } from "../applications/sheets/marker-sheet";
import { MarkerModel } from "../data/actor/marker-model";
import { tableModules } from "./registry";
import type { TableActor } from "./table-module";
import { registerTableRuleset } from "./table-ruleset";

/** The actor subtype every game shares: markers on hexes. */
export const NEUTRAL_ACTORS: readonly TableActor[] = [{ model: MarkerModel, sheet: MarkerSheet }];

/** An actor subtype's data model under the type it declares, and its sheet as that type's default, labelled from lang/en.json. */
function registerActor({ model, sheet }: TableActor): void {
  (CONFIG.Actor.dataModels as Record<string, unknown>)[model.metadata.type] = model;
  // The sheets' base class is untyped (see base-actor-sheet.ts), so it is asserted here.
  const sheetClass = sheet as unknown as foundry.applications.api.DocumentSheetV2.AnyConstructor;
  foundry.documents.collections.Actors.registerSheet(SYSTEM_ID, sheetClass, { types: [sheet.actorType], makeDefault: true, label: `HEX_TACTICS.Sheet.${sheet.actorType}` });
}

export function installTableModules(): void {
  for (const module of tableModules()) registerTableRuleset(module.table);
  for (const actor of [...tableModules().flatMap((m) => m.actors), ...NEUTRAL_ACTORS]) registerActor(actor);
}
