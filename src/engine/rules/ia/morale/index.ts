export { checkMorale, eliminateLeader, type MoraleOutcome } from "../../series/morale/morale-check";
export { attemptRecovery, type RecoveryOutcome } from "../../series/morale/recovery";
export { leaderCasualties, loneLeaderLosses } from "../../series/morale/leader-casualties";
export { decapitated, effectiveInitiative } from "./decapitation";
