import type { z } from "zod";
import { rankTitles, type CounterSet } from "../data/schemas/counters";
import type { LeaderDraw } from "../data/schemas/scenario";
import type { Issues, Path } from "../../series/scenario/issues";
import type { Draw } from "../../series/scenario/leader-draws";

/**
 * IA1 6.2 (IA2 6.2): the container of a scenario's leader draw: the side's unused pieces whose leaders are all of the
 * draw's type, subtype and rank and of one of the side's nationalities, drawn and flipped as the series draws
 * (series/scenario/leader-draws.ts). Null when the rank is not in the side's list (recorded at `path`).
 */
export function leaderDraw(counters: CounterSet, draw: z.infer<typeof LeaderDraw>, nationalities: readonly string[], path: Path, issues: Issues): Draw | null {
  const rank = draw.rank;
  if (typeof rank === "string" && !nationalities.some((n) => rankTitles(counters.ranks, n, draw.type).includes(rank)))
    return issues.fail([...path, "rank"], `rank "${rank}" is not in the ${nationalities.join(" or ")} ${draw.type} rank list`);
  const fits = (leaders: readonly string[]) =>
    leaders.every((id) => {
      const l = counters.leaders[id]!;
      return nationalities.includes(l.nationality) && l.type === draw.type && l.subtype === draw.subtype && l.rank === rank;
    });
  return { count: draw.count, fits, what: `${draw.subtype ? `${draw.subtype} ` : ""}${draw.type} leader(s) of rank ${rank}` };
}
