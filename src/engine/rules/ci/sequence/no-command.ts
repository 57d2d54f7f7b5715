import { Refusal, refuseUnless } from "../../../core/refusal";
import type { CiCommand } from "../commands/schema";
import type { CiContext } from "../context";
import { coreSay } from "../core-text";
import { rollD10s } from "../dice";
import { blockNamed } from "../state/handles";
import { isWeapon, labelOf, valueOf } from "../state/lookups";
import { conceal } from "../view/reveal";
import { activationOf } from "./activate";
import { inCommandRange } from "./command-range";
import { say } from "./text";

const NO_COMMAND = "CI 4.x No Command";

/**
 * CI 4.x No Command: during a PHQ's commands, a rifle squad of its own platoon out of command range checks its own morale
 * (C16: d10 at or under it passes): pass, it may act this activation; fail, it is turned face-down and cannot act this
 * Game Turn. Company and battalion weapons never act without command. The roll is its owner's while it is hidden.
 */
export function noCommand(ctx: CiContext, c: Extract<CiCommand, { type: "no-command" }>): void {
  const a = activationOf(ctx, c.side);
  const b = ctx.state;
  refuseUnless(a.stage === "commands", "CI 4.x HQ Activation", say("ci.not-commands"));
  refuseUnless(labelOf(b, a.hq).rank === "phq", NO_COMMAND, say("ci.not-phq"));
  const id = blockNamed(b, c.side, c.unit);
  if (id === undefined) throw new Refusal(NO_COMMAND, coreSay("ci.not-your-block", { block: c.unit }));
  const k = b.blocks[id]!;
  const hq = b.blocks[a.hq]!;
  refuseUnless(hq.status === "on-map", "CI 4.x HQ Elimination", say("ci.hq-gone"));
  refuseUnless(!isWeapon(b, id), NO_COMMAND, say("ci.no-command-weapon", { block: c.unit }));
  refuseUnless(labelOf(b, id).class === "squad" && k.company === hq.company && k.platoon === hq.platoon, NO_COMMAND, say("ci.no-command-squad", { block: c.unit }));
  refuseUnless(!k.acted, "CI 1.x Actions", say("ci.acted", { block: c.unit }));
  refuseUnless(!inCommandRange(ctx.map, hq.hex!, k.hex!), NO_COMMAND, say("ci.in-range", { block: c.unit }));
  refuseUnless(!a.noCommandPassed.includes(id), NO_COMMAND, say("ci.no-command-passed", { block: c.unit }));
  const morale = valueOf(b, id, "morale");
  const [die] = rollD10s(ctx, 1, "morale");
  const passed = die! <= morale;
  ctx.emit({ type: "morale-rolled", block: id, die: die!, morale, passed, rule: NO_COMMAND });
  if (!passed) conceal(ctx, id, "face-down", NO_COMMAND);
}
