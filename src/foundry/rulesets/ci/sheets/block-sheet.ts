import { HexTacticsActorSheet, sheetParts } from "../../../applications/sheets/base-actor-sheet";
import { sheetOptions } from "../../../applications/sheets/sheet-context";
import { CI_BLOCK } from "../actors/system-data";
import { ciBlockSheetContext } from "./sheet-context";

/** A Combat Infantry block's label sheet (loosely typed, as every sheet's base: base-actor-sheet.ts). */
export class CiBlockSheet extends HexTacticsActorSheet {
  static readonly actorType = CI_BLOCK;
  static DEFAULT_OPTIONS = { classes: ["unit", CI_BLOCK] };
  static PARTS = sheetParts("ci/actor/block-body");

  async _prepareContext(options: unknown) {
    const context = await super._prepareContext(options);
    return { ...context, ...ciBlockSheetContext(this.actor, sheetOptions(this.actor, context.editable, Boolean(game.user?.isGM))) };
  }
}
