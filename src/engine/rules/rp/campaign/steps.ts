import { refuseUnless } from "../../../core/refusal";
import { sayer } from "../../../core/text";
import type { RpContext } from "../context";
import { placementHexes } from "./placing";
import type { Campaign, CampaignSegment, ScenarioSegment } from "./state";
import { CAMPAIGN_TEXT } from "./text";

export const say = sayer(CAMPAIGN_TEXT);

/** The battle's campaign, in `segment` (and, where a side acts, one that has not yet). */
export function requireSegment(ctx: RpContext, segment: CampaignSegment, side?: string): Campaign {
  const c = ctx.state.campaign;
  refuseUnless(c !== undefined, "RP 11.0", say("rp.campaign.none"));
  refuseUnless(c.segment === segment && ctx.state.phase === "campaign", "RP 11.02", say("rp.campaign.not-segment", { wanted: segment, segment: c.segment }));
  if (side !== undefined) refuseUnless(!c.done.includes(side) && !c.sealed.some((s) => s.side === side), "RP 11.02", say("rp.campaign.chosen", { side }));
  return c;
}

/** Each scenario of a day: its turns and its rule. */
export const SCENARIOS: Record<ScenarioSegment, { readonly turns: number; readonly rule: string }> = {
  attack: { turns: 12, rule: "RP 11.2" },
  "counter-attack": { turns: 6, rule: "RP 11.31" },
  night: { turns: 6, rule: "RP 11.521" },
};

/** A scenario of the day begins; the counter-attack's defender hourglasses keep their elapsed delay (RP 11.32, ruling R27). */
export function beginScenario(ctx: RpContext, scenario: ScenarioSegment): void {
  const shift = scenario === "counter-attack" ? ctx.state.scenario.turns : 0;
  const { turns, rule } = SCENARIOS[scenario];
  ctx.emit({ type: "campaign-scenario-began", scenario, turns, night: scenario === "night", shift, rule });
}

/** Cross hairs (and their hourglasses) taken off: of `side`'s groups, or everyone's. */
export function removeCrossHairs(ctx: RpContext, rule: string, side?: string): void {
  const groups = Object.entries(ctx.state.oma).flatMap(([id, g]) => (g.crossHair && (side === undefined || g.side === side) ? [id] : []));
  if (groups.length) ctx.emit({ type: "cross-hairs-removed", groups, rule });
}

/** RP 11.12 a: a side with a unit it can place must place it. */
export const placeable = (ctx: RpContext, side: string): boolean =>
  ctx.state.campaign!.toPlace.some((p) => p.side === side && placementHexes(ctx.state, ctx.map, p).length > 0);
