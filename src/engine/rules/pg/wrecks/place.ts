import type { HexMap } from "../../../map";
import type { PgContext } from "../commands/context";

/** PG 16.3 "a bridge or town hex": a town, or a hex a bridge crosses into (the TEC's `bridge` hexside feature). */
export function bridgeOrTown(map: HexMap, hex: number): boolean {
  return map.terrainAt(hex).includes("town") || map.around(hex).some((h) => h !== hex && h >= 0 && map.contains(map.hexAt(h)) && map.hexsideFeatures(hex, h).includes("bridge"));
}

/** PG 16.3: "When an AFV step is eliminated in a bridge or town hex, place a wreck marker there", one per step (ruling A43). */
export function placeWrecks(ctx: PgContext, hex: number, afvSteps: number): void {
  if (!bridgeOrTown(ctx.map, hex)) return;
  for (let n = 0; n < afvSteps && (ctx.state.wrecks?.[hex] ?? 0) < 3; n++) ctx.emit({ type: "wreck-placed", hex, rule: "PG 16.3" });
}
