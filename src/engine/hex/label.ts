import type { Offset } from "./layout";

/**
 * A printed board placed on a map. The rulebooks name hexes by board, column and row:
 * `45/1209` is board 45, column 12, row 09 (IA1 9.11 example).
 */
export interface BoardPlacement {
  readonly id: string;
  /** Map offset (0-based) of the board's first printed hex. */
  readonly origin: Offset;
  readonly columns: number;
  readonly rows: number;
  /** Printed number of the first column and first row. */
  readonly firstColumn: number;
  readonly firstRow: number;
}

export interface HexLabel {
  readonly board: string | null;
  readonly column: number;
  readonly row: number;
}

const pad = (n: number): string => String(n).padStart(2, "0");

export function formatLabel(label: HexLabel): string {
  const cr = `${pad(label.column)}${pad(label.row)}`;
  return label.board === null ? cr : `${label.board}/${cr}`;
}

/** Parses `45/1209` or `1209`; the digits split in half (column, then row). Returns null if malformed. */
export function parseLabel(text: string): HexLabel | null {
  const m = /^(?:([A-Za-z0-9]+)\/)?(\d{4,})$/.exec(text.trim());
  if (!m || m[2]!.length % 2 !== 0) return null;
  const half = m[2]!.length / 2;
  return { board: m[1] ?? null, column: Number(m[2]!.slice(0, half)), row: Number(m[2]!.slice(half)) };
}

/** Map offset of a board-local label, or null if the board is unknown or the hex is off the board. */
export function labelToOffset(boards: readonly BoardPlacement[], label: HexLabel): Offset | null {
  const board = label.board === null && boards.length === 1 ? boards[0] : boards.find((b) => b.id === label.board);
  if (!board) return null;
  const c = label.column - board.firstColumn;
  const r = label.row - board.firstRow;
  if (c < 0 || r < 0 || c >= board.columns || r >= board.rows) return null;
  return { col: board.origin.col + c, row: board.origin.row + r };
}

/** Board-qualified label of a map offset; the first board that covers the hex names it. */
export function offsetToLabel(boards: readonly BoardPlacement[], at: Offset): HexLabel | null {
  for (const b of boards) {
    const c = at.col - b.origin.col;
    const r = at.row - b.origin.row;
    if (c >= 0 && r >= 0 && c < b.columns && r < b.rows) {
      return { board: b.id, column: c + b.firstColumn, row: r + b.firstRow };
    }
  }
  return null;
}
