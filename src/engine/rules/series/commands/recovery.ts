import type { z } from "zod";
import { refuseUnless } from "../../../core/refusal";
import { PieceId } from "../../../data/schemas/common";
import { chainAbove } from "../activation/chain";
import type { SeriesContext } from "../context";
import type { ReducedBattle } from "../events/types";
import { flee } from "../morale/flee";
import { canAssist } from "../morale/leader-help";
import { attemptRecovery } from "../morale/recovery";
import type { LeaderOf, UnitOf } from "../rules/leadership";
import type { SeriesActivation } from "../state/battle";
import { command } from "./shapes";
import { leadersAt, unitsAt } from "../state/occupancy";

type Piece<B extends ReducedBattle> = UnitOf<B> | LeaderOf<B>;

/** `recover`: an activated piece attempts recovery (14.4). */
export const Recover = command("recover", { piece: PieceId });

export type RecoveryCommand = z.output<typeof Recover>;

/**
 * 14.4, 3.13: an activated piece designated to move attempts recovery instead (a demoralized piece can do nothing
 * else, 14.3), helped if its owner wishes by the leader who activated it (6.52). A demoralized piece that fails flees
 * (14.31), from an entrenchment only if its owner chooses.
 */
export function recover<B extends ReducedBattle>(ctx: SeriesContext<B>, c: RecoveryCommand): void {
  const { cite, say } = ctx.rules;
  const b = ctx.state;
  const p = (b.units.get(c.piece) ?? b.leaders.get(c.piece)) as Piece<B> | undefined;
  // A piece lost this segment (abandoned, 14.34; a deserter, 14.44) has left play.
  refuseUnless(p !== undefined, cite("14.4"), say("recovery.no-piece", { id: c.piece }));
  const a = b.activation;
  const m = a?.pieces[c.piece];
  refuseUnless(a !== null && a.side === c.side && m !== undefined, cite("14.4"), say("recovery.not-activated"));
  // 16.51: one activated off the board has no hex to recover in.
  refuseUnless(p.hex !== null, cite("14.4"), say("recovery.no-piece", { id: c.piece }));
  refuseUnless(m.action === "move", cite("3.13"), say("recovery.not-movement"));
  refuseUnless(m.hexesEntered === 0 && !a.done.includes(c.piece) && !p.movedFired, cite("14.4"), say("recovery.already-acted", { piece: p.name }));
  // 14.12: in a hex, the leaders who are still to attempt recovery do so before units.
  const waiting = leadersAt(b, p.hex).filter((l) => l.id !== p.id && mayStillRecover(a, l));
  refuseUnless(b.leaders.has(p.id) || waiting.length === 0, cite("14.12"), say("recovery.leaders-first", { leaders: waiting.map((l) => l.name).join(", ") }));
  const leader = recoveryHelper(ctx, p);
  if (a.current !== c.piece) ctx.emit({ type: "acting", piece: c.piece });
  const from = p.hex;
  const outcome = attemptRecovery(ctx, c.piece, leader);
  const joining = () => [...(b.leaders.has(p.id) ? [] : leadersFleeingWith(ctx, p.name, from)), ...unitsFleeingWith(ctx, p.id, from)];
  const fled = outcome.flees && (b.units.get(c.piece) ?? b.leaders.get(c.piece)) ? flee(ctx, c.piece, joining) : null;
  // 14.3: units that fled with it are MOVED/FIRED once they finish fleeing.
  const units = (fled?.with ?? []).filter((id) => ctx.state.units.get(id)?.movedFired === false);
  if (units.length) ctx.emit({ type: "moved-fired", pieces: units, rule: cite("14.3") });
  // 14.4, 6.55: the piece and its helping leader do nothing else this segment, nor those who fled with it.
  const over = [c.piece, ...(leader ? [leader] : []), ...(fled?.with ?? [])].filter((id, i, all) => ctx.state.activation?.pieces[id] && all.indexOf(id) === i);
  if (over.length) ctx.emit({ type: "movement-stopped", pieces: over, rule: cite("14.4", "6.55") });
}

/**
 * 14.12, 14.4: a leader who may yet attempt recovery this segment: activated to move (recovery is a Movement action,
 * 3.13), not in good order, and not yet acted. A leader designated to fire never attempts it.
 */
