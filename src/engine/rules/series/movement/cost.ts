import type { MoveCost, TerrainEffectsChart } from "../../../data/schemas/tec";
import type { HexMap } from "../../../map";
import { riverAt } from "../state/river-banks";

/** What entering a hex costs: MPs, all of them, or not allowed; with the terrain or feature that set it. */
export type EntryCost = { readonly mp: number | "all"; readonly by: string } | { readonly prohibited: string };

type Costed = { readonly moveCost?: { readonly value: MoveCost }; readonly moveCosts?: Readonly<Record<string, { readonly value: MoveCost }>> };

/** The TEC's cost for a movement class (PG 5.1), or its one cost where the class has none of its own. */
const costOf = (entry: Costed | undefined, moveClass: string | undefined): MoveCost | undefined =>
  (moveClass === undefined ? undefined : entry?.moveCosts?.[moveClass]?.value) ?? entry?.moveCost?.value;

/**
 * PG 5.0, 5.2 (IA1 5.2, 5.3, 5.84): the most expensive terrain in the hex entered, unless moving along a road across the
 * hexside, which costs the road's cost. IA1 5.3, 5.8, PG 5.7: a river hex entered across a bridge or ford (a `crossing`
 * feature on the hexside) costs the road cost or the ford's; leaving it across one to the other bank, the hex entered
 * costs as usual. Costs are the TEC's, for the mover's movement class where the TEC gives one (PG 5.1). From off the
 * board (`from` null, 16.41) no hexside is crossed: the hex's terrain costs.
 */
export function entryCost(map: HexMap, tec: TerrainEffectsChart, from: number | null, to: number, moveClass?: string): EntryCost {
  for (const t of map.terrainAt(to)) if (costOf(tec.terrain[t], moveClass) === "prohibited") return { prohibited: t };
  const along = (from === null ? [] : map.hexsideFeatures(from, to))
    .map((f) => ({ f, cost: costOf(tec.hexsides[f], moveClass) }))
    .filter((x) => (tec.hexsides[x.f]?.kind === "road" || (tec.hexsides[x.f]?.kind === "crossing" && riverAt(map, to) !== null)) && typeof x.cost === "number");
  if (along.length) {
    const best = along.reduce((a, b) => ((a.cost as number) <= (b.cost as number) ? a : b));
    return { mp: best.cost as number, by: best.f };
  }
  let mp: number | "all" = 0;
  let by = map.terrainAt(to)[0] ?? "";
  for (const t of map.terrainAt(to)) {
    const c = costOf(tec.terrain[t], moveClass);
    if (c === "all" || (typeof c === "number" && mp !== "all" && c > mp)) {
      mp = c;
      by = t;
    }
  }
  return { mp, by };
}
