import type { z } from "zod";
import type { Position } from "../../../data/schemas/scenario";
import { formatLabel, labelToOffset, offsetToLabel, parseLabel } from "../../../hex";
import type { HexMap } from "../../../map";
import type { Issues, Path } from "./issues";

/** A hex as a scenario writes it: a board label or [column, row]. */
export type ScenarioPosition = z.infer<typeof Position>;

/** The map index of a scenario position (`45/1209` on the map's boards, or [column, row]); null, with the issue recorded, if it is not a hex of the map. */
export function hexOf(map: HexMap, at: ScenarioPosition, path: Path, issues: Issues, what = ""): number | null {
  if (typeof at !== "string") {
    const [c, r] = at;
    if (c < map.columns && r < map.rows) return map.indexOfOffset(c, r);
    return issues.fail(path, `${what}[${c}, ${r}] is off the ${map.columns}×${map.rows} map`);
  }
  const label = parseLabel(at);
  if (!label) return issues.fail(path, `${what}"${at}" is not a board label (column and row digits of equal length)`);
  const boards = map.boards.map((b) => b.id);
  if (label.board === null && boards.length !== 1)
    return issues.fail(path, `${what}"${at}" names no board and the map has ${boards.length ? `boards ${boards.join(", ")}` : "none"}`);
  if (label.board !== null && !boards.includes(label.board))
    return issues.fail(path, `${what}"${at}" is on board "${label.board}", not on the map (${boards.length ? `boards ${boards.join(", ")}` : "it has no boards"})`);
  const offset = labelToOffset(map.boards, label);
  if (!offset) return issues.fail(path, `${what}"${at}" is off board ${label.board ?? boards[0]}`);
  return map.indexOfOffset(offset.col, offset.row);
}

/** A hex as players name it: its board label, or [column, row] off the boards. */
export function hexName(map: HexMap, hex: number): string {
  const offset = map.offsetAt(hex);
  const label = offsetToLabel(map.boards, offset);
  return label ? formatLabel(label) : `[${offset.col}, ${offset.row}]`;
}
