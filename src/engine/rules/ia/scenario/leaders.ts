import { rankTitles, type CounterSet, type Leader } from "../data/schemas/counters";
import type { IaLeader, MoraleStatus } from "../state";
import type { Issues, Path } from "../../series/scenario/issues";
import { LeaderPieces } from "../../series/scenario/leader-draws";

/**
 * A leader's seniority as the engine compares it: IA1 Rank, the title's place in its nationality's list, most junior
 * 1 (the title kept for 6.72); IA2 3.2 the stars. Null when there is no rank the state can hold.
 */
export function rankOf(counters: CounterSet, l: Leader, path: Path, issues: Issues): { rank: number; rankTitle?: string } | null {
  if (typeof l.rank === "number")
    return l.rank >= 1 ? { rank: l.rank } : issues.fail(path, `${l.name} has no stars: the battle ranks leaders from one star up (IA2 3.2)`);
  return { rank: rankTitles(counters.ranks, l.nationality, l.type).indexOf(l.rank) + 1, rankTitle: l.rank };
}

/** Leader `id` of the counter set placed for `side` (IA1 6.0: printed morale, combat and morale modifiers). */
export function leaderOf(
  counters: CounterSet,
  id: string,
  side: string,
  place: { readonly hex: number | null; readonly hidden: boolean; readonly status: MoraleStatus },
  path: Path,
  issues: Issues,
): IaLeader | null {
  const l = counters.leaders[id]!;
  const rank = rankOf(counters, l, path, issues);
  if (!rank) return null;
  return {
    id,
    side,
    name: l.name,
    leaderType: l.type,
    ...(l.subtype ? { subtype: l.subtype } : {}),
    ...rank,
    morale: l.morale.value,
    combat: l.combat.value,
    moraleBonus: l.moraleBonus.value,
    hex: place.hex,
    status: place.status,
    movedFired: false,
    hidden: place.hidden,
  };
}

/** IA1 6.2: the counter set's leader pieces, leaders sharing a piece by its name (series/scenario/leader-draws.ts). */
export const iaLeaderPieces = (counters: CounterSet): LeaderPieces => new LeaderPieces(Object.entries(counters.leaders).map(([id, l]) => [id, l.piece] as const));
