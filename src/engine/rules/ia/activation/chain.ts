import { leaderActivated as seriesLeaderActivated } from "../../series/activation/chain";
import type { Activation, IaBattle, IaUnit } from "../state";
import { iaReach } from "./leads";

export { activatorOf, chainAbove } from "../../series/activation/chain";

/**
 * IA1 3.11, 5.5, 5.41, 5.7: whether a leader of its own type activated unit `u` this segment. The unit keeps that status
 * for the segment when he leaves play: it was activated by him.
 */
export const leaderActivated = (b: IaBattle, a: Activation, u: IaUnit): boolean => seriesLeaderActivated(iaReach, b, a, u);
