import type { IaEvent } from "../events";

/**
 * The pieces an event puts on the table (IA1 16.5: a hidden piece that moves, fires or takes part in fire is placed
 * on the board; so is one that loses steps or is eliminated, which its side's initiative and the victory count show).
 * A hidden piece named here is revealed before the event (view/reveal.ts).
 */
export function piecesShown(e: IaEvent): readonly string[] {
  switch (e.type) {
    case "steps-lost":
    case "loss-allocated":
      return [e.unit];
    case "eliminated":
    case "piece-moved":
      return [e.piece];
    // IA1 16.41: the first hex entered is paid as the piece enters the board, which places it or not (16.5): not this.
    case "mp-spent":
      return e.rule === "IA1 16.41" ? [] : [e.piece];
    case "fire-resolved":
      return [...e.firers, ...e.leaders, ...e.results.map((r) => r.piece)];
    case "opportunity-fired":
      return [e.mover, ...e.firers, ...e.leaders];
    case "assault-declared":
      return [...e.units, ...e.leaders];
    case "assault-hex-left":
    case "cavalry-charged":
    // IA1 16.42, 16.5: exiting is moving: the pieces are placed before they leave.
    case "exited-board":
      return e.pieces;
    // IA2 7.3: the enemy sees who marked his unit: a hidden spotter is placed on the board first (16.5).
    case "special-spotted":
      return [e.unit];
    case "combined-first-shot":
      return [e.leader, ...e.mgs];
    case "leader-casualty-rolled":
    case "overrun-rolled":
      return [e.leader];
    // A leader whose morale modifier helps a piece the enemy sees is where that piece is (IA1 6.63).
    case "morale-checked":
    case "recovery-attempted":
      return e.leader === null ? [] : [e.leader];
    default:
      return [];
  }
}

/**
 * The pieces an event concerns privately: its owner's business while the piece is hidden (designations, its own
 * morale rolls and status, limbering and loading). A side that may not know the piece does not see the event, or sees
 * it without the piece (view/side-view.ts).
 */
export function piecesConcerned(e: IaEvent): readonly string[] {
  switch (e.type) {
    case "activated":
      return Object.keys(e.pieces);
    case "acting":
    case "status-changed":
    case "river-bank":
    case "mp-spent":
      return [e.piece];
    case "moved-fired":
    case "markers-removed":
    case "movement-stopped":
    case "revealed":
      return e.pieces;
    case "spotted-marker":
      return e.units;
    case "opp-fire-marker":
    case "dug-in":
    case "limbered":
    case "limber-checked":
    case "mount-changed":
      return [e.unit];
    case "loaded":
    case "unloaded":
      return [e.transport, e.unit];
    case "morale-checked":
      return e.cargo === null ? [e.piece] : [e.piece, e.cargo];
    case "recovery-attempted":
      return [e.piece];
    case "activation-checked":
      return [e.leader];
    // IA1 17.1: combining is not moving or firing: a hidden company's consolidation stays its owner's business.
    case "consolidated":
      return [e.unit, e.removed];
    default:
      return piecesShown(e);
  }
}
