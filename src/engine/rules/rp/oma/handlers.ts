import { designateTrenchSet, preregister } from "./before-play";
import { callOma } from "./call";
import { cancelOma } from "./cancel";
import { planBarrage } from "./barrage-plan";
import { firePreliminary } from "./preliminary";

/** The off-map artillery commands (RP 6.1, 6.2, 7.1, 7.21, 7.3). */
export const omaHandlers = {
  preregister,
  "designate-trench-set": designateTrenchSet,
  "fire-preliminary": firePreliminary,
  "plan-barrage": planBarrage,
  "call-oma": callOma,
  "cancel-oma": cancelOma,
} as const;
