import { HexTacticsActorSheet, sheetParts } from "./base-actor-sheet";
import { leaderSheetContext } from "./sheet-context";

export class LeaderSheet extends HexTacticsActorSheet {
  static readonly actorType = "leader";
  static DEFAULT_OPTIONS = { classes: ["leader"] };
  static PARTS = sheetParts("leader");

  async _prepareContext(options: unknown) {
    return { ...(await super._prepareContext(options)), ...leaderSheetContext(this.actor) };
  }
}
