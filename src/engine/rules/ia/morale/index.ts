export { checkMorale, eliminateLeader, type MoraleOutcome } from "./morale-check";
export { attemptRecovery, type RecoveryOutcome } from "./recovery";
export { flee, type FleeOutcome } from "./flee";
export { leaderCasualties, loneLeaderLosses } from "./leader-casualties";
export { decapitated, effectiveInitiative } from "./decapitation";
