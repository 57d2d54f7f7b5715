import { SYSTEM_ID, systemPath } from "../../constants";

/**
 * Foundry's ActorSheetV2 with Handlebars rendering. Reached through `any` on purpose: typing
 * `HandlebarsApplicationMixin(ActorSheetV2)` sends tsc into TS2589 / out of memory. The sheets
 * hold no logic; their view models are typed in `sheet-context.ts`.
 */
function handlebarsActorSheet(): any {
  const { api, sheets } = foundry.applications as any;
  return api.HandlebarsApplicationMixin(sheets.ActorSheetV2);
}

/** Partials the bodies use: a printed value, and a piece's state in the battle. */
export const SHEET_PARTIALS = ["cell", "piece-state"].map((name) => systemPath(`templates/actor/${name}.hbs`));

/** The sheet's parts: a shared header and the type's body (`templates/<body>.hbs`: `actor/marker-body`), which loads the partials. */
export function sheetParts(body: string) {
  return {
    header: { template: systemPath("templates/actor/header.hbs") },
    body: { template: systemPath(`templates/${body}.hbs`), templates: SHEET_PARTIALS },
  };
}

/** Options every Hex Tactics actor sheet shares; ApplicationV2 merges them with a subclass's own. */
export class HexTacticsActorSheet extends handlebarsActorSheet() {
  static DEFAULT_OPTIONS: Record<string, unknown> = {
    classes: [SYSTEM_ID, "actor-sheet"],
    position: { width: 440, height: "auto" },
    window: { resizable: true },
    form: { submitOnChange: true },
  };
}
