import { refuseUnless } from "../../../core/refusal";
import { activationScope, type ActivationRoot } from "../activation/scope";
import { piece } from "../events";
import type { IaContext } from "./context";
import { endSegment } from "./sequence";

export type ActivationCommand =
  | {
      readonly type: "activate";
      readonly side: string;
      readonly root: ActivationRoot;
      /** Every piece taking part and its action, designated before any acts (IA1 3.13). */
      readonly pieces: Readonly<Record<string, "move" | "fire">>;
    }
  | { readonly type: "end-activation"; readonly side: string };

/** IA1 3.1–3.3, 3.13: start an action segment: who activates, through whom, and who moves or fires. */
export function activate(ctx: IaContext, c: Extract<ActivationCommand, { type: "activate" }>): void {
  const b = ctx.state;
  refuseUnless(b.phase === "action" && b.impulses !== null, "IA1 3.1", "units activate in action segments of the Action Phase");
  refuseUnless(b.impulses.active === c.side, "IA1 3.0 C", `it is ${b.impulses.active}'s action segment`);
  refuseUnless(b.activation === null, "IA1 3.1", "an action segment is already under way: end it first");
  const ids = Object.keys(c.pieces);
  refuseUnless(ids.length > 0, "IA1 3.1", "an action segment activates at least one unit or leader (or passes)");
  const scope = activationScope(b, ctx.map, c.side, c.root);
  for (const id of ids) {
    const p = b.units[id] ?? b.leaders[id];
    refuseUnless(p !== undefined && p.side === c.side && p.hex !== null, "IA1 3.1", `${id} is not a piece of ${c.side} on the map`);
    refuseUnless(scope.has(id), "IA1 3.12, 3.2", `${p.name} cannot be activated through this ${describe(c.root)}`);
    refuseUnless(!p.movedFired, "IA1 3.3", `${p.name} has already activated this turn (MOVED/FIRED)`);
    refuseUnless(!("oppFire" in p && p.oppFire), "IA1 3.14", `${p.name} took opportunity fire and may not activate in its own segments`);
    // IA1 14.3: a demoralized piece can only attempt recovery, a Movement action (3.13).
    refuseUnless(p.status !== "demoralized" || c.pieces[id] === "move", "IA1 14.3, 3.13", `${p.name} is demoralized: it may only attempt recovery (a Movement action)`);
  }
  ctx.emit({
    type: "activated",
    side: c.side,
    pieces: Object.fromEntries(ids.map((id) => [id, { action: c.pieces[id]!, ledBy: scope.get(id) ?? null }])),
  });
}

/** IA1 3.13, 3.3: when the activated pieces are done, they get MOVED/FIRED and the segment ends. */
export function endActivation(ctx: IaContext, side: string): void {
  const a = ctx.state.activation;
  refuseUnless(a !== null && a.side === side, "IA1 3.1", "no action segment of yours is under way");
  const marked = Object.keys(a.pieces).filter((id) => (ctx.state.units[id] ?? ctx.state.leaders[id]) && !piece(ctx.state, id).movedFired);
  if (marked.length) ctx.emit({ type: "moved-fired", pieces: marked, rule: "IA1 3.13" });
  ctx.emit({ type: "activation-ended", side });
  endSegment(ctx, side, false);
}

const describe = (root: ActivationRoot): string => ("piece" in root ? "self-activation" : "leader" in root ? "leader's activation" : "stack activation");

export const activationHandlers = {
  activate: (ctx: IaContext, c: Extract<ActivationCommand, { type: "activate" }>) => activate(ctx, c),
  "end-activation": (ctx: IaContext, c: Extract<ActivationCommand, { type: "end-activation" }>) => endActivation(ctx, c.side),
};
