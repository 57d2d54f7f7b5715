import { refuseUnless, Refusal } from "../../../core/refusal";
import { coreSay } from "../core-text";
import type { CiContext } from "../context";
import type { ActionKind } from "../state/activation";
import { blockNamed } from "../state/handles";
import { activeSide, companyOf, isWeapon, labelOf } from "../state/lookups";
import { say } from "./command-text";
import { inCommandRange } from "./command-range";

const RANKS = "CI 4.x HQ Ranks";
/** CI 4.x HQ Ranks: a CHQ gives three commands; a PHQ one company or battalion weapon command. */
export const CHQ_COMMANDS = 3;

/** Why the active HQ cannot command block `id` (null: it can), the rule and the reason. */
export function commandBar(ctx: CiContext, id: string): { rule: string; why: string } | null {
  const b = ctx.state;
  const a = b.activation!;
  const hq = b.blocks[a.hq]!;
  const k = b.blocks[id]!;
  const rank = labelOf(b, a.hq).rank;
  const cls = labelOf(b, id).class;
  if (hq.status !== "on-map") return { rule: "CI 4.x HQ Elimination", why: "the active HQ was eliminated and not replaced" };
  if (rank === "chq") {
    // Any three of its company except PHQs, or battalion weapons attached to it, anywhere on the map.
    if (companyOf(k) !== a.company) return { rule: RANKS, why: "a CHQ commands the units of its own company" };
    if (labelOf(b, id).rank === "phq") return { rule: RANKS, why: "a CHQ does not command PHQs" };
    if (a.chqCommands >= CHQ_COMMANDS) return { rule: RANKS, why: "the CHQ has given its three commands" };
    return null;
  }
  const inRange = inCommandRange(ctx.map, hq.hex!, k.hex!);
  if (isWeapon(b, id)) {
    // R8: a company or battalion weapon of (or attached to) its company, in range; one per PHQ activation.
    if (companyOf(k) !== a.company) return { rule: RANKS, why: "a PHQ commands weapons of its own company" };
    if (!inRange) return { rule: RANKS, why: "a PHQ commands a weapon in its hex or an adjacent one" };
    if (a.weaponCommanded) return { rule: RANKS, why: "the PHQ has used its one weapon command" };
    return null;
  }
  if (cls !== "squad" || k.company !== hq.company || k.platoon !== hq.platoon) return { rule: RANKS, why: "a PHQ commands the rifle squads of its own platoon" };
  if (!inRange && !a.noCommandPassed.includes(id)) return { rule: "CI 4.x No Command", why: "the squad is out of command range and has not passed its morale" };
  return null;
}

/**
 * CI 1.x Actions: the block a side names takes its one action of the Game Turn (`action`) under the activation in
 * progress — a commanded unit during the commands, the HQ itself after them. Refuses naming the rule; returns its id.
 */
export function takeAction(ctx: CiContext, side: string, name: string, action: ActionKind): string {
  const b = ctx.state;
  const a = b.activation;
  refuseUnless(a !== null, "CI 1.x Commands", say("ci.no-activation"));
  refuseUnless(activeSide(b) === side && a.side === side, "CI 1.x Game Turns", say("ci.not-active", { side: a.side }));
  const id = blockNamed(b, side, name);
  if (id === undefined) throw new Refusal("CI 1.x Actions", coreSay("ci.not-your-block", { block: name }));
  const k = b.blocks[id]!;
  const cls = labelOf(b, id).class;
  refuseUnless(a.stage !== "assaults", "CI 9.x Assault Combat", say("ci.assaults-now"));
  refuseUnless(!["minefield"].includes(cls), "CI 7.x Mines", say("ci.cannot-act", { block: name, why: "a minefield never moves nor fires" }));
  refuseUnless(!k.acted, "CI 1.x Actions", say("ci.acted", { block: name }));
  if (a.stage === "hq-action") {
    refuseUnless(id === a.hq, "CI 4.x HQ Activation", say("ci.hq-only"));
  } else {
    refuseUnless(id !== a.hq, "CI 4.x HQ Activation", say("ci.hq-acts-last"));
    const bar = commandBar(ctx, id);
    if (bar) throw new Refusal(bar.rule, say("ci.not-commanded", { block: name, why: bar.why }));
  }
  const chq = a.stage === "commands" && labelOf(b, a.hq).rank === "chq";
  const weapon = a.stage === "commands" && !chq && isWeapon(b, id);
  ctx.emit({ type: "block-commanded", block: id, action, weapon, chq, rule: "CI 1.x Actions" });
  return id;
}
