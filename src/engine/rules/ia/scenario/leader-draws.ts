import type { z } from "zod";
import { roll, type DiceRoll, type DiceSource } from "../../../core/dice";
import { rankTitles, type CounterSet } from "../data/schemas/counters";
import type { LeaderDraw } from "../data/schemas/scenario";
import { jsonPath } from "../../../data/validate";
import type { Issues, Path } from "./issues";
import type { LeaderPieces } from "./leaders";

type Draw = z.infer<typeof LeaderDraw>;

/**
 * IA1 6.2 (IA2 6.2): the side's unused pieces whose leaders are all of the draw's type, subtype and rank and of one of
 * the side's nationalities go in the container. Each of `count` times one is drawn at random (a die with a face per
 * piece left, none when one is left) and flipped (a d2 for a piece with two leaders: 1 the first in counter-set order,
 * 2 the second); the face-up leader plays and the piece leaves the container. The drawn leaders' ids, in order.
 */
export function drawLeaders(
  counters: CounterSet,
  pieces: LeaderPieces,
  draw: Draw,
  nationalities: readonly string[],
  dice: DiceSource,
  rolls: DiceRoll[],
  path: Path,
  issues: Issues,
): string[] | null {
  const rank = draw.rank;
  if (typeof rank === "string" && !nationalities.some((n) => rankTitles(counters.ranks, n, draw.type).includes(rank)))
    return issues.fail([...path, "rank"], `rank "${rank}" is not in the ${nationalities.join(" or ")} ${draw.type} rank list`);
  const fits = (leaders: readonly string[]) =>
    leaders.every((id) => {
      const l = counters.leaders[id]!;
      return nationalities.includes(l.nationality) && l.type === draw.type && l.subtype === draw.subtype && l.rank === rank;
    });
  const pool = pieces.available(fits);
  const kind = `${draw.subtype ? `${draw.subtype} ` : ""}${draw.type} leader(s) of rank ${rank}`;
  if (pool.length < draw.count) return issues.fail([...path, "count"], `draws ${draw.count} ${kind}, but only ${pool.length} such piece(s) are left (IA1 6.2)`);
  const drawn: string[] = [];
  for (let k = 0; k < draw.count; k++) {
    const pick = pool.length > 1 ? roll(dice, 1, pool.length, "leader draw") : null;
    const [piece] = pool.splice(pick ? pick.total - 1 : 0, 1);
    const leaders = pieces.pieces[piece!]!;
    const flip = leaders.length > 1 ? roll(dice, 1, 2, "leader flip") : null;
    rolls.push(...[pick, flip].filter((r) => r !== null));
    const id = leaders[flip ? flip.total - 1 : 0]!;
    pieces.take(id, jsonPath(path));
    drawn.push(id);
  }
  return drawn;
}
