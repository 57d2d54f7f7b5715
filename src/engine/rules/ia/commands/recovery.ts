import { refuseUnless } from "../../../core/refusal";
import { attemptRecovery, flee } from "../morale";
import type { IaContext } from "./context";

export type RecoveryCommand = { readonly type: "recover"; readonly side: string; readonly piece: string };

/**
 * IA1 14.4, 3.13: an activated piece designated to move attempts recovery instead (a demoralized piece can do
 * nothing else, 14.3), helped by the leader who activated it (6.62). A demoralized piece that fails flees (14.31).
 */
export function recover(ctx: IaContext, c: RecoveryCommand): void {
  const b = ctx.state;
  const a = b.activation;
  const m = a?.pieces[c.piece];
  refuseUnless(a !== null && a.side === c.side && m !== undefined, "IA1 14.4", "recovery is attempted by a piece activated this segment");
  refuseUnless(m.action === "move", "IA1 3.13", "attempting recovery is a Movement action");
  refuseUnless(m.hexesEntered === 0 && !a.done.includes(c.piece), "IA1 14.4", "a piece that attempts recovery does nothing else that segment");
  const leader = recoveryLeader(ctx, c.piece);
  if (a.current !== c.piece) ctx.emit({ type: "acting", piece: c.piece });
  const outcome = attemptRecovery(ctx, c.piece, leader);
  if (outcome.mustFlee && (b.units[c.piece] ?? b.leaders[c.piece])) flee(ctx, c.piece);
}

/**
 * The leader whose modifier helps (6.62): in IA1 the one who activated the piece (in a chain, the lower-ranking
 * leader's own modifier); IA2 6.62 lets the owner choose a superior in the chain instead (default: the larger modifier).
 */
function recoveryLeader(ctx: IaContext, piece: string): string | null {
  const a = ctx.state.activation!;
  const chain: string[] = [];
  for (let l = a.pieces[piece]!.ledBy; l !== null && a.pieces[l] !== undefined && !chain.includes(l); l = a.pieces[l]!.ledBy) chain.push(l);
  if (ctx.state.edition === "IA1" || chain.length <= 1) return chain[0] ?? null;
  const best = [...chain].sort((x, y) => ctx.state.leaders[y]!.moraleBonus - ctx.state.leaders[x]!.moraleBonus)[0]!;
  return ctx.decide({
    id: `recovery-leader:${piece}`,
    kind: "recovery-leader",
    side: a.side,
    prompt: `Whose morale modifier helps ${(ctx.state.units[piece] ?? ctx.state.leaders[piece])!.name} recover?`,
    options: chain,
    default: best,
    rule: "IA2 6.62",
  });
}

export const recoveryHandlers = { recover: (ctx: IaContext, c: RecoveryCommand) => recover(ctx, c) };
