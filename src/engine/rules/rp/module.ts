import type { RulesetModule } from "../../core/ruleset-module";
import { RpCommandSchema, type RpCommand } from "./commands/schema";
import { RpCampaignFile } from "./data/schemas/campaign";
import { RpCounterSet } from "./data/schemas/counters";
import { RpScenario } from "./data/schemas/scenario";
import { RP_TEC } from "./data/tec";
import { RpAnswersSchema, RpDecisionSchema } from "./decisions";
import { RpEventSchema, type RpEvent } from "./events/schema";
import { RP_QUERIES } from "./queries/oracle-queries";
import { rpRuleset } from "./ruleset";
import { loadRpGame, RP_SAVE_FORMAT, RP_SAVE_VERSION, RpSavedGame, saveRpGame } from "./saved-game";
import { RP, RP_EDITION, RpBattleJson, type RpBattle } from "./state";
import { RP_TEXT } from "./text";
import { rpCommandSeenBy, rpViews } from "./view/side-view";

/** Red Poppies Campaigns vol. 3 "Assault Artillery!", as the engine's registry knows it. */
export const rpModule: RulesetModule<RpBattle, RpCommand, RpEvent, RpBattle> = {
  id: RP,
  short: "rp",
  editions: [RP_EDITION],
  // RP has no combat table (cohesion checks): its one chart is the map vocabulary.
  charts: { kinds: [], shipped: () => ({ tec: RP_TEC }) },
  ruleset: (map) => rpRuleset(map),
  battle: RpBattleJson,
  sides: (b) => b.sides.map((s) => s.id),
  commands: RpCommandSchema,
  answers: RpAnswersSchema,
  events: RpEventSchema,
  decisions: RpDecisionSchema,
  views: { ...rpViews, battleOf: (v) => v, commandSeenBy: rpCommandSeenBy },
  queries: RP_QUERIES,
  savedGame: { format: RP_SAVE_FORMAT, version: RP_SAVE_VERSION, claims: () => false, save: saveRpGame, load: loadRpGame },
  text: RP_TEXT,
  published: {
    "rp-battle": RpBattleJson,
    "rp-command": RpCommandSchema,
    "rp-event": RpEventSchema,
    "rp-decision": RpDecisionSchema,
    "rp-saved-game": RpSavedGame,
    "rp-scenario": RpScenario,
    "rp-counters": RpCounterSet,
    "rp-campaign": RpCampaignFile,
  },
};
