import { systemPath } from "../constants";
import { CardModel } from "../data/chat/card-model";
import { BattleModel } from "../data/combat/battle-model";
import { tableRulesets } from "../rulesets/table-ruleset";
import { BattleTracker } from "./tracker/battle-tracker";

/** The templates of the neutral table: card header and parts, the referee's own cards, the tracker and its holder block, the decision dialog. */
const NEUTRAL_TEMPLATES = [
  "chat/header",
  "chat/undone",
  "chat/unknown",
  "chat/forged",
  "chat/parts/head",
  "chat/parts/notes",
  "chat/parts/check",
  "chat/parts/dice",
  "chat/parts/trace",
  "combat/battle-tracker",
  "combat/holder",
  "dialogs/decision",
];

/** Every template the cards, the tracker and the dialogs render: the neutral ones and each registered ruleset's. */
export const tableTemplates = (): string[] =>
  [...new Set([...NEUTRAL_TEMPLATES, ...tableRulesets().flatMap((r) => [...Object.values(r.cards), ...r.templates, ...(r.tracker.details ? [r.tracker.details.partial] : [])])])].map((t) =>
    systemPath(`templates/${t}.hbs`),
  );

/** `init`: the chat card and battle Combat subtypes, the activation tracker, the decision prompt and the templates. */
export function registerTable(): void {
  const config = CONFIG as any;
  config.ChatMessage.dataModels[CardModel.metadata.type] = CardModel;
  config.Combat.dataModels[BattleModel.metadata.type] = BattleModel;
  config.ui.combat = BattleTracker;
  void (foundry.applications as any).handlebars.loadTemplates(tableTemplates());
}
