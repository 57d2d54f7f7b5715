import type { Spotting } from "../../../los";
import { iaSight, type IaSpotting } from "../los";
import type { IaLeader, IaUnit } from "../state";
import type { IaView } from "./context";

const cache = new WeakMap<object, Spotting>();

/**
 * Line of sight and spotting for the battle as it stands: the map's smoke markers follow the battle's
 * (IA1 16.12) and the turn's visibility applies. One Spotting per map and chart, reused.
 */
export function sightFor(ctx: IaView): Spotting {
  let sight = cache.get(ctx.map);
  if (!sight) {
    sight = iaSight(ctx.map, ctx.tec, ctx.state.edition, ctx.state.visibility);
    cache.set(ctx.map, sight);
  }
  (sight.rules as IaSpotting).visibility = ctx.state.visibility;
  const want = new Set(ctx.state.smoke);
  for (const hex of ctx.map.markedHexes()) for (const m of ctx.map.markersAt(hex)) if (m === "smoke" && !want.has(hex)) ctx.map.removeMarker(hex, "smoke");
  for (const hex of want) if (!ctx.map.markersAt(hex).includes("smoke")) ctx.map.addMarker(hex, "smoke");
  return sight;
}

/** A unit or leader as a spotting target (IA1 8.52 SPOTTED markers, 16.5 hidden units). */
export const asTarget = (p: IaUnit | IaLeader) => ({ hex: p.hex!, hidden: p.hidden, spottedMarker: "spotted" in p && p.spotted });
