import { describe, expect, it } from "vitest";
import { formatLabel, labelToOffset, offsetToLabel, parseLabel, type BoardPlacement } from "../../../src/engine/hex";

const boards: BoardPlacement[] = [
  { id: "45", origin: { col: 0, row: 0 }, columns: 16, rows: 10, firstColumn: 1, firstRow: 1 },
  { id: "48", origin: { col: 16, row: 0 }, columns: 16, rows: 10, firstColumn: 1, firstRow: 1 },
];

describe("board-qualified hex labels (IA1 9.11 example: 45/1209)", () => {
  it("parses board, column and row", () => {
    expect(parseLabel("45/1209")).toEqual({ board: "45", column: 12, row: 9 });
    expect(parseLabel("0710")).toEqual({ board: null, column: 7, row: 10 });
    expect(parseLabel("45/120")).toBeNull();
    expect(parseLabel("x")).toBeNull();
  });
  it("formats with two-digit columns and rows", () => {
    expect(formatLabel({ board: "48", column: 7, row: 10 })).toBe("48/0710");
  });
  it("places a label on a map made of several boards and back", () => {
    const at = labelToOffset(boards, parseLabel("48/0710")!);
    expect(at).toEqual({ col: 22, row: 9 });
    expect(formatLabel(offsetToLabel(boards, at!)!)).toBe("48/0710");
    expect(labelToOffset(boards, parseLabel("45/1209")!)).toEqual({ col: 11, row: 8 });
  });
  it("refuses hexes off the board or on unknown boards", () => {
    expect(labelToOffset(boards, parseLabel("45/1711")!)).toBeNull();
    expect(labelToOffset(boards, parseLabel("99/0101")!)).toBeNull();
    expect(offsetToLabel(boards, { col: 40, row: 0 })).toBeNull();
  });
});
