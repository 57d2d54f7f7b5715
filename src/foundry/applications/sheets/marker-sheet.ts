import { HexTacticsActorSheet, sheetParts } from "./base-actor-sheet";
import { markerSheetContext, sheetOptions } from "./sheet-context";

export class MarkerSheet extends HexTacticsActorSheet {
  static readonly actorType = "marker";
  static DEFAULT_OPTIONS = { classes: ["marker"] };
  static PARTS = sheetParts("actor/marker-body");

  async _prepareContext(options: unknown) {
    const context = await super._prepareContext(options);
    return { ...context, ...markerSheetContext(this.actor, sheetOptions(this.actor, context.editable, Boolean(game.user?.isGM))) };
  }
}
