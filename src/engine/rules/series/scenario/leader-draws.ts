import { roll, type DiceRoll, type DiceSource } from "../../../core/dice";
import { jsonPath } from "../../../data/validate";
import type { Cite } from "../rulebook";
import type { Issues, Path } from "./issues";

/**
 * PG 6.1, IA1 6.2: the leader pieces, each holding one leader or two (one per side of the piece), in counter-set order. A
 * piece is used once: for a leader the scenario names, or drawn; the leader on its other side never plays.
 */
export class LeaderPieces {
  /** Leader ids on each piece. */
  readonly pieces: readonly (readonly string[])[];
  private readonly pieceOf = new Map<string, number>();
  /** Piece index → where it was used (a JSON path in the scenario). */
  private readonly used = new Map<number, string>();

  /** `leaders`: each leader's id with the name of the piece he shares (undefined: a piece of his own), in counter-set order. */
  constructor(leaders: Iterable<readonly [id: string, piece: string | undefined]>) {
    const byName = new Map<string, string[]>();
    const pieces: string[][] = [];
    for (const [id, name] of leaders) {
      const shared = name === undefined ? undefined : byName.get(name);
      if (shared) shared.push(id);
      else {
        const piece = [id];
        pieces.push(piece);
        if (name !== undefined) byName.set(name, piece);
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

/** One draw of a scenario: how many leaders, of which pieces (`fits`), named for players as `what` ("leader(s) of rank LT"). */
export interface Draw {
  readonly count: number;
  readonly fits: (leaders: readonly string[]) => boolean;
  readonly what: string;
}

/**
 * PG 6.1, IA1 6.2: the pieces `draw` fits that are not yet used go in the container. Each of `count` times one is drawn at
 * random (a die with a face per piece left, none when one is left) and flipped (a d2 for a piece with two leaders: 1 the
 * first in counter-set order, 2 the second); the face-up leader plays and the piece leaves the container. The drawn
 * leaders' ids, in order; null (recorded at `path`) when there are too few pieces.
 */
export function drawLeaders(pieces: LeaderPieces, draw: Draw, dice: DiceSource, rolls: DiceRoll[], path: Path, issues: Issues, cite: Cite): string[] | null {
  const pool = pieces.available(draw.fits);
  if (pool.length < draw.count) return issues.fail([...path, "count"], `draws ${draw.count} ${draw.what}, but only ${pool.length} such piece(s) are left (${cite("6.1")})`);
  const drawn: string[] = [];
  for (let k = 0; k < draw.count; k++) {
    const leaders = pieces.pieces[drawAtRandom(pool, dice, rolls, "leader draw")]!;
    const flip = leaders.length > 1 ? roll(dice, 1, 2, "leader flip") : null;
    if (flip) rolls.push(flip);
    const id = leaders[flip ? flip.total - 1 : 0]!;
    pieces.take(id, jsonPath(path));
    drawn.push(id);
  }
  return drawn;
}

/**
 * A piece drawn blind from a container (PG 6.1 leaders, 16.7 minefields; IA1 6.2): a die with a face per piece left
 * picks it, none when one is left; it leaves `pool`, and the roll (`label`) joins `rolls`.
 */
export function drawAtRandom<T>(pool: T[], dice: DiceSource, rolls: DiceRoll[], label: string): T {
  const pick = pool.length > 1 ? roll(dice, 1, pool.length, label) : null;
  if (pick) rolls.push(pick);
  return pool.splice(pick ? pick.total - 1 : 0, 1)[0]!;
}
