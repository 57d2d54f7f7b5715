import { tracedApart, tracedThrough } from "../../series/fire/approach";
import type { IaContext } from "../commands/context";
import type { OptionalEvent } from "../events";
import { unitsAt, type IaUnit } from "../state";
import { inForce } from "./options";

/** What Flanking Fire does to one direct fire attack: the companies it gets +2 against, and the event recording the attack. */
export interface Flanking {
  readonly flanked: ReadonlySet<string>;
  readonly record: Extract<OptionalEvent, { type: "fire-traced" }>;
}

/**
 * IA1 17.6: an attack on a hex already attacked by direct fire this turn is flanking fire when every hex it is traced
 * through is neither a hex an earlier attack was traced through nor adjacent to it, for some earlier attack's hex (a line
 * along the spine between an adjacent and a non-adjacent hex does not qualify). It gets +2 against the companies that
 * were in the hex at the first attack and have not moved in since. Null when the rule is not in force.
 */
export function flankingFire(ctx: IaContext, firers: readonly IaUnit[], target: number): Flanking | null {
  const b = ctx.state;
  if (!inForce(b, "flanking-fire")) return null;
  const through = [...new Set(firers.flatMap((f) => tracedThrough(ctx.map, f.hex!, target)))];
  const had = b.flanks?.find((f) => f.hex === target);
  const flanks = had !== undefined && tracedApart(ctx.map, had.through, through);
  // The first attack records the companies there: those on the board (a hidden piece is not, 16.5).
  const companies = had ? [] : unitsAt(b, target).filter((u) => u.company && !u.hidden && u.side !== firers[0]?.side).map((u) => u.id);
  return {
    flanked: new Set(flanks ? had.companies : []),
    record: { type: "fire-traced", at: target, through, companies, rule: "IA1 17.6" },
  };
}
