import { refuseUnless } from "../../../core/refusal";
import type { IaContext } from "../commands/context";
import type { IaUnit } from "../state";
import { say } from "../text";
import { inForce } from "./options";

const RULE = "IA1 17.1";

/** Same type: kind, subtype and printed faces (the battle keeps no counter type; one side's units share a nationality list). */
const sameType = (x: IaUnit, y: IaUnit): boolean =>
  x.kind === y.kind && x.subtype === y.subtype && x.mounted === y.mounted && JSON.stringify([x.full, x.reduced]) === JSON.stringify([y.full, y.reduced]);

/**
 * IA1 17.1: two reduced, good-order companies of the same type, activated to move by the same leader (who may have left
 * play since: 3.11) and starting in the same hex of the board, spend all their MPs to combine: `unit` flips to full
 * strength under MOVED/FIRED, `other` leaves play (not eliminated).
 */
export function consolidate(ctx: IaContext, side: string, unit: string, other: string): void {
  const b = ctx.state;
  refuseUnless(inForce(b, "consolidation"), RULE, say("optional.not-in-force", { rule: "17.1" }));
  const a = b.activation;
  refuseUnless(a !== null && a.side === side, RULE, say("consolidation.no-activation"));
  refuseUnless(unit !== other, RULE, say("consolidation.same-unit"));
  const [u, o] = [unit, other].map((id) => {
    const p = b.units.get(id);
    refuseUnless(p !== undefined && a.pieces[id]?.action === "move", RULE, say("consolidation.not-activated", { unit: p?.name ?? b.leaders.get(id)?.name ?? id }));
    refuseUnless(p.company, RULE, say("consolidation.not-company", { unit: p.name }));
    refuseUnless(p.steps < p.maxSteps, RULE, say("consolidation.not-reduced", { unit: p.name }));
    refuseUnless(p.status === "good", RULE, say("consolidation.not-good-order", { unit: p.name }));
    refuseUnless(a.pieces[id]!.ledBy !== null, RULE, say("consolidation.no-leader", { unit: p.name }));
    // IA1 17.1: all their MPs: neither may have spent any or finished its action.
    refuseUnless(a.pieces[id]!.hexesEntered === 0 && !a.done.includes(id) && !p.movedFired, RULE, say("consolidation.has-moved", { unit: p.name }));
    return p;
  }) as [IaUnit, IaUnit];
  refuseUnless(a.pieces[unit]!.ledBy === a.pieces[other]!.ledBy, RULE, say("consolidation.other-leader", { unit: u.name, other: o.name }));
  refuseUnless(sameType(u, o), RULE, say("consolidation.not-same-type", { unit: u.name, other: o.name }));
  // IA1 16.41: off the board a company stands in no hex, so it starts its activation in no hex with another.
  for (const x of [u, o]) refuseUnless(x.hex !== null, "IA1 17.1, 16.41", say("consolidation.off-board", { unit: x.name }));
  refuseUnless(u.hex === o.hex && u.carriedBy === null && o.carriedBy === null, RULE, say("consolidation.not-same-hex", { unit: u.name, other: o.name }));
  if (a.current !== unit) ctx.emit({ type: "acting", piece: unit });
  ctx.emit({ type: "consolidated", unit, removed: other, rule: RULE });
  ctx.emit({ type: "moved-fired", pieces: [unit], rule: RULE });
}
