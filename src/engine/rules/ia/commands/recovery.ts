import { refuseUnless } from "../../../core/refusal";
import { attemptRecovery, flee } from "../morale";
import { helpsItsType } from "../morale/leader-help";
import { afterEntering } from "../movement/entering";
import { leadersAt } from "../state";
import { say } from "../text";
import type { IaContext } from "./context";
import type { RecoveryCommand } from "./schema";

export type { RecoveryCommand };

/**
 * IA1 14.4, 3.13: an activated piece designated to move attempts recovery instead (a demoralized piece can do
 * nothing else, 14.3), helped by the leader who activated it (6.62). A demoralized piece that fails flees (14.31),
 * under an entrenchment marker only if its owner chooses (16.33).
 */
export function recover(ctx: IaContext, c: RecoveryCommand): void {
  const b = ctx.state;
  const a = b.activation;
  const m = a?.pieces[c.piece];
  refuseUnless(a !== null && a.side === c.side && m !== undefined, "IA1 14.4", say("recovery.not-activated"));
  refuseUnless(m.action === "move", "IA1 3.13", say("recovery.not-movement"));
  const p = (b.units[c.piece] ?? b.leaders[c.piece])!;
  refuseUnless(m.hexesEntered === 0 && !a.done.includes(c.piece) && !p.movedFired, "IA1 14.4", say("recovery.already-acted", { piece: p.name }));
  // IA1 14.12: in a hex, leaders attempt recovery before units.
  const waiting = leadersAt(b, p.hex!).filter((l) => l.id !== p.id && a.pieces[l.id] && l.status !== "good" && !l.movedFired);
  refuseUnless(!("kind" in p) || waiting.length === 0, "IA1 14.12", say("recovery.leaders-first", { leaders: waiting.map((l) => l.name).join(", ") }));
  const leader = recoveryLeader(ctx, c.piece);
  if (a.current !== c.piece) ctx.emit({ type: "acting", piece: c.piece });
  const from = p.hex!;
  const outcome = attemptRecovery(ctx, c.piece, leader);
  if (outcome.flees && (b.units[c.piece] ?? b.leaders[c.piece])) {
    const fled = flee(ctx, c.piece);
    if ("kind" in p && fled.path.length && !fled.eliminated) leadersFleeWith(ctx, p.name, from, fled.path);
  }
  // IA1 14.4, 6.65: the piece and its helping leader do nothing else this segment.
  const over = [c.piece, ...(leader ? [leader] : [])].filter((id) => ctx.state.activation?.pieces[id]);
  ctx.emit({ type: "movement-stopped", pieces: over, rule: "IA1 14.4, 6.65" });
}

/**
 * IA1 6.62 (IA2 6.63): an activated leader in the hex may flee with a demoralized unit that failed to recover — the
 * owner's choice; a disrupted leader who does becomes demoralized (voluntarily, 14.3), a good-order leader stays so.
 */
function leadersFleeWith(ctx: IaContext, unit: string, from: number, path: readonly number[]): void {
  const b = ctx.state;
  const a = b.activation!;
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
    let at = from;
    for (const hex of path) {
      ctx.emit({ type: "piece-moved", piece: l.id, from: at, to: hex, rule: "IA1 6.62" });
      afterEntering(ctx, [b.leaders[l.id]!], hex);
      at = hex;
    }
  }
}

/**
 * The leader whose modifier helps (6.62): in IA1 the one who activated the piece (in a chain, the lower-ranking
 * leader's own modifier); IA2 6.62 lets the owner choose a superior in the chain instead (default: the larger modifier).
 */
function recoveryLeader(ctx: IaContext, piece: string): string | null {
  const a = ctx.state.activation!;
  const p = (ctx.state.units[piece] ?? ctx.state.leaders[piece])!;
  const chain: string[] = [];
  for (let l = a.pieces[piece]!.ledBy; l !== null && a.pieces[l] !== undefined && !chain.includes(l); l = a.pieces[l]!.ledBy) chain.push(l);
  // IA1 6.3, 6.65: a leader who has moved, fired or is MOVED/FIRED cannot assist.
  const able = chain.filter((l) => !ctx.state.leaders[l]!.movedFired && a.pieces[l]!.hexesEntered === 0 && helpsItsType(ctx.state.leaders[l]!, p));
  if (ctx.state.edition === "IA1") return able.includes(chain[0]!) ? chain[0]! : null;
  if (able.length <= 1) return able[0] ?? null;
  chain.splice(0, chain.length, ...able);
  const best = [...chain].sort((x, y) => ctx.state.leaders[y]!.moraleBonus - ctx.state.leaders[x]!.moraleBonus)[0]!;
  return ctx.decide({
    id: `recovery-leader:${piece}`,
    kind: "recovery-leader",
    side: a.side,
    prompt: say("recovery.choose-leader", { piece: (ctx.state.units[piece] ?? ctx.state.leaders[piece])!.name }),
    options: chain,
    default: best,
    rule: "IA2 6.62",
  });
}

export const recoveryHandlers = { recover: (ctx: IaContext, c: RecoveryCommand) => recover(ctx, c) };
