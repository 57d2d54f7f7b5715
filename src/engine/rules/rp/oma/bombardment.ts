import { sayer } from "../../../core/text";
import type { RpContext } from "../context";
import { updateControl } from "../state/control";
import { wireBetween } from "../state/hexsides";
import type { HexsidePair } from "../state/markers";
import { askId } from "./asked";
import { OMA_TEXT } from "./text";

const say = sayer(OMA_TEXT);

/**
 * RP 7.12: a bombardment on these units: every one not in a village hex nor IN a blockhouse or trench is eliminated
 * (ruling R16: AFVs and the firer's own too); the rest are dispersed (not spent), then each rolls a die: pulverizing, a
 * 6 eliminates; paralyzing, 2 or more spends. RP 3.9: a side left alone in a hex by the losses gains its control.
 */
export function bombardUnits(ctx: RpContext, units: readonly string[], kind: "pulverizing" | "paralyzing", rule: string): void {
  const survivors: string[] = [];
  const lost: number[] = [];
  for (const unit of units) {
    const u = ctx.state.units[unit]!;
    if (u.status !== "on-map") continue;
    if (u.in === null && !ctx.map.terrainAt(u.hex!).includes("village")) {
      lost.push(u.hex!);
      ctx.emit({ type: "unit-destroyed", unit, captured: false, rule });
      continue;
    }
    if (u.face === "formed") ctx.emit({ type: "unit-flipped", unit, face: "dispersed", spent: false, rule });
    survivors.push(unit);
  }
  for (const unit of survivors) {
    const die = ctx.roll(1, 6, `rp.oma.${kind}`).total;
    const effect = kind === "pulverizing" ? (die === 6 ? "eliminated" : "none") : die >= 2 ? "spent" : "none";
    if (effect === "eliminated") lost.push(ctx.state.units[unit]!.hex!);
    ctx.emit({ type: "bombardment-die", unit, die, effect, rule });
  }
  updateControl(ctx, lost);
}

/** RP 7.12, 7.43: the wire hexsides bordering the hexes that no breach opens yet. */
function wireAround(ctx: RpContext, hexes: readonly number[]): HexsidePair[] {
  const seen = new Map<string, HexsidePair>();
  for (const h of hexes) {
    for (const n of ctx.map.around(h).slice(1)) {
      if (n < 0 || !ctx.map.contains(ctx.map.hexAt(n)) || !wireBetween(ctx.state, ctx.map, h, n)) continue;
      const pair: HexsidePair = h < n ? [h, n] : [n, h];
      seen.set(pair.join(","), pair);
    }
  }
  return [...seen.values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

/** RP 7.12 a/b, 7.43: `count` wire breaches bordering the hexes, each placed by `by` (none left: no more). */
export function placeBreaches(ctx: RpContext, by: string, count: number, hexes: readonly number[], rule: string): void {
  for (let k = 0; k < count; k++) {
    const options = wireAround(ctx, hexes);
    if (!options.length) return;
    const hexside = ctx.decide<HexsidePair>({ id: askId(ctx, "rp-breach"), kind: "rp-breach", side: by, prompt: say("rp.oma.breach"), options, default: options[0]!, rule });
    ctx.emit({ type: "hexside-marked", kind: "breach", hexside, by, rule });
  }
}
