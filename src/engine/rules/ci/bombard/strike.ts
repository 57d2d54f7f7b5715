import { Refusal, refuseUnless } from "../../../core/refusal";
import type { CiCommand } from "../commands/schema";
import type { CiContext } from "../context";
import { numberOf } from "../numbers/read";
import { CHQ_COMMANDS } from "../sequence/command";
import { say as commandSay } from "../sequence/command-text";
import { blockNamed } from "../state/handles";
import { activeSide, labelOf, valueOf } from "../state/lookups";
import { aimOf, seenOrSpotted } from "./aim";
import { bombardArmorOf, halvedUp } from "./armor";
import { resolveBombardment } from "./resolve";
import { say } from "./text";

/** The printed titles of the off-map support rules (CI 2.x). */
export const STRIKE_RULES = { artillery: "CI 2.x Artillery Support", air: "CI 2.x Air Support" } as const;

/**
 * CI 2.x Artillery Support / Air Support: the active CHQ, during its commands, calls one strike per activation (never
 * both kinds), one of its three commands (ruling R29), on a hex spotted by a face-up HQ of its company (its one spot a
 * Game Turn, ruling R25). The side's off-map block of that kind loses a step (its strikes left); it rolls its
 * `strikeDice` at its printed F7 (`strikeF`). No targeting except bunkers (AC halved rounded up, ruling R9); AC is 0 so
 * face-up tanks take hits of the hex; a bridge at half F. Bombardment rules apply: treebursts, friendly fire (air ×2).
 */
export function callStrike(ctx: CiContext, c: Extract<CiCommand, { type: "call-strike" }>): void {
  const b = ctx.state;
  const a = b.activation;
  const rule = STRIKE_RULES[c.kind];
  refuseUnless(a !== null, "CI 1.x Commands", commandSay("ci.no-activation"));
  refuseUnless(activeSide(b) === c.side && a.side === c.side, "CI 1.x Game Turns", commandSay("ci.not-active", { side: a.side }));
  refuseUnless(a.stage === "commands" && labelOf(b, a.hq).rank === "chq", rule, say("ci.strike.chq"));
  refuseUnless(a.strike === null, rule, say("ci.strike.one"));
  refuseUnless(a.chqCommands < CHQ_COMMANDS, "CI 4.x HQ Ranks", say("ci.strike.commands"));
  const block = Object.keys(b.blocks).find((id) => b.blocks[id]!.side === c.side && b.blocks[id]!.status === "off-map" && labelOf(b, id).class === c.kind);
  if (block === undefined) throw new Refusal(rule, say("ci.strike.no-block", { kind: c.kind }));
  refuseUnless(b.blocks[block]!.strength >= 1, rule, say("ci.strike.none", { kind: c.kind }));
  refuseUnless(!("block" in c.target) || (Object.hasOwn(b.blocks, c.target.block) && labelOf(b, c.target.block).class === "bunker"), rule, say("ci.strike.targeting"));

  const named = blockNamed(b, c.side, c.spotter);
  const aim = aimOf(ctx, c.side, c.target, named === undefined ? null : b.blocks[named]!.hex);
  const spot = seenOrSpotted(ctx, c.side, a.company, null, aim.hex, c.spotter);
  const F = labelOf(b, block).label.strikeF!.value + (spot.adjacent ? numberOf(b.numbers, "hqAdjacentBombardF") : 0);
  const ac = aim.target === null ? 0 : bombardArmorOf(ctx, aim.target, true);
  const f = aim.hexside ? halvedUp(F) : F - ac;
  const dice = valueOf(b, block, "strikeDice");
  ctx.emit({ type: "strike-called", block, hq: a.hq, kind: c.kind, rule });
  resolveBombardment(ctx, { side: c.side, firer: block, aim, spotter: spot.spotter, dice, f, air: c.kind === "air", ignoreArmor: true, rule });
}
