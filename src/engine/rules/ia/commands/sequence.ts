import { refuseUnless } from "../../../core/refusal";
import { removeDrumfire } from "../artillery/drumfire";
import { disperseSmoke } from "../artillery/smoke";
import { bombardmentPhase } from "../artillery/phase";
import { effectiveInitiative } from "../morale";
import type { IaLeader, IaUnit } from "../state";
import { say } from "../text";
import { secondSegment } from "../optional/excess-initiative";
import { fogOfWarEndsTurn } from "../optional/fog-of-war";
import type { IaContext } from "./context";
import type { SequenceCommand } from "./schema";
import { victoryTally } from "../victory/tally";

export type { SequenceCommand };

/** IA1 3.0 A: segments = half the difference, "1/2 up to 1, 1.5 down to 1, 2.5 down to 2". */
export const initiativeSegments = (difference: number): number => Math.max(1, Math.floor(difference / 2));

/** IA1 3.0 A: each side rolls 1d6 + initiative (6.72: less two after decapitation); ties are rolled again. Then the bombardment phase, then action. */
export function rollInitiative(ctx: IaContext): void {
  const b = ctx.state;
  refuseUnless(b.phase === "initiative", "IA1 3.0", say("sequence.initiative-phase", { phase: b.phase }));
  // IA1 9.1: a side with artillery assigns its missions before play begins.
  for (const s of b.sides) refuseUnless(!s.artillery || b.plans?.[s.id] !== undefined, "IA1 9.1", say("artillery.plan-missing", { side: s.name }));
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
  // IA1 3.0 B: the bombardment phase resolves Planned Fire (9.3).
  ctx.emit({ type: "phase-began", phase: "bombardment" });
  bombardmentPhase(ctx);
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
  // IA1 17.4: a Fog of War roll may end the turn at once; IA1 17.2: else a saved segment in use gives the side another.
  if (ctx.state.impulses!.over || fogOfWarEndsTurn(ctx, side)) return endTurn(ctx);
  secondSegment(ctx, side);
}

/** IA1 3.0 D: remove MOVED/FIRED and Opportunity Fire markers, roll for smoke (16.13), then the next turn. */
function endTurn(ctx: IaContext): void {
  const b = ctx.state;
  ctx.emit({ type: "phase-began", phase: "marker-removal" });
  const marked: string[] = [];
  for (const u of b.units.values()) if (u.movedFired || u.oppFire) marked.push(u.id);
  for (const l of b.leaders.values()) if (l.movedFired || l.oppFireWith) marked.push(l.id);
  ctx.emit({ type: "markers-removed", pieces: marked });
  removeDrumfire(ctx);
  for (const hex of [...b.smoke]) disperseSmoke(ctx, hex);
  if (b.turn >= b.lastTurn) {
    ctx.emit({ type: "phase-began", phase: "over" });
    // IA1 3.0 (IA2 3.0 alike): "at the end of the last turn players determine who won the game per scenario victory conditions".
    const { sides, winner } = victoryTally(ctx.state);
    ctx.emit({ type: "victory-determined", sides, winner, rule: `${b.edition} 3.0` });
  } else {
    ctx.emit({ type: "turn-began", turn: b.turn + 1 });
    ctx.emit({ type: "phase-began", phase: "initiative" });
  }
}

export const sequenceHandlers = {
  "roll-initiative": (ctx: IaContext) => rollInitiative(ctx),
  pass: (ctx: IaContext, c: Extract<SequenceCommand, { type: "pass" }>) => pass(ctx, c.side),
};
