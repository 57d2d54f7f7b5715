import type { EngineEvent } from "../../../core/ruleset";
import type { SpotterState, Spotting, TargetState } from "../../../los";
import type { SeriesContext } from "../context";
import type { ReducedBattle } from "../events/types";
import { asTarget } from "../los/target";
import type { LeaderOf, UnitOf } from "../rules/leadership";
import { otherSide } from "../state/battle";
import { hexesHeld, hiddenPieces, piecesIn } from "../state/occupancy";

/**
 * 16.6: a hidden piece that moves, fires or takes part in fire, or is hit, is placed on the board. Every procedure
 * emits through this: before an event that shows a hidden piece (the game's `piecesShown`, view/event-pieces.ts), the
 * piece — and a transport's cargo with it — is revealed, so no side ever sees an event about a piece it does not know.
 */
export function revealing<B extends ReducedBattle, E extends EngineEvent, X extends SeriesContext<B> & { emit(e: E): void }>(ctx: X, piecesShown: (e: E) => readonly string[]): X {
  const emit = (e: E): void => {
    const b = ctx.state;
    const shown = new Set(piecesShown(e));
    for (const id of [...shown]) {
      const cargo = b.units.get(id)?.carrying;
      if (cargo) shown.add(cargo);
    }
    const hidden = [...shown].filter((id) => (b.units.get(id) ?? b.leaders.get(id))?.hidden);
    if (hidden.length) {
      (ctx as SeriesContext<B>).emit({ type: "revealed", pieces: hidden, rule: ctx.rules.cite("16.6") });
      ctx.reveal();
    }
    ctx.emit(e);
  };
  return { ...ctx, emit };
}

/**
 * 16.6: "a hidden unit or leader … must be placed on the board if an enemy unit or leader is able to spot it" (IA1 16.5) —
 * checked after every command, against every enemy unit and leader on the map (whatever changed: a move, smoke, the light).
 */
export function revealSpottedHidden<B extends ReducedBattle>(ctx: SeriesContext<B>): void {
  const b = ctx.state;
  const hidden = hiddenPieces(b).filter((p) => p.hex !== null && !("carriedBy" in p && p.carriedBy !== null));
  if (!hidden.length) return;
  const sight = ctx.rules.sight.of(ctx);
  const spotters = new Map<string, (target: TargetState) => boolean>();
  const found = hidden.filter((h) => {
    const enemy = otherSide(b, h.side);
    if (!spotters.has(enemy)) spotters.set(enemy, anyoneSpots(b, sight, enemy, ctx.rules.sight.spotter));
    return spotters.get(enemy)!(asTarget(h));
  });
  if (!found.length) return;
  const cargo = found.flatMap((p) => b.units.get(p.id)?.carrying ?? []);
  ctx.emit({ type: "revealed", pieces: [...found.map((p) => p.id), ...cargo.filter((id) => b.units.get(id)?.hidden)], rule: ctx.rules.cite("16.6") });
  ctx.reveal();
}

/**
 * Whether any unit or leader of `side` on the map spots a target. Where a spine line's side is fixed once chosen (IA2
 * 7.56), every enemy within the greatest spotting range is asked in battle order, so the lines are checked, and their
 * sides chosen, exactly as a scan of every piece would; otherwise the side's spotters are filed by blocks of the map and
 * the nearest asked first (los/spotter-blocks).
 */
function anyoneSpots<B extends ReducedBattle>(b: B, sight: Spotting, side: string, asSpotter: (p: UnitOf<B> | LeaderOf<B>) => SpotterState): (target: TargetState) => boolean {
  const held = hexesHeld(b, side);
  if (!sight.los.rules.spineChoiceLastsTurn) {
    const index = sight.spotterIndex(held.map((hex) => ({ hex })));
    return (target) => index.anySees(target);
  }
  const squares = new Squares(sight, held);
  return (target) => {
    const reach = sight.rules.rangeBound(target);
    if (!squares.anyWithin(target.hex, reach)) return false;
    const enemies = piecesIn(b, sight.hexesWithin(target.hex, reach), side);
    return sight.spottersOf(target, (enemies as (UnitOf<B> | LeaderOf<B>)[]).map(asSpotter)).length > 0;
  };
}

/** Side of the squares of the axial grid that `Squares` marks. */
const SQUARE = 8;

/** The squares of the axial grid that hold any of some hexes: a quick "nobody near" before looking hex by hex. */
class Squares {
  private readonly held = new Set<number>();

  constructor(
    private readonly sight: Spotting,
    hexes: readonly number[],
  ) {
    for (const h of hexes) this.held.add(this.key(Math.floor(sight.qOf(h) / SQUARE), Math.floor(sight.rOf(h) / SQUARE)));
  }

  private key(sq: number, sr: number): number {
    return sq * 0x10000 + sr;
  }

  /** Whether a square within `reach` of `hex` (on either axis) holds one of the hexes. */
  anyWithin(hex: number, reach: number): boolean {
    const q = this.sight.qOf(hex);
    const r = this.sight.rOf(hex);
    for (let sq = Math.floor((q - reach) / SQUARE); sq <= Math.floor((q + reach) / SQUARE); sq++)
      for (let sr = Math.floor((r - reach) / SQUARE); sr <= Math.floor((r + reach) / SQUARE); sr++) if (this.held.has(this.key(sq, sr))) return true;
    return false;
  }
}
