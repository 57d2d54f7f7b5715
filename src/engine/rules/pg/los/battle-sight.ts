import type { Spotting } from "../../../los";
import { SeriesTerrain } from "../../series/los";
import { cachedTerrain } from "../../series/los/terrain-cache";
import type { PgContext } from "../commands/context";
import type { PgBattle } from "../state";
import { PG_SIGHT_RULINGS, pgSpotting, pgTerrainSight } from "./sight";

interface Kept {
  readonly smoke: string;
  readonly visibility: PgBattle["visibility"];
  readonly spotting: Spotting;
}

/** One sight per battle state (a command's draft is a state of its own), rebuilt when its smoke or light change. */
const sights = new WeakMap<PgBattle, Kept>();

/**
 * Line of sight and spotting for a PG battle as it stands: its map with the battle's smoke (16.12), the turn's light
 * (8.1), the battle's line-of-sight ruling (A29, `hillBlocksLos`).
 */
export function pgSightFor(view: Pick<PgContext, "state" | "map" | "tec">): Spotting {
  const b = view.state;
  const smoke = b.smoke.join(",");
  const had = sights.get(b);
  if (had && had.smoke === smoke && had.visibility === b.visibility) return had.spotting;
  const hills = b.rulings?.hillBlocksLos ?? PG_SIGHT_RULINGS.hillBlocksLos;
  const terrain = cachedTerrain(view.map, view.tec, `PG3 hills ${hills}`, b.smoke, (markers) => new SeriesTerrain(view.map, view.tec, pgTerrainSight({ hillBlocksLos: hills }), markers));
  const spotting = pgSpotting(terrain, b.visibility);
  sights.set(b, { smoke, visibility: b.visibility, spotting });
  return spotting;
}
