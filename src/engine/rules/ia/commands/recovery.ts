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
  const leader = m.ledBy !== null && a.pieces[m.ledBy] !== undefined ? m.ledBy : null;
  if (a.current !== c.piece) ctx.emit({ type: "acting", piece: c.piece });
  const outcome = attemptRecovery(ctx, c.piece, leader);
  if (outcome.mustFlee && (b.units[c.piece] ?? b.leaders[c.piece])) flee(ctx, c.piece);
}

export const recoveryHandlers = { recover: (ctx: IaContext, c: RecoveryCommand) => recover(ctx, c) };
