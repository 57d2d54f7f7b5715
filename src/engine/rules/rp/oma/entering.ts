import type { RpContext } from "../context";
import { barragesOn } from "./barrage";
import { bombardUnits } from "./bombardment";
import { ffeAttack } from "./ffe";
import { gasAttacks } from "./gas";
import { blastHexes } from "./geometry";

/**
 * RP 7.247, 7.511, 7.512, 7.43: units entering `hex` are attacked, in this order (ruling R9), by each high-explosive fire
 * for effect whose three hexes include it, by gas if a marker is there, and by a creeping barrage standing on it (a
 * paralyzing bombardment, no breaches). Smoke attacks nobody (ruling R5).
 */
export function attacksOnEntering(ctx: RpContext, units: readonly string[], hex: number): void {
  const groups = Object.keys(ctx.state.oma).sort();
  for (const group of groups) {
    const ffe = ctx.state.oma[group]!.ffe;
    if (ffe?.ammo === "he" && blastHexes(ctx.map, ffe.vertex).includes(hex)) ffeAttack(ctx, group, units, "RP 7.247");
  }
  if (ctx.state.markers.gas.includes(hex)) gasAttacks(ctx, units);
  for (const i of barragesOn(ctx, hex)) {
    const x = ctx.state.barrages[i]!;
    ctx.emit({ type: "bombardment-fired", side: x.side, kind: "paralyzing", hexes: [hex], barrage: true, rule: "RP 7.43" });
    bombardUnits(ctx, units, "paralyzing", "RP 7.43");
  }
}
