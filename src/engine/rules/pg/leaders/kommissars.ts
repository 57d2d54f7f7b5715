import { refuseUnless } from "../../../core/refusal";
import type { TraceEntry } from "../../../core/trace";
import { recover, type RecoveryCommand } from "../../series/commands/recovery";
import { flee } from "../../series/morale/flee";
import { leaderCasualties } from "../../series/morale/leader-casualties";
import { rollAgainst, tableModifier } from "../../series/morale/morale-values";
import { tracedBy } from "../../series/text";
import type { PgContext } from "../commands/context";
import { leadersAt, type PgBattle, type PgLeader, type PgUnit } from "../state";
import { say } from "../text";

/**
 * A Kommissar who may help demoralized unit `u` recover now (PG 6.62, 6.64): a KOM of its side activated this segment
 * to move who began it in the unit's hex and has not moved, and is not demoralized. A KOM helps no leader (6.6).
 */
export function kommissarFor(b: PgBattle, u: PgUnit): PgLeader | null {
  const a = b.activation;
  if (a === null || u.hex === null || u.status !== "demoralized") return null;
  return (
    leadersAt(b, u.hex).find((l) => {
      const m = a.pieces[l.id];
      return l.kind === "kommissar" && l.side === u.side && l.status !== "demoralized" && m?.action === "move" && m.hexesEntered === 0 && (m.start ?? l.hex) === u.hex;
    }) ?? null
  );
}

/**
 * PG 6.65: a KOM in demoralized unit `u`'s hex who must still be activated to help it this turn: not demoralized (6.64),
 * not yet MOVED/FIRED, and not among the segment's pieces (then he helps now, `kommissarFor`).
 */
function kommissarOwed(b: PgBattle, u: PgUnit): PgLeader | undefined {
  if (u.hex === null || u.status !== "demoralized") return undefined;
  return leadersAt(b, u.hex).find((l) => l.kind === "kommissar" && l.side === u.side && l.status !== "demoralized" && !l.movedFired && b.activation?.pieces[l.id] === undefined);
}

/**
 * PG 14.4 with Kommissars (6.6–6.65): a demoralized unit a KOM can help recovers with him; one whose hex holds a KOM still
 * to be activated waits for him (6.65: "he must at some point in the turn be activated and assist the unit"); every
 * other attempt is the series' recovery.
 */
export function pgRecover(ctx: PgContext, c: RecoveryCommand): void {
  const u = ctx.state.units.get(c.piece);
  if (u === undefined || u.side !== c.side) return recover(ctx, c);
  const owed = kommissarOwed(ctx.state, u);
  refuseUnless(owed === undefined, "PG 6.65", say("kommissar.owed", { unit: u.name, kommissar: owed?.name ?? "" }));
  const kom = kommissarFor(ctx.state, u);
  if (kom === null) return recover(ctx, c);
  kommissarRecovery(ctx, u, kom);
}

/**
 * PG 6.62–6.64 (issue 18 ruling A37): the unit rolls 2d6 below the KOM's morale, less 1 as it is demoralized (14.3),
 * plus 1 in a town or entrenchment (14.45), with no leader's modifier. Success (an unmodified 2 always succeeds)
 * restores it to good order; failure (an unmodified 12 is no more) costs it a step and it stays demoralized, then flees
 * with the KOM (6.63, 14.31; from an entrenchment only if its owner chooses). Both are MOVED/FIRED (14.4, 6.55).
 */
function kommissarRecovery(ctx: PgContext, u: PgUnit, kom: PgLeader): void {
  const b = ctx.state;
  const a = b.activation!;
  const m = a.pieces[u.id];
  refuseUnless(m !== undefined, "PG 14.4", say("recovery.not-activated"));
  refuseUnless(m.action === "move", "PG 3.13", say("recovery.not-movement"));
  refuseUnless(m.hexesEntered === 0 && !a.done.includes(u.id) && !u.movedFired, "PG 14.4", say("recovery.already-acted", { piece: u.name }));
  const hex = u.hex!;
  // PG 14.12: the leaders in the hex still to attempt recovery this segment go first.
  const waiting = leadersAt(b, hex).filter((l) => {
    const lm = a.pieces[l.id];
    return lm?.action === "move" && l.status !== "good" && lm.hexesEntered === 0 && !a.done.includes(l.id) && !l.movedFired;
  });
  refuseUnless(waiting.length === 0, "PG 14.12", say("recovery.leaders-first", { leaders: waiting.map((l) => l.name).join(", ") }));
  if (a.current !== u.id) ctx.emit({ type: "acting", piece: u.id });
  const entrenched = ctx.rules.recovery.entrenched(b, u);
  const rating: TraceEntry[] = [tracedBy(say, "kommissar.morale", kom.morale, { kommissar: kom.name }, "PG 6.62"), tableModifier(ctx, "demoralized")];
  if (entrenched || ctx.map.terrainAt(hex).includes("town")) rating.push(tableModifier(ctx, "entrenchment-or-town"));
  const check = rollAgainst(ctx, "recovery", `recovery:${u.id}`, rating);
  const recovered = check.passed || check.roll.total === 2;
  ctx.emit({ type: "recovery-attempted", piece: u.id, leader: kom.id, outcome: recovered ? "good-order" : "step-loss", rule: "PG 6.63", ...check });
  if (recovered) {
    ctx.emit({ type: "status-changed", piece: u.id, status: "good", rule: "PG 6.63" });
    ctx.rules.morale.statusChanged(ctx, u, "good");
  } else {
    ctx.emit({ type: "steps-lost", unit: u.id, steps: 1, rule: "PG 6.63" });
    // PG 6.7 (ruling A33): the leaders in the hex roll for casualties after the step loss.
    leaderCasualties(ctx, hex, 1, u.side);
  }
  const marked = [u.id, kom.id].filter((id) => (b.units.get(id) ?? b.leaders.get(id))?.movedFired === false);
  if (marked.length) ctx.emit({ type: "moved-fired", pieces: marked, rule: "PG 14.4, 6.55" });
  const stays = () =>
    entrenched &&
    !ctx.decide({ id: `flee-entrenched:${u.id}`, kind: "flee-entrenched", side: u.side, prompt: say("flee.entrenched", { piece: u.name }), options: [true, false], default: false, rule: "PG 14.31" });
  // PG 6.63: "the KOM must move with it" (if he is still in play).
  const fled = !recovered && b.units.has(u.id) && !stays() ? flee(ctx, u.id, () => (b.leaders.has(kom.id) ? [kom.id] : [])) : null;
  const over = [u.id, kom.id, ...(fled?.with ?? [])].filter((id, i, all) => ctx.state.activation?.pieces[id] && all.indexOf(id) === i && (b.units.has(id) || b.leaders.has(id)));
  if (over.length) ctx.emit({ type: "movement-stopped", pieces: over, rule: "PG 14.4, 6.55" });
}
