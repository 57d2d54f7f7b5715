import type { HexMap } from "../../../map/hex-map";
import { impassableForCommand } from "../map/hexside-terrain";
import type { CiBattle } from "../state";
import { isHidden } from "../state/block";
import { blocksAt, countAt, occupiedHexes, sidesAt } from "../state/where";

/** The control of a hex (CI 8.x Hex Control): a side's id, "disputed", or null (neutral). */
export type Control = string | null;
export const DISPUTED = "disputed";

/** The hexes next to `hex` that lie on the map. */
export function adjacentOnMap(map: HexMap, hex: number): number[] {
  return map.around(hex).slice(1).filter((h) => h >= 0 && map.contains(map.hexAt(h)));
}

/** CI 9.x Assault Combat: an assault declared this activation is fought in `hex`. */
export const isAssaultHex = (b: CiBattle, hex: number): boolean => b.activation?.assaults.some((s) => s.hex === hex) ?? false;

/**
 * The side whose units in `hex` extend control into the adjacent hexes, or null: none from an assault hex or a hex both
 * sides hold ("units in an assault hex do not control adjacent hexes"); a revealed minefield "controls only its own
 * hex" — a hidden one projects like any block (ruling R4a), and a side view's unknown blocks are all hidden.
 */
function projecting(b: CiBattle, hex: number): string | null {
  const sides = sidesAt(b, hex);
  if (sides.size !== 1 || isAssaultHex(b, hex)) return null;
  const known = blocksAt(b, hex);
  if (known.length === countAt(b, hex) && known.every((id) => revealedMine(b, id))) return null;
  return [...sides][0]!;
}

const revealedMine = (b: CiBattle, id: string): boolean => {
  const k = b.blocks[id]!;
  return !isHidden(k) && b.roster.kinds[k.kind]!.class === "minefield";
};

/**
 * CI 8.x Hex Control: who controls `hex` now. Occupied by one side's units: that side's; by both, or an assault hex:
 * disputed. Vacant: friendly to a side whose units stand next to it — control extends into adjacent hexes, but not across
 * an impassable (sea or lake) hexside (ruling R24); it does extend across a river — disputed when both sides' do, else
 * neutral (null). Worked out from where blocks stand only (hidden ones count like any: ruling R4a), so any side's view
 * gives the same answer.
 */
export function controlOf(b: CiBattle, map: HexMap, hex: number): Control {
  const here = sidesAt(b, hex);
  if (here.size > 1 || isAssaultHex(b, hex)) return DISPUTED;
  if (here.size === 1) return [...here][0]!;
  let control: Control = null;
  for (const n of adjacentOnMap(map, hex)) {
    const side = projecting(b, n);
    if (side === null || side === control || impassableForCommand(map, hex, n)) continue;
    if (control !== null) return DISPUTED;
    control = side;
  }
  return control;
}

/** CI 8.x Hex Control for the table: every hex that is not neutral, by hex index. */
export function controlMap(b: CiBattle, map: HexMap): { hex: number; control: string }[] {
  const hexes = new Set<number>(b.activation?.assaults.map((s) => s.hex) ?? []);
  const occupied = new Set<number>([...occupiedHexes(b), ...(b.unknown?.map((u) => u.hex) ?? [])]);
  for (const h of occupied) {
    hexes.add(h);
    for (const n of adjacentOnMap(map, h)) hexes.add(n);
  }
  const out: { hex: number; control: string }[] = [];
  for (const hex of [...hexes].sort((x, y) => x - y)) {
    const control = controlOf(b, map, hex);
    if (control !== null) out.push({ hex, control });
  }
  return out;
}
