import type { IaContext } from "../commands/context";
import { asTarget, sightFor } from "../commands/sight";
import type { IaEvent } from "../events";
import type { IaLeader, IaUnit } from "../state";
import { piecesShown } from "./event-pieces";

const RULE = "IA1 16.5";

/**
 * IA1 16.5: a hidden piece that moves, fires or takes part in fire, or is hit, is placed on the board. Every procedure
 * emits through this: before an event that shows a hidden piece (view/event-pieces.ts), the piece — and a transport's
 * cargo with it — is revealed, so no side ever sees an event about a piece it does not know.
 */
export function revealing(ctx: IaContext): IaContext {
  const emit = (e: IaEvent): void => {
    const b = ctx.state;
    const shown = new Set(piecesShown(e));
    for (const id of [...shown]) {
      const cargo = b.units[id]?.carrying;
      if (cargo) shown.add(cargo);
    }
    const hidden = [...shown].filter((id) => (b.units[id] ?? b.leaders[id])?.hidden);
    if (hidden.length) {
      ctx.emit({ type: "revealed", pieces: hidden, rule: RULE });
      ctx.reveal();
    }
    ctx.emit(e);
  };
  return { ...ctx, emit };
}

/**
 * IA1 16.5: "a hidden unit or leader … must be placed on the board if an enemy unit or leader is able to spot it" — checked
 * after every command, against every enemy unit and leader on the map (whatever changed: a move, smoke, the light).
 */
export function revealSpottedHidden(ctx: IaContext): void {
  const b = ctx.state;
  const hidden: (IaUnit | IaLeader)[] = [];
  for (const id in b.units) if (b.units[id]!.hidden && b.units[id]!.hex !== null && b.units[id]!.carriedBy === null) hidden.push(b.units[id]!);
  for (const id in b.leaders) if (b.leaders[id]!.hidden && b.leaders[id]!.hex !== null) hidden.push(b.leaders[id]!);
  if (!hidden.length) return;
  const pieces = [...Object.values(b.units), ...Object.values(b.leaders)].filter((p) => p.hex !== null);
  const sight = sightFor(ctx);
  const found = hidden.filter((h) => sight.spottersOf(asTarget(h), pieces.filter((p) => p.side !== h.side).map((p) => ({ hex: p.hex! }))).length > 0);
  if (!found.length) return;
  const cargo = found.flatMap((p) => (p.id in b.units && b.units[p.id]!.carrying ? [b.units[p.id]!.carrying!] : []));
  ctx.emit({ type: "revealed", pieces: [...found.map((p) => p.id), ...cargo.filter((id) => b.units[id]?.hidden)], rule: RULE });
  ctx.reveal();
}
