export { checkMorale, eliminateLeader, type MoraleOutcome } from "./morale-check";
export { attemptRecovery, type RecoveryOutcome } from "./recovery";
export { leaderCasualties, loneLeaderLosses } from "./leader-casualties";
export { decapitated, effectiveInitiative } from "./decapitation";
