import type { RpContext } from "../context";
import { sideOf } from "../state/lookups";
import { say } from "./steps";

/**
 * RP 11.12 a: before the placements begin, the owner of each reinforcement listed for placement (not a recovery: the
 * sentence names reinforcements) chooses whether it enters through its side's board edge instead (a decision, "no" by
 * default). One that does waits off the map to enter during the command couplets as 11.11's edge reinforcements do
 * (RP 10.2), and leaves the alternation: 11.12 a exempts it (no "MUST place"). The attacker chooses first, as it places first.
 */
export function chooseEdgeEntries(ctx: RpContext): void {
  const c = ctx.state.campaign!;
  const listed = c.toPlace.filter((p) => c.reserve[p.unit] !== undefined && sideOf(ctx.state, p.side).edge.length > 0);
  for (const side of [c.attacker, c.defender])
    for (const p of listed.filter((x) => x.side === side)) {
      const edge = ctx.decide<boolean>({
        id: `rp-edge-entry:${p.unit}`,
        kind: "rp-edge-entry",
        side,
        prompt: say("rp.campaign.edge-entry", { unit: c.reserve[p.unit]!.unit.name }),
        options: [false, true],
        default: false,
        rule: "RP 11.12",
      });
      if (edge) ctx.emit({ type: "campaign-edge-entry", unit: p.unit, side, rule: "RP 11.12" });
    }
}
