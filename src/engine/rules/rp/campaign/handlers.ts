import { campaignAdvance } from "./advance";
import { improve } from "./improve";
import { nightAttack } from "./night";
import { campaignPlace } from "./place";
import { recover } from "./recover";
import { redeploy } from "./redeploy";

/** The campaign's commands (RP 11.x), by type. */
export const campaignHandlers = {
  "campaign-advance": campaignAdvance,
  "campaign-place": campaignPlace,
  "night-attack": nightAttack,
  recover,
  improve,
  redeploy,
} as const;
