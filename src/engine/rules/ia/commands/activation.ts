import { refuseUnless } from "../../../core/refusal";
import { activationScope, type ActivationRoot } from "../activation/scope";
import { decapitated } from "../morale";
import { baseMorale, rollAgainst, tableModifier } from "../morale/morale-values";
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
  let scope = activationScope(b, ctx.map, c.side, c.root);
  for (const id of ids) {
    const p = b.units[id] ?? b.leaders[id];
    refuseUnless(p !== undefined && p.side === c.side && p.hex !== null, "IA1 3.1", `${id} is not a piece of ${c.side} on the map`);
    refuseUnless(scope.has(id), "IA1 3.12, 3.2", `${p.name} cannot be activated through this ${describe(c.root)}`);
    refuseUnless(!p.movedFired, "IA1 3.3", `${p.name} has already activated this turn (MOVED/FIRED)`);
    refuseUnless(!("oppFire" in p && p.oppFire), "IA1 3.14", `${p.name} took opportunity fire and may not activate in its own segments`);
    // IA1 14.3: a demoralized piece can only attempt recovery, a Movement action (3.13).
    refuseUnless(p.status !== "demoralized" || c.pieces[id] === "move", "IA1 14.3, 3.13", `${p.name} is demoralized: it may only attempt recovery (a Movement action)`);
  }
  // IA1 6.72: after decapitation, leaders of the fallen leader's type must pass a morale check to activate.
  const failed = decapitationChecks(ctx, c.side, ids.filter((id) => id in b.leaders));
  if (failed.length) scope = activationScope(b, ctx.map, c.side, c.root);
  const active = ids.filter((id) => !failed.includes(id) && scope.has(id));
  if (!active.length) return endSegment(ctx, c.side, false);
  // IA1 3.13: the leaders directing the activated pieces take part too (and are marked MOVED/FIRED with them).
  const directing = new Set<string>();
  for (const id of active) for (let l = scope.get(id) ?? null; l !== null && !directing.has(l); l = scope.get(l) ?? null) directing.add(l);
  const all = [...active, ...[...directing].filter((l) => !active.includes(l))];
  ctx.emit({
    type: "activated",
    side: c.side,
    pieces: Object.fromEntries(all.map((id) => [id, { action: c.pieces[id] ?? "move", ledBy: scope.get(id) ?? null }])),
  });
}

/**
 * IA1 6.72: each leader of a decapitated type rolls 2d6 against his morale to activate; on a failure he is marked
 * MOVED/FIRED at once and activates nobody (those he would have reached stay inactive). Returns the failed leaders.
 */
function decapitationChecks(ctx: IaContext, side: string, leaders: readonly string[]): string[] {
  const failed: string[] = [];
  for (const id of [...leaders].sort((x, y) => ctx.state.leaders[y]!.rank - ctx.state.leaders[x]!.rank)) {
    const l = ctx.state.leaders[id]!;
    if (!decapitated(ctx.state, side, l.leaderType)) continue;
    const check = rollAgainst(ctx, "check", `activation:${id}`, [baseMorale(ctx.state, l), ...(l.status === "demoralized" ? [tableModifier("demoralized")] : [])]);
    ctx.emit({ type: "activation-checked", leader: id, passed: check.passed, roll: check.roll, target: check.target, rule: "IA1 6.72" });
    if (!check.passed) {
      ctx.emit({ type: "moved-fired", pieces: [id], rule: "IA1 6.72" });
      failed.push(id);
    }
  }
  return failed;
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
