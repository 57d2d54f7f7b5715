import { refuseUnless } from "../../../core/refusal";
import { neighbour } from "../../../hex";
import { effectiveInitiative } from "../morale";
import type { IaLeader, IaUnit } from "../state";
import { say } from "../text";
import type { IaContext } from "./context";
import type { SequenceCommand } from "./schema";

export type { SequenceCommand };

/** IA1 3.0 A: segments = half the difference, "1/2 up to 1, 1.5 down to 1, 2.5 down to 2". */
export const initiativeSegments = (difference: number): number => Math.max(1, Math.floor(difference / 2));

/** IA1 3.0 A: each side rolls 1d6 + initiative (6.72: less two after decapitation); ties are rolled again. Then the bombardment phase, then action. */
export function rollInitiative(ctx: IaContext): void {
  const b = ctx.state;
  refuseUnless(b.phase === "initiative", "IA1 3.0", say("sequence.initiative-phase", { phase: b.phase }));
  for (;;) {
    const rolls = b.sides.map((s) => {
      const roll = ctx.roll(1, 6, `initiative:${s.id}`);
      return { side: s.id, roll, total: roll.total + effectiveInitiative(b, s.id) };
    });
    const [x, y] = rolls as [(typeof rolls)[0], (typeof rolls)[0]];
    ctx.emit({ type: "initiative-rolled", rolls, tie: x.total === y.total });
    if (x.total === y.total) continue;
    const [win, lose] = x.total > y.total ? [x, y] : [y, x];
    ctx.emit({ type: "initiative-won", winner: win.side, segments: initiativeSegments(win.total - lose.total), rolls });
    break;
  }
  // IA1 3.0 B: the bombardment phase resolves Planned Fire (the artillery rules, 9.x, plug in here).
  ctx.emit({ type: "phase-began", phase: "bombardment" });
  ctx.emit({ type: "phase-began", phase: "action" });
}

/** IA1 3.0 C: a player may pass unless he has demoralized units or leaders that have not activated. */
export function pass(ctx: IaContext, side: string): void {
  const b = ctx.state;
  refuseUnless(b.phase === "action" && b.impulses !== null, "IA1 3.0 C", say("sequence.pass-not-action-phase"));
  refuseUnless(b.impulses.active === side, "IA1 3.0 C", say("sequence.not-your-segment", { side: b.impulses.active }));
  refuseUnless(b.activation === null, "IA1 3.1", say("sequence.pass-under-way"));
  const waiting: (IaUnit | IaLeader)[] = [];
  for (const pieces of [b.units, b.leaders])
    for (const p of pieces.values()) if (p.side === side && p.hex !== null && p.status === "demoralized" && !p.movedFired) waiting.push(p);
  refuseUnless(
    waiting.length === 0,
    "IA1 3.0 C",
    say("sequence.pass-demoralized", { pieces: waiting.map((p) => p.name).join(", ") }),
  );
  endSegment(ctx, side, true);
}

/** Ends the active side's segment; two passes in a row end the action phase and the turn (IA1 3.0 C). */
export function endSegment(ctx: IaContext, side: string, passed: boolean): void {
  ctx.emit({ type: "segment-ended", side, passed });
  if (ctx.state.impulses!.over) endTurn(ctx);
}

/** IA1 3.0 D: remove MOVED/FIRED and Opportunity Fire markers, roll for smoke (16.13), then the next turn. */
function endTurn(ctx: IaContext): void {
  const b = ctx.state;
  ctx.emit({ type: "phase-began", phase: "marker-removal" });
  const marked: string[] = [];
  for (const u of b.units.values()) if (u.movedFired || u.oppFire) marked.push(u.id);
  for (const l of b.leaders.values()) if (l.movedFired || l.oppFireWith) marked.push(l.id);
  ctx.emit({ type: "markers-removed", pieces: marked });
  for (const hex of [...b.smoke]) disperseSmoke(ctx, hex);
  if (b.turn >= b.lastTurn) ctx.emit({ type: "phase-began", phase: "over" });
  else {
    ctx.emit({ type: "turn-began", turn: b.turn + 1 });
    ctx.emit({ type: "phase-began", phase: "initiative" });
  }
}

/** IA1 16.13: 1 the smoke stays, 2 it drifts one hex (a second die on the scatter diagram), 3–6 it is removed. */
function disperseSmoke(ctx: IaContext, hex: number): void {
  const roll = ctx.roll(1, 6, "smoke-dispersal");
  if (roll.total === 1) return;
  if (roll.total >= 3) return ctx.emit({ type: "smoke-dispersed", hex, roll, to: null });
  const scatter = ctx.roll(1, 6, "smoke-scatter");
  const to = ctx.map.indexOf(neighbour(ctx.map.hexAt(hex), scatterDirection(scatter.total)));
  ctx.emit({ type: "smoke-dispersed", hex, roll: scatter, to: ctx.map.contains(ctx.map.hexAt(to)) ? to : null });
}

/**
 * IA1 16.13's scatter diagram is not in the text; the only fixed point is 3 = southeast (18.4 example, flat-topped
 * map). Playtest reading: 1 N, 2 NE, 3 SE, 4 S, 5 SW, 6 NW, as axial directions of a flat-topped map.
 */
function scatterDirection(die: number): number {
  return [2, 1, 0, 5, 4, 3][die - 1]!;
}

export const sequenceHandlers = {
  "roll-initiative": (ctx: IaContext) => rollInitiative(ctx),
  pass: (ctx: IaContext, c: Extract<SequenceCommand, { type: "pass" }>) => pass(ctx, c.side),
};
