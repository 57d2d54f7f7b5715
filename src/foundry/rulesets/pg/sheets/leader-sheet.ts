import { HexTacticsActorSheet, sheetParts } from "../../../applications/sheets/base-actor-sheet";
import { sheetOptions } from "../../../applications/sheets/sheet-context";
import { pgLeaderSheetContext } from "./sheet-context";

export class PgLeaderSheet extends HexTacticsActorSheet {
  static readonly actorType = "pg-leader";
  static DEFAULT_OPTIONS = { classes: ["leader", "pg-leader"] };
  static PARTS = sheetParts("pg/actor/leader-body");

  async _prepareContext(options: unknown) {
    const context = await super._prepareContext(options);
    return { ...context, ...pgLeaderSheetContext(this.actor, sheetOptions(this.actor, context.editable, Boolean(game.user?.isGM))) };
  }
}
