import { refuseUnless } from "../../../core/refusal";
import { activationScope } from "../activation/scope";
import { decapitated } from "../morale";
import { baseMorale, rollAgainst, tableModifier } from "../morale/morale-values";
import { piece } from "../events";
import type { IaBattle } from "../state";
import { say, type IaTextCode } from "../text";
import type { IaContext } from "./context";
import { endSegment } from "./sequence";

import type { ActivationCommand, ActivationRoot } from "./schema";

export type { ActivationCommand };

/** IA1 3.1–3.3, 3.13: start an action segment: who activates, through whom, and who moves or fires. */
export function activate(ctx: IaContext, c: Extract<ActivationCommand, { type: "activate" }>): void {
  const b = ctx.state;
  refuseUnless(b.phase === "action" && b.impulses !== null, "IA1 3.1", say("activation.not-action-phase"));
  refuseUnless(b.impulses.active === c.side, "IA1 3.0 C", say("sequence.not-your-segment", { side: b.impulses.active }));
  refuseUnless(b.activation === null, "IA1 3.1", say("activation.under-way"));
  const ids = Object.keys(c.pieces);
  refuseUnless(ids.length > 0, "IA1 3.1", say("activation.nobody"));
  let scope = activationScope(b, ctx.map, c.side, c.root);
  for (const id of ids) {
    const p = b.units[id] ?? b.leaders[id];
    refuseUnless(p !== undefined && p.side === c.side && p.hex !== null, "IA1 3.1", say("activation.not-your-piece", { id, side: c.side }));
    refuseUnless(scope.has(id), "IA1 3.12, 3.2", say(outOfScope(c.root), { piece: p.name }));
    refuseUnless(!p.movedFired, "IA1 3.3", say("activation.moved-fired", { piece: p.name }));
    refuseUnless(!("oppFire" in p && p.oppFire), "IA1 3.14", say("activation.opportunity-fired", { piece: p.name }));
    // IA1 14.3: a demoralized piece can only attempt recovery, a Movement action (3.13).
    refuseUnless(p.status !== "demoralized" || c.pieces[id] === "move", "IA1 14.3, 3.13", say("activation.demoralized", { piece: p.name }));
  }
  // IA1 6.72: after decapitation, every leader taking part must pass a morale check to activate, seniors first.
  const checked = new Set<string>();
  const failed: string[] = [];
  for (;;) {
    const next = involvedLeaders(b, scope, ids)
      .filter((l) => !checked.has(l) && decapitated(b, c.side, b.leaders[l]!.leaderType))
      .sort((x, y) => b.leaders[y]!.rank - b.leaders[x]!.rank)[0];
    if (next === undefined) break;
    checked.add(next);
    if (!passesActivationCheck(ctx, next)) {
      failed.push(next);
      scope = activationScope(b, ctx.map, c.side, c.root);
    }
  }
  const active = ids.filter((id) => !failed.includes(id) && scope.has(id));
  if (!active.length) return endSegment(ctx, c.side, false);
  // IA1 3.13: the leaders directing the activated pieces take part too (and are marked MOVED/FIRED with them).
  const all = [...active, ...involvedLeaders(b, scope, active).filter((l) => !active.includes(l))];
  ctx.emit({
    type: "activated",
    side: c.side,
    pieces: Object.fromEntries(all.map((id) => [id, { action: c.pieces[id] ?? "move", ledBy: scope.get(id) ?? null }])),
  });
}

/** The requested leaders and every leader through whom a requested piece is reached (IA1 3.2; chains go up in rank). */
function involvedLeaders(b: IaBattle, scope: ReadonlyMap<string, string | null>, ids: readonly string[]): string[] {
  const out = new Set<string>();
  for (const id of ids) {
    if (!scope.has(id)) continue;
    if (b.leaders[id]) out.add(id);
    for (let l = scope.get(id) ?? null; l !== null; l = scope.get(l) ?? null) out.add(l);
  }
  return [...out];
}

/**
 * IA1 6.72: a leader of a decapitated type rolls 2d6 against his morale to activate; on a failure he is marked
 * MOVED/FIRED at once and activates nobody (those he would have reached stay inactive).
 */
function passesActivationCheck(ctx: IaContext, id: string): boolean {
  const l = ctx.state.leaders[id]!;
  const check = rollAgainst(ctx, "check", `activation:${id}`, [baseMorale(ctx.state, l), ...(l.status === "demoralized" ? [tableModifier("demoralized")] : [])]);
  ctx.emit({ type: "activation-checked", leader: id, passed: check.passed, roll: check.roll, target: check.target, rule: "IA1 6.72" });
  if (!check.passed) ctx.emit({ type: "moved-fired", pieces: [id], rule: "IA1 6.72" });
  return check.passed;
}

/** IA1 3.13, 3.3: when the activated pieces are done, they get MOVED/FIRED and the segment ends. */
export function endActivation(ctx: IaContext, side: string): void {
  const a = ctx.state.activation;
  refuseUnless(a !== null && a.side === side, "IA1 3.1", say("activation.none-under-way"));
  // IA1 14.3, 14.42: an activated demoralized piece must attempt recovery (which marks it MOVED/FIRED).
  const owing = Object.keys(a.pieces)
    .map((id) => ctx.state.units[id] ?? ctx.state.leaders[id])
    .filter((p) => p !== undefined && p.status === "demoralized" && !p.movedFired);
  refuseUnless(owing.length === 0, "IA1 14.42", say("activation.recovery-owed", { pieces: owing.map((p) => p!.name).join(", ") }));
  const marked = Object.keys(a.pieces).filter((id) => (ctx.state.units[id] ?? ctx.state.leaders[id]) && !piece(ctx.state, id).movedFired);
  if (marked.length) ctx.emit({ type: "moved-fired", pieces: marked, rule: "IA1 3.13" });
  ctx.emit({ type: "activation-ended", side });
  endSegment(ctx, side, false);
}

const outOfScope = (root: ActivationRoot): IaTextCode =>
  "piece" in root ? "activation.out-of-scope.self" : "leader" in root ? "activation.out-of-scope.leader" : "activation.out-of-scope.stack";

export const activationHandlers = {
  activate: (ctx: IaContext, c: Extract<ActivationCommand, { type: "activate" }>) => activate(ctx, c),
  "end-activation": (ctx: IaContext, c: Extract<ActivationCommand, { type: "end-activation" }>) => endActivation(ctx, c.side),
};
