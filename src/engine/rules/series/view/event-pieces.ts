import type { SeriesAssaultEvent, SeriesEvent } from "../context";

type Known = SeriesEvent | SeriesAssaultEvent;
/** An event of either game: the series' own, or one the game adds (whose pieces the game names). */
type AnyEvent = Known | { readonly type: string };
const is = <T extends Known["type"]>(e: AnyEvent, ...types: T[]): e is Extract<Known, { type: T }> => (types as string[]).includes(e.type);

/**
 * The pieces a series event puts on the table (16.6, IA1 16.5: a hidden piece that moves, fires or takes part in fire is
 * placed on the board; so is one that loses steps or is eliminated, which its side's initiative and the victory count
 * show). A hidden piece named here is revealed before the event. `entryRule`: the game's citation of the first hex paid
 * as a piece enters the board (16.51), which places it or not by itself: not this.
 */
export function seriesPiecesShown(e: AnyEvent, entryRule: string): readonly string[] {
  if (is(e, "steps-lost", "loss-allocated")) return [e.unit];
  if (is(e, "eliminated", "piece-moved")) return [e.piece];
  if (is(e, "mp-spent")) return e.rule === entryRule ? [] : [e.piece];
  if (is(e, "fire-resolved")) return [...e.firers, ...e.leaders, ...e.results.map((r) => r.piece)];
  if (is(e, "opportunity-fired")) return [e.mover, ...e.firers, ...e.leaders];
  if (is(e, "assault-declared")) return [...e.units, ...e.leaders];
  // Exiting is moving: the pieces are placed before they leave (PG 16.52, IA1 16.42).
  if (is(e, "assault-hex-left", "cavalry-charged", "exited-board")) return e.pieces;
  if (is(e, "leader-casualty-rolled", "overrun-rolled")) return [e.leader];
  // A leader whose morale modifier helps a piece the enemy sees is where that piece is.
  if (is(e, "morale-checked", "recovery-attempted")) return e.leader === null ? [] : [e.leader];
  return [];
}

/**
 * The pieces a series event concerns privately: its owner's business while the piece is hidden (designations, its own
 * morale rolls and status, limbering and loading). A side that may not know the piece does not see the event, or sees
 * it without the piece (view/side-view.ts).
 */
export function seriesPiecesConcerned(e: AnyEvent, entryRule: string): readonly string[] {
  if (is(e, "activated")) return Object.keys(e.pieces);
  if (is(e, "acting", "status-changed", "river-bank", "mp-spent")) return [e.piece];
  if (is(e, "moved-fired", "markers-removed", "movement-stopped", "revealed")) return e.pieces;
  if (is(e, "spotted-marker")) return e.units;
  if (is(e, "opp-fire-marker", "dug-in", "limbered")) return [e.unit];
  if (is(e, "loaded", "unloaded")) return [e.transport, e.unit];
  if (is(e, "morale-checked")) return e.cargo === null ? [e.piece] : [e.piece, e.cargo];
  if (is(e, "recovery-attempted")) return [e.piece];
  // 17.1: combining is not moving or firing: a hidden unit's consolidation stays its owner's business.
  if (is(e, "consolidated")) return [e.unit, e.removed];
  return seriesPiecesShown(e, entryRule);
}
