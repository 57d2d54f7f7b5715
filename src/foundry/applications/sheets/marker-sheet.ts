import { HexTacticsActorSheet, sheetParts } from "./base-actor-sheet";
import { markerSheetContext } from "./sheet-context";

export class MarkerSheet extends HexTacticsActorSheet {
  static readonly actorType = "marker";
  static DEFAULT_OPTIONS = { classes: ["marker"] };
  static PARTS = sheetParts("marker");

  async _prepareContext(options: unknown) {
    return { ...(await super._prepareContext(options)), ...markerSheetContext(this.actor) };
  }
}
