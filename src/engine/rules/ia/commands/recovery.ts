import { refuseUnless } from "../../../core/refusal";
import { attemptRecovery } from "../morale";
import { flee } from "../morale/flee";
import { canAssist } from "../../series/morale/leader-help";
import { forceRemount } from "../cavalry/forced-remount";
import { movementAllowance } from "../movement/allowance";
import { chainAbove } from "../activation/chain";
import { leadersAt, unitsAt, type Activation, type IaLeader, type IaUnit } from "../state";
import { say } from "../text";
import { cite } from "../transport/rule";
import type { IaContext } from "./context";
import type { RecoveryCommand } from "./schema";

export type { RecoveryCommand };

/**
 * IA1 14.4, 3.13: an activated piece designated to move attempts recovery instead (a demoralized piece can do
 * nothing else, 14.3), helped if its owner wishes by the leader who activated it (6.62). A demoralized piece that
 * fails flees (14.31), under an entrenchment marker only if its owner chooses (16.33).
 */
export function recover(ctx: IaContext, c: RecoveryCommand): void {
  const b = ctx.state;
  const p = b.units.get(c.piece) ?? b.leaders.get(c.piece);
  // A piece lost this segment (a battery of the dead, 14.34; a deserter, 14.44) has left play (state/write.ts `removeW`).
  refuseUnless(p !== undefined, "IA1 14.4", say("recovery.no-piece", { id: c.piece }));
  const a = b.activation;
  const m = a?.pieces[c.piece];
  refuseUnless(a !== null && a.side === c.side && m !== undefined, "IA1 14.4", say("recovery.not-activated"));
  // IA1 16.41: one activated off the board has no hex to recover in.
  refuseUnless(p.hex !== null, "IA1 14.4", say("recovery.no-piece", { id: c.piece }));
  refuseUnless(m.action === "move", "IA1 3.13", say("recovery.not-movement"));
  refuseUnless(m.hexesEntered === 0 && !a.done.includes(c.piece) && !p.movedFired, "IA1 14.4", say("recovery.already-acted", { piece: p.name }));
  // IA1 14.12: in a hex, the leaders who are still to attempt recovery do so before units.
  const waiting = leadersAt(b, p.hex).filter((l) => l.id !== p.id && mayStillRecover(a, l));
  refuseUnless(!("kind" in p) || waiting.length === 0, "IA1 14.12", say("recovery.leaders-first", { leaders: waiting.map((l) => l.name).join(", ") }));
  const leader = recoveryHelper(ctx, p);
  if (a.current !== c.piece) ctx.emit({ type: "acting", piece: c.piece });
  const from = p.hex;
  const outcome = attemptRecovery(ctx, c.piece, leader);
  const joining = () => [...("kind" in p ? leadersFleeingWith(ctx, p.name, from) : []), ...unitsFleeingWith(ctx, p.id, from)];
  const fled = outcome.flees && (b.units.get(c.piece) ?? b.leaders.get(c.piece)) ? flee(ctx, c.piece, joining) : null;
  // IA1 14.3: units that fled with it are MOVED/FIRED once they finish fleeing.
  const units = (fled?.with ?? []).filter((id) => ctx.state.units.get(id)?.movedFired === false);
  if (units.length) ctx.emit({ type: "moved-fired", pieces: units, rule: "IA1 14.3" });
  // IA1 14.4, 6.65: the piece and its helping leader do nothing else this segment, nor those who fled with it.
  const over = [c.piece, ...(leader ? [leader] : []), ...(fled?.with ?? [])].filter((id, i, all) => ctx.state.activation?.pieces[id] && all.indexOf(id) === i);
  if (over.length) ctx.emit({ type: "movement-stopped", pieces: over, rule: "IA1 14.4, 6.65" });
}

/**
 * IA1 14.12, 14.4: a leader who may yet attempt recovery this segment: activated to move (recovery is a Movement
 * action, 3.13), not in good order, and not yet acted. A leader designated to fire never attempts it.
 */
function mayStillRecover(a: Activation, l: IaLeader): boolean {
  const m = a.pieces[l.id];
  return m !== undefined && m.action === "move" && l.status !== "good" && m.hexesEntered === 0 && !a.done.includes(l.id) && !l.movedFired;
}

/**
 * IA1 6.62 (IA2 6.63): an activated leader in the hex may flee with a demoralized unit that failed to recover — the
 * owner's choice, made as the flight begins; a disrupted leader who does becomes demoralized (voluntarily, 14.3), a
 * good-order leader stays so. Returns those who go: they move with the unit (morale/flee.ts).
 */
