import type { CiContext } from "../context";
import { inSeenOrder } from "../sequence/seen-order";
import { DEFENSE_RULE, DOUBLE_DEFENSE_HITS } from "../data/constants";
import { eliminate } from "../sequence/eliminate";
import { isHidden } from "../state/block";
import { isTank } from "../state/lookups";

/** CI 6.x Wrecks: a destroyed tank becomes a wreck marker. */
export const WRECK_RULE = "CI 6.x Wrecks";

/**
 * CI 5.x Casualties, CI 6.7 Double Defense: `hits` on one block — a step each, or with 2D (`twoD`) two a step: a single
 * hit is a half-hit, which the next hit pairs into a step (hits of several firers combine, the St. Aubyn example). A
 * 1D hit costs a step and leaves a half-hit as it was. Reduced below strength 1 it is eliminated (CI 6.x Eliminated
 * Units, shown first); a destroyed tank leaves a wreck (CI 6.x Wrecks). Surplus hits are wasted. `hits-taken` is its
 * owner's while the block is hidden, and the public `hex-hits` then tells the other side only how many hits its hex
 * took: call this once a hit for hits spread over a hidden stack (fire/casualties.ts does).
 */
export function takeHits(ctx: CiContext, id: string, hits: number, opts: { readonly twoD: boolean; readonly rule: string }): void {
  const k = ctx.state.blocks[id]!;
  if (hits < 1 || k.status !== "on-map") return;
  const paired = hits + (opts.twoD && k.halfHit ? 1 : 0);
  const steps = opts.twoD ? Math.floor(paired / DOUBLE_DEFENSE_HITS) : hits;
  const strength = Math.max(0, k.strength - steps);
  const halfHit = strength >= 1 && (opts.twoD ? paired % DOUBLE_DEFENSE_HITS === 1 : k.halfHit);
  const hex = k.hex!;
  ctx.emit({ type: "hits-taken", block: id, hex, hits, strength, halfHit, rule: opts.rule });
  if (isHidden(k)) ctx.emit({ type: "hex-hits", hex, hits, rule: opts.rule });
  if (strength >= 1) return;
  const tank = isTank(ctx.state, id);
  eliminate(ctx, id, opts.rule);
  if (tank) ctx.emit({ type: "wreck-placed", hex, rule: WRECK_RULE });
}

/**
 * CI 6.7 Double Defense: "an unpaired half-hit is removed at the end of the current HQ activation, before any
 * assaults" (ruling R14): one event a block, its owner's alone while it is hidden, in an order that tells nothing.
 */
export function clearHalfHits(ctx: CiContext): void {
  const b = ctx.state;
  const halves = Object.keys(b.blocks).filter((id) => b.blocks[id]!.status === "on-map" && b.blocks[id]!.halfHit);
  for (const id of inSeenOrder(b, halves)) ctx.emit({ type: "half-hit-cleared", block: id, rule: DEFENSE_RULE });
}
