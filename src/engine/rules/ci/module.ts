import type { RulesetModule } from "../../core/ruleset-module";
import { CiCommandSchema, type CiCommand } from "./commands/schema";
import { CiRoster } from "./data/schemas/roster";
import { CiScenario } from "./data/schemas/scenario";
import { CI_TEC } from "./data/tec";
import { CiAnswersSchema, CiDecisionSchema } from "./decisions";
import { CiEventSchema, type CiEvent } from "./events/schema";
import { unsetNumbers } from "./numbers/unset";
import { CI_QUERIES } from "./queries/oracle-queries";
import { ciRuleset } from "./ruleset";
import { CI_SAVE_FORMAT, CI_SAVE_VERSION, CiSavedGame, loadCiGame, saveCiGame } from "./saved-game";
import { CI, CI_EDITION, CiBattleJson, type CiBattle } from "./state";
import { CI_TEXT } from "./text";
import { ciCommandSeenBy } from "./view/command-seen";
import { ciPresence, ciPrivateLayer, ciViews } from "./view/side-view";

/** Combat Infantry (Columbia Games, WestFront edition), as the engine's registry knows it. */
export const ciModule: RulesetModule<CiBattle, CiCommand, CiEvent, CiBattle> = {
  id: CI,
  short: "ci",
  editions: [CI_EDITION],
  // CI has no combat table (d10 against the firepower): its one chart is the map vocabulary.
  charts: { kinds: [], shipped: () => ({ tec: CI_TEC }) },
  ruleset: (map) => ciRuleset(map),
  battle: CiBattleJson,
  sides: (b) => b.sides.map((s) => s.id),
  unplayable: (b, _charts, map) => (map ? unsetNumbers(b, map) : []),
  commands: CiCommandSchema,
  answers: CiAnswersSchema,
  events: CiEventSchema,
  decisions: CiDecisionSchema,
  views: { ...ciViews, battleOf: (v) => v, commandSeenBy: ciCommandSeenBy, presence: ciPresence, privateLayer: ciPrivateLayer },
  queries: CI_QUERIES,
  savedGame: { format: CI_SAVE_FORMAT, version: CI_SAVE_VERSION, claims: () => false, save: saveCiGame, load: loadCiGame },
  text: CI_TEXT,
  published: {
    "ci-battle": CiBattleJson,
    "ci-command": CiCommandSchema,
    "ci-event": CiEventSchema,
    "ci-decision": CiDecisionSchema,
    "ci-saved-game": CiSavedGame,
    "ci-scenario": CiScenario,
    "ci-roster": CiRoster,
  },
};