function leadersFleeingWith(ctx: IaContext, unit: string, from: number): string[] {
  const b = ctx.state;
  const a = b.activation!;
  const going: string[] = [];
  for (const l of leadersAt(b, from).filter((x) => a.pieces[x.id] && x.status !== "demoralized")) {
    const go = ctx.decide({
      id: `flee-with:${l.id}`,
      kind: "flee-with",
      side: l.side,
      prompt: say(l.status === "disrupted" ? "flee.with-leader-disrupted" : "flee.with-leader", { leader: l.name, unit }),
      options: [false, true],
      default: false,
      rule: b.edition === "IA1" ? "IA1 6.62" : "IA2 6.63",
    });
    if (!go) continue;
    if (l.status === "disrupted") ctx.emit({ type: "status-changed", piece: l.id, status: "demoralized", rule: "IA1 6.62, 14.3" });
    going.push(l.id);
  }
  return going;
}

/**
 * IA1 14.3 and Definitions (Demoralized); IA2 1.2: a unit may voluntarily become demoralized during its activation to
 * flee with a demoralized unit or leader of its hex that failed to recover — the owner's choice, made as the flight
 * begins, for each unit of the same activation there that could still move with it: designated to move (3.13), not
 * yet acted, not demoralized (a demoralized one attempts its own recovery, 14.4), not loaded on or carrying a transport
 * (they move together, 5.6), and not an artillery or mortar unit (a fleeing battery is abandoned, 14.34) or a unit
 * that cannot move. Those who go become demoralized (dismounted cavalry re-mounts, 15.52) and move with it (morale/flee.ts).
 */
function unitsFleeingWith(ctx: IaContext, fleeing: string, from: number): string[] {
  const b = ctx.state;
  const a = b.activation!;
  const name = (b.units.get(fleeing) ?? b.leaders.get(fleeing))!.name;
  const able = unitsAt(b, from).filter((u) => {
    const m = a.pieces[u.id];
    const ready = m?.action === "move" && m.hexesEntered === 0 && !a.done.includes(u.id) && !u.movedFired && u.id !== fleeing && u.status !== "demoralized";
    return ready && u.carrying === null && u.carriedBy === null && u.kind !== "ART" && u.kind !== "MORTAR" && movementAllowance(u) > 0;
  });
  const going: string[] = [];
  for (const u of able) {
    const go = ctx.decide({
      id: `join-flight:${u.id}`,
      kind: "join-flight",
      side: u.side,
      prompt: say("flee.join", { unit: u.name, piece: name }),
      options: [false, true],
      default: false,
      rule: cite(b, "14.3", "1.2"),
    });
    if (!go) continue;
    ctx.emit({ type: "status-changed", piece: u.id, status: "demoralized", rule: cite(b, "14.3", "1.2") });
    forceRemount(ctx, u.id);
    going.push(u.id);
  }
  return going;
}

/**
 * IA1 6.62, 6.65 (IA2 6.62, 6.66): the leader who helps the recovery, if any. In IA1 only the leader who activated the
 * piece may (in a chain, the lower-ranking leader's own modifier); IA2 6.62 lets the owner use a superior in the chain
 * instead. The chain is the segment's (3.2): a leader in it who has left play helps no one, but the superiors above him
 * still may. A helper is designated to move (helping is part of a Movement action, 3.13, and he takes no part in Fire
 * actions, 6.65), has not moved, reaches the piece (6.63) and has a modifier to add. MOVED/FIRED from a recovery in this
 * segment, his own or another's, does not stop him (6.62: "the units he activates"; 14.12). Helping ends his own action
 * (6.65), so the owner is asked (default: the largest modifier) unless every such leader has already given it up.
 */
function recoveryHelper(ctx: IaContext, p: IaUnit | IaLeader): string | null {
  const b = ctx.state;
  const a = b.activation!;
  const chain = chainAbove(a, p.id);
  const able = (b.edition === "IA1" ? chain.slice(0, 1) : chain).filter((id) => {
    const l = b.leaders.get(id);
    const m = a.pieces[id];
    return l !== undefined && m !== undefined && l.moraleBonus > 0 && m.action === "move" && m.hexesEntered === 0 && canAssist(ctx, l, p);
  });
  if (!able.length) return null;
  const best = [...able].sort((x, y) => b.leaders.get(y)!.moraleBonus - b.leaders.get(x)!.moraleBonus)[0]!;
  if (able.every((id) => b.leaders.get(id)!.movedFired)) return best;
  return ctx.decide<string | null>({
    id: `recovery-leader:${p.id}`,
    kind: "recovery-leader",
    side: a.side,
    prompt: say("recovery.choose-leader", { piece: p.name }),
    options: [...able, null],
    default: best,
    rule: cite(b, "6.62", "6.62"),
  });
}

export const recoveryHandlers = { recover: (ctx: IaContext, c: RecoveryCommand) => recover(ctx, c) };
