import type { PgContext } from "../commands/context";
import type { PgAircraft } from "../state/support";

/** PG 15.1: the aircraft `side` draws this turn: its scenario's count on the turns it lists (every turn when none). */
const countDrawn = (ctx: PgContext, side: string): number => {
  const support = ctx.state.sides.find((s) => s.id === side)?.aircraft;
  if (!support || (support.turns && !support.turns.includes(ctx.state.turn))) return 0;
  return support.count;
};

/**
 * PG 15.1, ruling N11: after initiative, each side receiving aircraft this turn draws the scenario's number from its cup
 * at random (one die of the cup's size a piece) and flips each like a coin (one die: 1–3 its front, 4–6 its back).
 */
export function drawAircraft(ctx: PgContext): void {
  for (const { id: side } of ctx.state.sides) {
    const cup: PgAircraft[] = (ctx.state.aircraft ?? []).filter((a) => a.side === side && a.face === null);
    const count = Math.min(countDrawn(ctx, side), cup.length);
    if (count === 0) continue;
    const drawn: { id: string; face: "front" | "back" }[] = [];
    const rolls = [];
    for (let k = 0; k < count; k++) {
      const pick = ctx.roll(1, cup.length, `aircraft-draw:${side}`);
      const [piece] = cup.splice(pick.total - 1, 1);
      const flip = ctx.roll(1, 6, `aircraft-flip:${piece!.id}`);
      rolls.push(pick, flip);
      drawn.push({ id: piece!.id, face: flip.total <= 3 ? "front" : "back" });
    }
    ctx.emit({ type: "aircraft-drawn", side, aircraft: drawn, rolls, rule: "PG 15.1" });
  }
}

/** Ruling N11: at the turn's end the aircraft drawn go back into their cups. */
export function returnAircraft(ctx: PgContext): void {
  const drawn = (ctx.state.aircraft ?? []).filter((a) => a.face !== null).map((a) => a.id);
  if (drawn.length) ctx.emit({ type: "aircraft-returned", aircraft: drawn, rule: "PG 15.1" });
}
