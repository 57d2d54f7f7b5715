import type { IaContext } from "../commands/context";
import { unitsAt, type IaBattle, type IaUnit } from "../state";
import { say, type IaTextCode } from "../text";
import { STACKING } from "./stacking";

/** A category `side` has too many of in `hex` (IA1 4.1), companies first so that the fewest units go (with the owner's question); or null. */
function overstacked(b: IaBattle, hex: number, side: string): { readonly what: IaTextCode; readonly units: readonly IaUnit[] } | null {
  const here = unitsAt(b, hex).filter((u) => u.side === side && u.carriedBy === null);
  const combat = here.filter((u) => u.kind !== "TRANSPORT");
  const companies = combat.filter((u) => u.company);
  const transports = here.filter((u) => u.kind === "TRANSPORT");
  if (companies.length > STACKING.companies) return { what: "overstack.companies", units: companies };
  if (combat.length > STACKING.combat) return { what: "overstack.combat-units", units: combat };
  if (transports.length > STACKING.transports) return { what: "overstack.transports", units: transports };
  return null;
}

/**
 * IA1 4.4: while `side` overstacks `hex`, its owner eliminates one unit of the category over the limit (a decision
 * each, default the first). They count as eliminated for victory (the battle's `eliminated`); in IA2 also for
 * initiative, their steps (and a transport's cargo's) as steps lost (IA2 4.4). IA1 names victory only, so there
 * they are not steps lost (`countsForInitiative: false`).
 */
export function resolveOverstacking(ctx: IaContext, hex: number, side: string): void {
  const b = ctx.state;
  for (let over = overstacked(b, hex, side); over !== null; over = overstacked(b, hex, side)) {
    const options = over.units.map((u) => u.id);
    const id = ctx.decide({
      id: `overstack:${ctx.map.offsetAt(hex).col},${ctx.map.offsetAt(hex).row}:${b.eliminated.length}`,
      kind: "overstack-elimination",
      side,
      prompt: say(over.what),
      options,
      default: options[0]!,
      rule: `${b.edition} 4.4`,
    });
    if (b.edition === "IA1") ctx.emit({ type: "eliminated", piece: id, rule: "IA1 4.4", countsForInitiative: false });
    else ctx.emit({ type: "eliminated", piece: id, rule: "IA2 4.4" });
  }
}
