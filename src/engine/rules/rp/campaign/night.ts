import type { RpCommand } from "../commands/schema";
import type { RpContext } from "../context";
import { checkIsolation } from "./isolation";
import { resolveNightMelees } from "./night-melee";
import { beginScenario, requireSegment, say } from "./steps";

/** RP 11.4, 11.51: isolation, then the night's melees; then each side's night-attack counter (11.521). */
export function isolationAndMelee(ctx: RpContext): void {
  checkIsolation(ctx);
  resolveNightMelees(ctx);
  ctx.emit({ type: "campaign-segment-began", segment: "night-attack", rule: "RP 11.521" });
}

/**
 * RP 11.521: a side lays its night-attack counter face down (its choice a decision; no "yes" two days running). Until
 * both are down the other side sees only that it is down; then both are revealed in one event, and a "yes" from either
 * starts a 6-turn night scenario, else the night goes on to recovery (11.53). The reveal cannot be undone.
 */
export function nightAttack(ctx: RpContext, cmd: Extract<RpCommand, { type: "night-attack" }>): void {
  const c = requireSegment(ctx, "night-attack", cmd.side);
  const yesterday = c.nightAttacked[cmd.side] === c.day - 1;
  const attack = ctx.decide<boolean>({
    id: `rp-night-attack:${c.day}`,
    kind: "rp-night-attack",
    side: cmd.side,
    prompt: say("rp.campaign.night-attack"),
    options: yesterday ? [false] : [false, true],
    default: false,
    rule: "RP 11.521",
  });
  ctx.emit({ type: "night-attack-sealed", side: cmd.side, attack, rule: "RP 11.521" });
  const sealed = ctx.state.campaign!.sealed;
  if (sealed.length < 2) return;
  const choices = ctx.state.sides.map((s) => ({ side: s.id, attack: sealed.find((x) => x.side === s.id)!.attack! }));
  // Both counters face up at once: the side that laid the second may not take it back having seen the first.
  ctx.reveal();
  ctx.emit({ type: "night-attack-revealed", choices, rule: "RP 11.521" });
  if (choices.some((ch) => ch.attack)) beginScenario(ctx, "night");
  else ctx.emit({ type: "campaign-segment-began", segment: "recover", rule: "RP 11.53" });
}
