/**
 * Combat Infantry's answer to the canvas's LOS tool, as the asking side knows the battle (its side view: the other
 * side's hidden blocks by handle and hex only): CI 6.x Line of Sight between two hexes — this Game Turn's smoke and the
 * hedge gaps tanks made — and whether a unit of the side in the first hex could also fire along it (its own units block
 * fire, enemies never do). Range is the firer's label's: the tool draws the line and says how far it runs.
 */
import { DataError } from "../../../engine/data/validate";
import { distance } from "../../../engine/hex/axial";
import type { HexMap } from "../../../engine/map";
import type { CiContext } from "../../../engine/rules/ci/context";
import { fireLineOf } from "../../../engine/rules/ci/fire/line";
import { lineStretches } from "../../../engine/rules/ci/los";
import type { CiBattle } from "../../../engine/rules/ci/state";
import type { TableHex } from "../../referee/layer-json";

const offsetOf = (map: HexMap, hex: number): [number, number] => {
  const { col, row } = map.offsetAt(hex);
  return [col, row];
};

function hexOf(map: HexMap, [col, row]: TableHex, path: string): number {
  if (!(col >= 0 && row >= 0 && col < map.columns && row < map.rows)) throw new DataError("query", [{ path, message: `[${col}, ${row}] is not on the map` }]);
  return map.indexOfOffset(col, row);
}

/** CI 6.x Line of Sight: the LOS tool's answer between two hexes, in the form the tool draws (canvas/los-tool.ts `LosReply`). */
export function ciLineOfSight(view: CiBattle, map: HexMap, side: string, from: TableHex, to: TableHex) {
  const a = hexOf(map, from, "from");
  const z = hexOf(map, to, "to");
  const line = fireLineOf({ state: view, map } as CiContext, side, a, z);
  const stretches = a === z ? [] : lineStretches(map, a, z);
  const hexes = [a, ...stretches.flatMap((s) => (s.a === s.b ? [s.a] : [s.a, s.b])), ...(a === z ? [] : [z])].map((h) => offsetOf(map, h));
  const range = distance(map.hexAt(a), map.hexAt(z));
  const at = line.blockedBy?.hex ?? line.blockedBy?.hexside?.[0];
  const blocked = line.blockedBy && at !== undefined ? { hex: offsetOf(map, at), label: line.blockedBy.reason, rule: line.blockedBy.rule } : undefined;
  return {
    from: offsetOf(map, a),
    to: offsetOf(map, z),
    range,
    spottingRange: range,
    // Seen but not to be fired along: a friendly unit in the way (CI 6.x Line of Sight).
    trace: line.visible && !line.fire ? [{ label: "friendly units in the way: no fire", value: 0, rule: line.blockedBy?.rule ?? "CI 6.x Line of Sight" }] : [],
    spotted: line.visible,
    reason: line.visible ? ("spotted" as const) : ("blocked" as const),
    spine: false,
    sides: [{ side: "left" as const, hexes, clear: line.visible, ...(blocked && !line.visible ? { blocked } : {}) }],
  };
}
