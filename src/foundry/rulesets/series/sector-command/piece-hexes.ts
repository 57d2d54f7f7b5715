/**
 * Where the pieces a command orders, or a decision is about, stand now: what sector command (IA1 17.51, PG 17.61)
 * compares with the sectors. Only the commanding (deciding) side's own pieces count: another side's piece a command
 * names is the engine's to refuse, and where it stands (hidden perhaps: IA1 16.5, PG 16.6) is not to be told.
 */
import type { DecisionRequest } from "../../../../engine/core/decision";
import type { HexMap } from "../../../../engine/map";
import type { TableHex } from "../../../referee/layer-json";

/** A piece as sector command reads it: its side and hex (null: off the map). */
export interface PlacedPiece {
  readonly side: string;
  readonly hex: number | null;
}

/** A battle's units and leaders by id (both games' battles are). */
export interface PlacedPieces {
  readonly units: ReadonlyMap<string, PlacedPiece>;
  readonly leaders: ReadonlyMap<string, PlacedPiece>;
}

/** A map hex as `[column, row]`. */
export const tableHex = (map: HexMap, hex: number): TableHex => {
  const { col, row } = map.offsetAt(hex);
  return [col, row];
};

export const pieceOf = (state: PlacedPieces, id: string): PlacedPiece | undefined => state.units.get(id) ?? state.leaders.get(id);

/** The hexes where the side's pieces among `ids` stand (each hex once, in the order of the ids). */
export function hexesOf(map: HexMap, state: PlacedPieces, side: string, ids: Iterable<string>): TableHex[] {
  const out = new Map<number, TableHex>();
  for (const id of ids) {
    const piece = pieceOf(state, id);
    if (piece?.side !== side || piece.hex === null || out.has(piece.hex)) continue;
    out.set(piece.hex, tableHex(map, piece.hex));
  }
  return [...out.values()];
}

/** The ids a decision is about: those its options and default name, and those its id names (`flee:<piece>:…`). */
export function decisionPieces(request: DecisionRequest): string[] {
  const ids: string[] = request.id.split(/[:@.,]/).slice(1);
  const visit = (value: unknown): void => {
    if (typeof value === "string") ids.push(value);
    else if (Array.isArray(value)) value.forEach(visit);
  };
  visit([request.options, request.default]);
  return ids;
}

/**
 * The hexes of the deciding side's pieces a decision is about: those its options and default name (the firing groups of
 * opportunity fire, the units to lose a step, the leaders who may help …) and the one its id names.
 */
export const decisionHexes = (map: HexMap, state: PlacedPieces, request: DecisionRequest): TableHex[] => hexesOf(map, state, request.side, decisionPieces(request));
