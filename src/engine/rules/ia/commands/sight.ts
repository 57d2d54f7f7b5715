import type { TerrainEffectsChart } from "../../../data/schemas/tec";
import type { Spotting } from "../../../los";
import type { HexMap } from "../../../map";
import { iaSight, type IaSpotting } from "../los";
import type { IaEdition, IaLeader, IaUnit } from "../state";
import type { IaView } from "./context";

const cache = new WeakMap<HexMap, WeakMap<TerrainEffectsChart, Map<IaEdition, Spotting>>>();

/**
 * Line of sight and spotting for the battle as it stands: the map's smoke markers follow the battle's
 * (IA1 16.12), the turn's visibility applies and spine choices last the turn only (IA2 7.56). One Spotting per
 * map, chart and edition, reused.
 */
export function sightFor(ctx: IaView): Spotting {
  const byTec = cache.get(ctx.map) ?? cache.set(ctx.map, new WeakMap()).get(ctx.map)!;
  const byEdition = byTec.get(ctx.tec) ?? byTec.set(ctx.tec, new Map()).get(ctx.tec)!;
  let sight = byEdition.get(ctx.state.edition);
  if (!sight) {
    sight = iaSight(ctx.map, ctx.tec, ctx.state.edition, ctx.state.visibility);
    byEdition.set(ctx.state.edition, sight);
  }
  (sight.rules as IaSpotting).visibility = ctx.state.visibility;
  sight.los.spines.setTurn(ctx.state.turn);
  const want = new Set(ctx.state.smoke);
  for (const hex of ctx.map.markedHexes()) for (const m of ctx.map.markersAt(hex)) if (m === "smoke" && !want.has(hex)) ctx.map.removeMarker(hex, "smoke");
  for (const hex of want) if (!ctx.map.markersAt(hex).includes("smoke")) ctx.map.addMarker(hex, "smoke");
  return sight;
}

/** A unit or leader as a spotting target (IA1 8.52 SPOTTED markers, 16.5 hidden units). */
export const asTarget = (p: IaUnit | IaLeader) => ({ hex: p.hex!, hidden: p.hidden, spottedMarker: "spotted" in p && p.spotted });
