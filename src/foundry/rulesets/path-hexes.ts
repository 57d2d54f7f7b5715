/**
 * A dragged token's path as the hexes it enters, one at a time (every game moves hex by hex): the hexes between the
 * drag's waypoints filled in along the straight line; a piece off the map (`start` null) enters by the path's first.
 */
import { DataError } from "../../engine/data/validate";
import { hex } from "../../engine/hex/axial";
import { walkLine } from "../../engine/hex/line";
import type { HexMap } from "../../engine/map";

/** A path that cannot be read, refused at its JSON path. */
export const refusePath = (path: string, message: string): never => {
  throw new DataError("move-path", [{ path, message }]);
};

/** The hexes entered from `start` along `path` ([column, row] waypoints), each once, in order. */
export function hexesEntered(map: HexMap, start: number | null, path: readonly (readonly [number, number])[]): number[] {
  let at = start;
  const entered: number[] = [];
  path.forEach(([col, row], i) => {
    if (!(col >= 0 && row >= 0 && col < map.columns && row < map.rows)) refusePath(`$.path[${i}]`, `[${col}, ${row}] is not on the map`);
    const to = map.indexOfOffset(col, row);
    const from = at;
    if (from === null) entered.push(to);
    else
      walkLine(map.hexAt(from), map.hexAt(to), (q, r) => {
        const step = map.indexOf(hex(q, r));
        if (step !== from && step !== entered.at(-1)) entered.push(step);
      });
    at = to;
  });
  return entered;
}
