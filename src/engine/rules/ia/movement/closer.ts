import type { HexMap } from "../../../map";
import { enemyHexes, type IaBattle, type IaUnit } from "../state";

const combatUnit = (u: IaUnit) => u.kind !== "TRANSPORT" && u.carriedBy === null && !u.hidden;

/** Map indices as the columns and rows of the padded grid (axial coordinates shifted: map/hex-map), made once a list. */
const gridded = new WeakMap<readonly number[], { readonly stride: number; readonly qs: Int32Array; readonly rs: Int32Array }>();
function coordinates(hexes: readonly number[], stride: number) {
  let known = gridded.get(hexes);
  if (known === undefined || known.stride !== stride) {
    const qs = new Int32Array(hexes.length);
    const rs = new Int32Array(hexes.length);
    hexes.forEach((h, i) => {
      qs[i] = h % stride;
      rs[i] = (h - qs[i]!) / stride;
    });
    gridded.set(hexes, (known = { stride, qs, rs }));
  }
  return known;
}

/**
 * IA1 5.5: distance from a hex to the nearest enemy combat unit (transports, their cargo and leaders do not count).
 * Hidden enemies are left out: the moving player cannot know them, and a refusal must not reveal them (docs/rulings.md).
 * The enemies' hexes are kept by the hex index until an enemy piece is written (state `enemyHexes`).
 */
export function nearestEnemyCombatUnit(b: IaBattle, map: HexMap, side: string, hex: number): number {
  const { stride, qs, rs } = coordinates(enemyHexes(b, side, "combat", combatUnit), map.stride);
  const q0 = hex % stride;
  const r0 = (hex - q0) / stride;
  let best = Infinity;
  for (let i = 0; i < qs.length; i++) {
    const dq = qs[i]! - q0;
    const dr = rs[i]! - r0;
    const d = (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
    if (d < best) best = d;
  }
  return best;
}
