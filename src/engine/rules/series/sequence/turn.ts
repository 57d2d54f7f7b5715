import { refuseUnless } from "../../../core/refusal";
import type { SeriesContext } from "../context";
import type { ReducedBattle } from "../events/types";
import { secondSegment } from "../optional/excess-initiative";
import { fogOfWarEndsTurn } from "../optional/fog-of-war";
import { victoryTally } from "../victory/tally";
import type { SeriesLeader, SeriesUnit } from "../state/pieces";

/** 3.0 A: each side rolls 1d6 + initiative; ties are rolled again; the winner takes the game's number of segments first. Then the action phase. */
export function rollInitiative<B extends ReducedBattle>(ctx: SeriesContext<B>): void {
  const b = ctx.state;
  const { rules } = ctx;
  refuseUnless(b.phase === "initiative", rules.cite("3.0"), rules.say("sequence.initiative-phase", { phase: b.phase }));
  rules.sequence.checkSetUp(ctx);
  let owed = false;
  for (;;) {
    const rolls = b.sides.map((s) => {
      const roll = ctx.roll(1, 6, `initiative:${s.id}`);
      return { side: s.id, roll, total: roll.total + rules.sequence.initiativeOf(b, s.id) };
    });
    const [x, y] = rolls as [(typeof rolls)[0], (typeof rolls)[0]];
    ctx.emit({ type: "initiative-rolled", rolls, tie: x.total === y.total });
    // PG 17.5: a roll that owes an event (once a turn) is rolled again; the event follows initiative.
    if (!owed && rules.sequence.rollsAgain(b, rolls)) {
      owed = true;
      continue;
    }
    if (x.total === y.total) continue;
    const [win, lose] = x.total > y.total ? [x, y] : [y, x];
    ctx.emit({ type: "initiative-won", winner: win.side, segments: rules.sequence.segments(win.total - lose.total), rolls });
    break;
  }
  if (owed) rules.sequence.owedEvent(ctx);
  rules.sequence.afterInitiative(ctx);
  ctx.emit({ type: "phase-began", phase: "action" });
}

/** 3.0 B: a player may pass, unless pieces of his wait that forbid it (demoralized and unactivated). */
export function pass<B extends ReducedBattle>(ctx: SeriesContext<B>, side: string): void {
  const b = ctx.state;
  const { cite, say, sequence } = ctx.rules;
  const phaseRule = cite("3.0 B");
  refuseUnless(b.phase === "action" && b.impulses !== null, phaseRule, say("sequence.pass-not-action-phase"));
  refuseUnless(b.impulses.active === side, phaseRule, say("sequence.not-your-segment", { side: b.impulses.active }));
  refuseUnless(b.activation === null, cite("3.1"), say("sequence.pass-under-way"));
  const waiting = sequence.passBlockers(b, side);
  refuseUnless(waiting.length === 0, phaseRule, say("sequence.pass-demoralized", { pieces: waiting.map((p) => p.name).join(", ") }));
  endSegment(ctx, side, true);
}

/** 3.0 B: the demoralized units and leaders of `side` on the map that have not activated this turn: while they wait, it may not pass. */
export function demoralizedWaiting<U extends SeriesUnit<unknown>, L extends SeriesLeader>(b: { readonly units: ReadonlyMap<string, U>; readonly leaders: ReadonlyMap<string, L> }, side: string): (U | L)[] {
  const waiting: (U | L)[] = [];
  for (const pieces of [b.units, b.leaders] as ReadonlyMap<string, U | L>[])
    for (const p of pieces.values()) if (p.side === side && p.hex !== null && p.status === "demoralized" && !p.movedFired) waiting.push(p);
  return waiting;
}

/** Ends the active side's segment; two passes in a row end the action phase and the turn (3.0 B). */
export function endSegment<B extends ReducedBattle>(ctx: SeriesContext<B>, side: string, passed: boolean): void {
  ctx.emit({ type: "segment-ended", side, passed });
  // 17.4: a Fog of War roll may end the turn at once; 17.2: else a saved segment in use gives the side another.
  if (ctx.state.impulses!.over || fogOfWarEndsTurn(ctx, side)) return endTurn(ctx);
  secondSegment(ctx, side);
}

/** 3.0 C: remove MOVED/FIRED markers (and the second, opportunity fire's), roll for smoke (16.13), then the next turn. */
function endTurn<B extends ReducedBattle>(ctx: SeriesContext<B>): void {
  const b = ctx.state;
  ctx.emit({ type: "phase-began", phase: "marker-removal" });
  const marked: string[] = [];
  for (const u of b.units.values()) if (u.movedFired || u.oppFire) marked.push(u.id);
  for (const l of b.leaders.values()) if (l.movedFired || l.oppFireWith) marked.push(l.id);
  ctx.emit({ type: "markers-removed", pieces: marked });
  ctx.rules.sequence.markerRemoval(ctx);
  if (b.turn >= b.lastTurn) {
    ctx.emit({ type: "phase-began", phase: "over" });
    // 3.0: "at the end of the last turn players determine who won the game per scenario victory conditions".
    const { sides, winner } = victoryTally(ctx.state);
    ctx.emit({ type: "victory-determined", sides, winner, rule: ctx.rules.sequence.victoryRule(b) });
  } else {
    ctx.emit({ type: "turn-began", turn: b.turn + 1 });
    ctx.emit({ type: "phase-began", phase: "initiative" });
  }
}
