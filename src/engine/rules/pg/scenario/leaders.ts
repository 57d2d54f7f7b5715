import type { MoraleStatus } from "../../series/state/pieces";
import type { Issues, Path } from "../../series/scenario/issues";
import { LeaderPieces, type Draw } from "../../series/scenario/leader-draws";
import { RANKS, type PgCounterSet } from "../data/schemas/counters";
import type { PgLeader } from "../state/pieces";

/** The sides of a leader piece (PG 1.2 Leaders: "each side represents a different leader"). */
export type PgLeaderFace = "front" | "back";
const FACES = ["front", "back"] as const;

/** A piece's side among the pieces the series draws from: `<piece>/<face>` (piece ids have no slash). */
const faceKey = (piece: string, face: PgLeaderFace) => `${piece}/${face}`;
/** The piece and side of a key. */
export const faceOfKey = (key: string): { readonly piece: string; readonly face: PgLeaderFace } => {
  const [piece, face] = key.split("/") as [string, PgLeaderFace];
  return { piece, face };
};

/** PG 6.1: the counter set's leader pieces, each with its two sides (front first), for the scenario's names and draws. */
export function pgLeaderPieces(counters: PgCounterSet): LeaderPieces {
  return new LeaderPieces(Object.keys(counters.leaders).flatMap((piece) => FACES.map((face) => [faceKey(piece, face), piece] as const)));
}

/** Marks side `face` of `piece` used by the entry at `where`; where it was used already, if it was (PG 6.1: the other side never plays). */
export const takePiece = (pieces: LeaderPieces, piece: string, face: PgLeaderFace, where: string): string | null => pieces.take(faceKey(piece, face), where);

/** PG 1.2 Rank: a title's seniority, CPL 1 to COL 7; null for another title. */
export function pgRankOf(title: string): number | null {
  const i = (RANKS as readonly string[]).indexOf(title);
  return i < 0 ? null : i + 1;
}

/** PG 6.6: the title a Kommissar's piece prints in place of a rank. */
export const KOM = "KOM";

const notARank = (title: string) => `"${title}" is none of PG 1.2's ranks (${RANKS.join(", ")})`;

/**
 * The leader on side `face` of leader piece `piece`, placed for `side` (PG 1.2 Leaders, 6.0: his printed rank, morale,
 * combat and morale modifiers); his id is the piece's: one side of a piece plays (6.1). A regular leader (a cavalry
 * leader is designated before play, 6.9), or a Kommissar where the piece prints KOM (6.6). Null when his rank is none the battle can hold (recorded at `path`).
 */
export function pgLeaderOf(
  counters: PgCounterSet,
  piece: string,
  face: PgLeaderFace,
  side: string,
  place: { readonly hex: number | null; readonly hidden: boolean; readonly status: MoraleStatus },
  path: Path,
  issues: Issues,
): PgLeader | null {
  const l = counters.leaders[piece]![face];
  // PG 6.6: a Kommissar (KOM) has no rank: he activates no one and is activated by no one (ruling N1).
  const kommissar = l.rank.value === KOM;
  const rank = kommissar ? 1 : pgRankOf(l.rank.value);
  if (rank === null) return issues.fail(path, `${l.name}'s rank ${notARank(l.rank.value)}, nor ${KOM} for a Kommissar (6.6)`);
  return {
    id: piece,
    side,
    name: l.name,
    kind: kommissar ? "kommissar" : "regular",
    rank,
    rankTitle: l.rank.value,
    morale: l.morale.value,
    combat: l.combat.value,
    moraleBonus: l.moraleModifier.value,
    hex: place.hex,
    status: place.status,
    movedFired: false,
    hidden: place.hidden,
    carriedBy: null,
  };
}

/**
 * PG 6.1: the container of a draw of leaders of `rank`: the side's unused pieces of one of its nationalities whose two
 * sides are both of that rank, drawn and flipped as the series draws (series/scenario/leader-draws.ts). Null when the rank
 * is none of PG's (recorded at `path`).
 */
export function pgLeaderDraw(counters: PgCounterSet, draw: { readonly rank: string; readonly count: number }, nationalities: readonly string[], path: Path, issues: Issues): Draw | null {
  if (pgRankOf(draw.rank) === null) return issues.fail([...path, "rank"], `rank ${notARank(draw.rank)}`);
  const fits = (keys: readonly string[]) =>
    keys.every((key) => {
      const { piece, face } = faceOfKey(key);
      const p = counters.leaders[piece]!;
      return nationalities.includes(p.nationality) && p[face].rank.value === draw.rank;
    });
  return { count: draw.count, fits, what: `leader(s) of rank ${draw.rank}` };
}
