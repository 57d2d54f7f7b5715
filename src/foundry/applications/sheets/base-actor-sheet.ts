import { SYSTEM_ID, systemPath } from "../../constants";
import { pieceSummary } from "./piece-summary";
import type { SheetOptions } from "./sheet-context";

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

/** The sheet's parts: a shared header and the type's body (`templates/actor/<type>-body.hbs`), which loads the partials. */
export function sheetParts(type: string) {
  return {
    header: { template: systemPath("templates/actor/header.hbs") },
    body: { template: systemPath(`templates/actor/${type}-body.hbs`), templates: SHEET_PARTIALS },
  };
}

/**
 * What the view models are told: a GM on an editable sheet writes printed values (system.json `gmOnlyFields`); the
 * actor of a token on the board is a piece, whose state its token shows (piece-summary.ts).
 */
export function sheetOptions(actor: any, editable: boolean, isGM: boolean): SheetOptions {
  return {
    canEdit: editable && isGM,
    piece: pieceSummary({ isToken: Boolean(actor?.isToken), statuses: actor?.statuses, flag: actor?.token?.flags?.[SYSTEM_ID]?.piece }),
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
