import { refuseUnless } from "../../../core/refusal";
import type { RpCommand } from "../commands/schema";
import type { RpContext } from "../context";
import { isolationAndMelee } from "./night";
import { beginScenario, placeable, removeCrossHairs, say } from "./steps";

/**
 * RP 11.02: the next segment, where nobody has a choice left: after the reinforcements are placed, the attack scenario
 * (11.2); after a scenario has ended, what follows it — the counter-attack if the defender chooses it (11.31), else
 * isolation and the night's melees (11.4, 11.51); after the night scenario, recovery (11.53).
 */
export function campaignAdvance(ctx: RpContext, _c: Extract<RpCommand, { type: "campaign-advance" }>): void {
  const c = ctx.state.campaign;
  refuseUnless(c !== undefined, "RP 11.0", say("rp.campaign.none"));
  const segment = c.segment;
  if (segment === "reinforcements") {
    for (const side of [c.attacker, c.defender]) refuseUnless(!placeable(ctx, side), "RP 11.12", say("rp.campaign.must-place", { side }));
    beginScenario(ctx, "attack");
    return;
  }
  refuseUnless(segment === "attack" || segment === "counter-attack" || segment === "night", "RP 11.02", say("rp.campaign.choose", { segment }));
  refuseUnless(ctx.state.phase === "ended", "RP 11.02", say("rp.campaign.scenario-on", { segment }));
  ctx.emit({ type: "campaign-scenario-ended", scenario: segment, rule: segment === "attack" ? "RP 11.2" : "RP 11.33" });
  if (segment === "night") {
    // RP 11.33 read for the night scenario too: every cross hair goes.
    removeCrossHairs(ctx, "RP 11.33");
    ctx.emit({ type: "campaign-segment-began", segment: "recover", rule: "RP 11.53" });
    return;
  }
  if (segment === "attack") {
    removeCrossHairs(ctx, "RP 11.2", c.attacker);
    const counter = ctx.decide<boolean>({
      id: `rp-counter-attack:${c.day}`,
      kind: "rp-counter-attack",
      side: c.defender,
      prompt: say("rp.campaign.counter-attack"),
      options: [false, true],
      default: false,
      rule: "RP 11.31",
    });
    if (counter) return beginScenario(ctx, "counter-attack");
  }
  removeCrossHairs(ctx, "RP 11.33");
  isolationAndMelee(ctx);
}
