import type { CiContext } from "../context";
import { DEFENSE, DOUBLE_DEFENSE_HITS } from "../data/constants";
import { DEFENSE_TERRAIN } from "../data/numbers";
import { hexTerrainOf } from "../map/hexside-terrain";
import { numberOf } from "../numbers/read";
import type { HitMode } from "./hit-mode";

const LOST: ReadonlySet<string> = new Set(DEFENSE_TERRAIN);

/**
 * CI 6.7 Double Defense: whether a unit in `hex` takes two hits a step from hits of `mode`. The TEC Defense column by
 * the hex terrain (a foxhole counts as its own terrain, CI 7.x Foxholes): woods 2D against fire only (treebursts:
 * bombardment into woods is 1D); town, farm, marsh, foxhole 2D against fire and bombardment; clear, beach, cemetery,
 * orchard the lost `defense.<terrain>` (RP 1D for the first three). Friendly-fire hits are bombardment hits (ruling
 * R10); assaults are always 1D (CI 9.x Assault Combat). A sniper's target never has 2D: its caller's to say.
 */
export function doubleDefense(ctx: CiContext, hex: number, mode: HitMode): boolean {
  if (mode === "assault") return false;
  const column = mode === "fire" ? "fire" : "bombardment";
  const terrain = ctx.state.markers.foxholes.includes(hex) ? "foxhole" : hexTerrainOf(ctx.map, hex);
  if (Object.hasOwn(DEFENSE, terrain)) return DEFENSE[terrain as keyof typeof DEFENSE][column] === DOUBLE_DEFENSE_HITS;
  if (LOST.has(terrain)) return numberOf(ctx.state.numbers, `defense.${terrain}`) === DOUBLE_DEFENSE_HITS;
  return false;
}
