import { HexTacticsActorSheet, sheetParts } from "../../../applications/sheets/base-actor-sheet";
import { sheetOptions } from "../../../applications/sheets/sheet-context";
import { leaderSheetContext } from "./sheet-context";

export class LeaderSheet extends HexTacticsActorSheet {
  static readonly actorType = "leader";
  static DEFAULT_OPTIONS = { classes: ["leader"] };
  static PARTS = sheetParts("ia/actor/leader-body");

  async _prepareContext(options: unknown) {
    const context = await super._prepareContext(options);
    return { ...context, ...leaderSheetContext(this.actor, sheetOptions(this.actor, context.editable, Boolean(game.user?.isGM))) };
  }
}
