import { isAboard, type ReachRules } from "../../series/rules/leadership";
import { entryGroup } from "../../series/board-edge/edge";
import { leadersOfSideIn, type IaBattle, type IaLeader, type IaUnit, type LeaderType } from "../state";

/**
 * IA1 6.1: the leader type a unit answers to — cavalry units to cavalry leaders, the rest to infantry leaders. IA2 6.11:
 * horse artillery (designated guns, MGs and their wagons) counts as cavalry "for the purposes of this rule".
 */
export const leaderTypeOf = (unit: IaUnit): LeaderType => (unit.kind === "CAV" || unit.horseArtillery === true ? "cavalry" : "infantry");

/** IA1 5.51, 6.1: cavalry leaders lead cavalry units, infantry leaders the rest; subtype leaders only their subtype. */
export function leads(leader: IaLeader, unit: IaUnit): boolean {
  if (leader.leaderType !== leaderTypeOf(unit)) return false;
  return leader.subtype === undefined || leader.subtype === unit.subtype;
}

/** IA1 3.12, 3.2: a leader activates only lower-ranking leaders of his own type. */
export const leadsLeader = (leader: IaLeader, other: IaLeader): boolean =>
  other.leaderType === leader.leaderType && other.rank < leader.rank && other.side === leader.side;

/**
 * Who reaches whom in an Infantry Attacks activation (the series' scope and chain, series/activation): leader pieces
 * only (IA has no leader aboard a unit), of their own type (IA1 3.12, 3.2, 6.1); off the board, a leader's entry group
 * (IA1 16.41).
 */
export const iaReach: ReachRules<IaBattle> = {
  leadersIn: leadersOfSideIn,
  leader: (b, id) => b.leaders.get(id),
  leads: (l, u) => !isAboard(l) && leads(l, u),
  leadsLeader: (l, sub) => !isAboard(l) && !isAboard(sub) && leadsLeader(l, sub),
  entryGroup,
};
