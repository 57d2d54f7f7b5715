import type { HexMap } from "../../../map";
import type { PgContext } from "../commands/context";
import type { PgEvent } from "../events";
import { isAfv } from "../units/classify";

/** PG 16.3 "a bridge or town hex": a town, or a hex a bridge crosses into (the TEC's `bridge` hexside feature). */
export function bridgeOrTown(map: HexMap, hex: number): boolean {
  return map.terrainAt(hex).includes("town") || map.around(hex).some((h) => h !== hex && h >= 0 && map.contains(map.hexAt(h)) && map.hexsideFeatures(hex, h).includes("bridge"));
}

/**
 * PG 16.3: "When an AFV step is eliminated in a bridge or town hex, place a wreck marker there", one per step (ruling
 * A43), whatever took it — direct, AT or assault fire, a minefield: every procedure emits through this, and a wreck
 * follows each AFV's step losses there.
 */
export function placingWrecks(ctx: PgContext): PgContext {
  const emit = (e: PgEvent): void => {
    const u = e.type === "steps-lost" ? ctx.state.units.get(e.unit) : undefined;
    const lost = u !== undefined && u.hex !== null && isAfv(u) && bridgeOrTown(ctx.map, u.hex) ? Math.min(e.type === "steps-lost" ? e.steps : 0, u.steps) : 0;
    ctx.emit(e);
    for (let n = 0; n < lost && (ctx.state.wrecks?.[u!.hex!] ?? 0) < 3; n++) ctx.emit({ type: "wreck-placed", hex: u!.hex!, rule: "PG 16.3" });
  };
  return { ...ctx, emit };
}
