import { systemPath } from "../constants";
import { CardModel } from "../data/chat/card-model";
import { BattleModel } from "../data/combat/battle-model";
import { setDecisionPrompt } from "../referee/table-client";
import { iaTrackerDialogs } from "../rulesets/ia/dialogs/ia-dialogs";
import { showDecision } from "./dialogs/decision-dialog";
import { BattleTracker } from "./tracker/battle-tracker";
import { registerTrackerDialogs } from "./tracker/ruleset-dialogs";

/** Every template the cards, the tracker and the dialogs render, loaded at `init`. */
export const TABLE_TEMPLATES = [
  "chat/header",
  "chat/initiative",
  "chat/fire",
  "chat/opportunity-fire",
  "chat/losses",
  "chat/morale",
  "chat/leader-casualty",
  "chat/decapitation",
  "chat/recovery",
  "chat/transport",
  "chat/move",
  "chat/activation",
  "chat/overrun",
  "chat/sequence",
  "chat/undone",
  "chat/unknown",
  "chat/parts/head",
  "chat/parts/notes",
  "chat/parts/check",
  "chat/parts/dice",
  "chat/parts/trace",
  "combat/battle-tracker",
  "dialogs/activate",
  "dialogs/fire",
  "dialogs/decision",
].map((t) => systemPath(`templates/${t}.hbs`));

/** `init`: the chat card and battle Combat subtypes, the activation tracker, the rulesets' dialogs and the decision prompt. */
export function registerTable(): void {
  const config = CONFIG as any;
  config.ChatMessage.dataModels[CardModel.metadata.type] = CardModel;
  config.Combat.dataModels[BattleModel.metadata.type] = BattleModel;
  config.ui.combat = BattleTracker;
  registerTrackerDialogs("infantry-attacks", iaTrackerDialogs);
  setDecisionPrompt(showDecision);
  void (foundry.applications as any).handlebars.loadTemplates(TABLE_TEMPLATES);
}
