import type { TerrainEffectsChart } from "../../../data/schemas/tec";
import type { HexMap } from "../../../map";

/** A map's sight terrain by TEC and key (a game's edition, rulings, the smoke in play), kept across a battle's states. */
const terrains = new WeakMap<HexMap, WeakMap<TerrainEffectsChart, Map<string, unknown>>>();
const VARIANTS = 8;

/**
 * The sight terrain for `map` and `tec` with the smoke hexes `smoke` (16.12), made once by `make` and kept: the smokeless
 * terrain of each `key`, and the latest variants with smoke (a few at most are in play).
 */
export function cachedTerrain<T>(map: HexMap, tec: TerrainEffectsChart, key: string, smoke: readonly number[], make: (smoke: ReadonlyMap<number, readonly string[]>) => T): T {
  const byTec = terrains.get(map) ?? terrains.set(map, new WeakMap()).get(map)!;
  const known = byTec.get(tec) ?? byTec.set(tec, new Map()).get(tec)!;
  const full = `${key}|${[...smoke].sort((a, b) => a - b).join(",")}`;
  let t = known.get(full) as T | undefined;
  if (t === undefined) {
    t = make(new Map(smoke.map((h) => [h, ["smoke"]])));
    known.set(full, t);
    // Keep the smokeless terrains and the latest variants.
    const variants = [...known.keys()].filter((k) => !k.endsWith("|"));
    if (variants.length > VARIANTS) known.delete(variants[0]!);
  }
  return t;
}