function mayStillRecover(a: SeriesActivation, l: { readonly id: string; readonly status: string; readonly movedFired: boolean }): boolean {
  const m = a.pieces[l.id];
  return m !== undefined && m.action === "move" && l.status !== "good" && m.hexesEntered === 0 && !a.done.includes(l.id) && !l.movedFired;
}

/**
 * 6.52: an activated leader in the hex may flee with a demoralized unit that failed to recover — the owner's choice,
 * made as the flight begins; a disrupted leader who does becomes demoralized (voluntarily, 14.3), a good-order leader
 * stays so. Returns those who go: they move with the unit (morale/flee.ts).
 */
function leadersFleeingWith<B extends ReducedBattle>(ctx: SeriesContext<B>, unit: string, from: number): string[] {
  const { cite, say } = ctx.rules;
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
      rule: cite("6.52 (flee)"),
    });
    if (!go) continue;
    if (l.status === "disrupted") ctx.emit({ type: "status-changed", piece: l.id, status: "demoralized", rule: cite("6.52", "14.3") });
    going.push(l.id);
  }
  return going;
}

/**
 * 14.3 and Definitions (Demoralized): a unit may voluntarily become demoralized during its activation to flee with a
 * demoralized unit or leader of its hex that failed to recover — the owner's choice, made as the flight begins, for
 * each unit of the same activation there that could still move with it: designated to move (3.13), not yet acted, not
 * demoralized (a demoralized one attempts its own recovery, 14.4), not loaded on or carrying a transport (they move
 * together, 5.6), not one abandoned when fleeing (14.34) and able to move. Those who go become demoralized (with what
 * follows, `morale.statusChanged`) and move with it (morale/flee.ts).
 */
function unitsFleeingWith<B extends ReducedBattle>(ctx: SeriesContext<B>, fleeing: string, from: number): string[] {
  const { cite, say, recovery } = ctx.rules;
  const b = ctx.state;
  const a = b.activation!;
  const name = (b.units.get(fleeing) ?? b.leaders.get(fleeing))!.name;
  const able = (unitsAt(b, from) as UnitOf<B>[]).filter((u) => {
    const m = a.pieces[u.id];
    const ready = m?.action === "move" && m.hexesEntered === 0 && !a.done.includes(u.id) && !u.movedFired && u.id !== fleeing && u.status !== "demoralized";
    return ready && u.carrying === null && u.carriedBy === null && !recovery.abandonedWhenFleeing(u) && recovery.allowance(u) > 0;
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
      rule: cite("14.3 (join)"),
    });
    if (!go) continue;
    ctx.emit({ type: "status-changed", piece: u.id, status: "demoralized", rule: cite("14.3 (join)") });
    ctx.rules.morale.statusChanged(ctx, u, "demoralized");
    going.push(u.id);
  }
  return going;
}

/**
 * 6.52, 6.55: the leader who helps the recovery, if any: one of `recovery.recoveryHelpers` of the segment's chain (3.2:
 * a leader in it who has left play helps no one, but the superiors above him still may). A helper is designated to
 * move (helping is part of a Movement action, 3.13, and he takes no part in Fire actions, 6.55), has not moved, may
 * help the piece (6.53, `canAssist`) and has a modifier to add. MOVED/FIRED from a recovery in this segment, his own or
 * another's, does not stop him (6.52: "the units he activates"; 14.12). Helping ends his own action (6.55), so the
 * owner is asked (default: the largest modifier) unless every such leader has already given it up.
 */
function recoveryHelper<B extends ReducedBattle>(ctx: SeriesContext<B>, p: Piece<B>): string | null {
  const b = ctx.state;
  const a = b.activation!;
  const able = ctx.rules.recovery.recoveryHelpers(b, chainAbove(a, p.id)).filter((id) => {
    const l = b.leaders.get(id) as LeaderOf<B> | undefined;
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
    prompt: ctx.rules.say("recovery.choose-leader", { piece: p.name }),
    options: [...able, null],
    default: best,
    rule: ctx.rules.cite("6.52 (choice)"),
  });
}

export const recoveryHandlers = { recover: <B extends ReducedBattle>(ctx: SeriesContext<B>, c: RecoveryCommand) => recover(ctx, c) };
