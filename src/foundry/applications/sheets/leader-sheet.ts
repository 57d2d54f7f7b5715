import { HexTacticsActorSheet, sheetParts } from "./base-actor-sheet";
import { leaderSheetContext, sheetOptions } from "./sheet-context";

export class LeaderSheet extends HexTacticsActorSheet {
  static readonly actorType = "leader";
  static DEFAULT_OPTIONS = { classes: ["leader"] };
  static PARTS = sheetParts("leader");

  async _prepareContext(options: unknown) {
    const context = await super._prepareContext(options);
    return { ...context, ...leaderSheetContext(this.actor, sheetOptions(this.actor, context.editable, Boolean(game.user?.isGM))) };
  }
}
