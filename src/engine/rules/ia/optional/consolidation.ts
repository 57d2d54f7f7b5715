import { refuseUnless } from "../../../core/refusal";
import type { ConsolidationRules } from "../../series/optional/consolidation";
import type { IaContext } from "../commands/context";
import type { IaBattle, IaUnit } from "../state";
import { say } from "../text";

const RULE = "IA1 17.1";

/** Same type: kind, subtype and printed faces (the battle keeps no counter type; one side's units share a nationality list). */
const sameType = (x: IaUnit, y: IaUnit): boolean =>
  x.kind === y.kind && x.subtype === y.subtype && x.mounted === y.mounted && JSON.stringify([x.full, x.reduced]) === JSON.stringify([y.full, y.reduced]);

/**
 * IA1 17.1: reduced, good-order companies of the same type, activated to move by the same leader (who may have left
 * play since: 3.11).
 */
export const iaConsolidation: ConsolidationRules<IaBattle, IaContext> = {
  checkUnit(_ctx, p, activated) {
    refuseUnless(p.company, RULE, say("consolidation.not-company", { unit: p.name }));
    refuseUnless(p.status === "good", RULE, say("consolidation.not-good-order", { unit: p.name }));
    refuseUnless(activated.ledBy !== null, RULE, say("consolidation.no-leader", { unit: p.name }));
  },
  checkPair(ctx, u, o) {
    const a = ctx.state.activation!;
    refuseUnless(a.pieces[u.id]!.ledBy === a.pieces[o.id]!.ledBy, RULE, say("consolidation.other-leader", { unit: u.name, other: o.name }));
    refuseUnless(sameType(u, o), RULE, say("consolidation.not-same-type", { unit: u.name, other: o.name }));
  },
};
