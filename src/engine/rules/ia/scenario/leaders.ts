import { rankTitles, type CounterSet, type Leader } from "../data/schemas/counters";
import type { IaLeader, MoraleStatus } from "../state";
import type { Issues, Path } from "./issues";

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

/**
 * IA1 6.2: the leader pieces, each holding one leader or two (one per side of the piece), in counter-set order. A piece
 * is used once: for a leader the scenario names, or drawn; the leader on its other side never plays.
 */
export class LeaderPieces {
  /** Leader ids on each piece. */
  readonly pieces: readonly (readonly string[])[];
  private readonly pieceOf = new Map<string, number>();
  /** Piece index → where it was used (a JSON path in the scenario). */
  private readonly used = new Map<number, string>();

  constructor(counters: CounterSet) {
    const byName = new Map<string, string[]>();
    const pieces: string[][] = [];
    for (const [id, l] of Object.entries(counters.leaders)) {
      const shared = l.piece === undefined ? undefined : byName.get(l.piece);
      if (shared) shared.push(id);
      else {
        const piece = [id];
        pieces.push(piece);
        if (l.piece !== undefined) byName.set(l.piece, piece);
      }
    }
    pieces.forEach((p, i) => p.forEach((id) => this.pieceOf.set(id, i)));
    this.pieces = pieces;
  }

  /** The pieces not yet used that `fits` accepts, by index. */
  available(fits: (leaders: readonly string[]) => boolean): number[] {
    return this.pieces.flatMap((p, i) => (!this.used.has(i) && fits(p) ? [i] : []));
  }

  /** Marks leader `id`'s piece used by the entry at `where`; the path of the entry that used it already, if one did. */
  take(id: string, where: string): string | null {
    const piece = this.pieceOf.get(id)!;
    const before = this.used.get(piece);
    if (before !== undefined) return before;
    this.used.set(piece, where);
    return null;
  }
}
