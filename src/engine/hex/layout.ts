import { hex, type Hex } from "./axial";

/**
 * Foundry's four hex grid layouts as offset coordinates (column, row), 0-based:
 * `-r` layouts are pointy-top with every other row shoved right, `-q` flat-top with every other column
 * shoved down; `odd`/`even` says which ones.
 */
export type HexLayout = "odd-r" | "even-r" | "odd-q" | "even-q";
export const HEX_LAYOUTS: readonly HexLayout[] = ["odd-r", "even-r", "odd-q", "even-q"];

/** Foundry `CONST.GRID_TYPES` value of each layout (HEXODDR 2, HEXEVENR 3, HEXODDQ 4, HEXEVENQ 5). */
export const FOUNDRY_GRID_TYPE: Readonly<Record<HexLayout, number>> = {
  "odd-r": 2,
  "even-r": 3,
  "odd-q": 4,
  "even-q": 5,
};

export interface Offset {
  readonly col: number;
  readonly row: number;
}

export const isPointy = (layout: HexLayout): boolean => layout.endsWith("-r");

export function offsetToHex(layout: HexLayout, col: number, row: number): Hex {
  switch (layout) {
    case "odd-r":
      return hex(col - (row - (row & 1)) / 2, row);
    case "even-r":
      return hex(col - (row + (row & 1)) / 2, row);
    case "odd-q":
      return hex(col, row - (col - (col & 1)) / 2);
    case "even-q":
      return hex(col, row - (col + (col & 1)) / 2);
  }
}

export function hexToOffset(layout: HexLayout, h: Hex): Offset {
  switch (layout) {
    case "odd-r":
      return { col: h.q + (h.r - (h.r & 1)) / 2, row: h.r };
    case "even-r":
      return { col: h.q + (h.r + (h.r & 1)) / 2, row: h.r };
    case "odd-q":
      return { col: h.q, row: h.r + (h.q - (h.q & 1)) / 2 };
    case "even-q":
      return { col: h.q, row: h.r + (h.q + (h.q & 1)) / 2 };
  }
}

/** Centre of a hex in units of the hex's circumradius, x right and y down (Foundry's canvas axes). */
export function hexCenter(layout: HexLayout, h: Hex): { x: number; y: number } {
  return isPointy(layout)
    ? { x: Math.sqrt(3) * (h.q + h.r / 2), y: 1.5 * h.r }
    : { x: 1.5 * h.q, y: Math.sqrt(3) * (h.r + h.q / 2) };
}

const POINTY_NAMES = ["E", "NE", "NW", "W", "SW", "SE"] as const;
const FLAT_NAMES = ["SE", "NE", "N", "NW", "SW", "S"] as const;

/** Compass name of a direction index on the given layout (for chat cards and scatter). */
export function directionName(layout: HexLayout, direction: number): string {
  return (isPointy(layout) ? POINTY_NAMES : FLAT_NAMES)[((direction % 6) + 6) % 6]!;
}
