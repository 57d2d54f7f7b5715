import { sayer } from "../../../core/text";
import { neighbour } from "../../../hex/axial";
import { cohesionCheck } from "../cohesion/check";
import type { RpContext } from "../context";
import { circumstances } from "../fire/circumstances";
import { updateControl } from "../state/control";
import { unitsIn } from "../state/lookups";
import { askId } from "./asked";
import { OMA_TEXT } from "./text";

const say = sayer(OMA_TEXT);

/**
 * RP 7.513: the side that rolled doubles moves every gas marker one hex across the same hexside direction (its choice);
 * markers leaving the map are removed. Returns the units in hexes the gas reached that held none before.
 */
function drift(ctx: RpContext, side: string): string[] {
  const map = ctx.map;
  const before = new Set(ctx.state.markers.gas);
  const direction = ctx.decide<number>({
    id: askId(ctx, "rp-gas-drift"),
    kind: "rp-gas-drift",
    side,
    prompt: say("rp.oma.gas-drift"),
    options: [0, 1, 2, 3, 4, 5],
    default: 0,
    rule: "RP 7.513",
  });
  const to = ctx.state.markers.gas.map((h) => neighbour(map.hexAt(h), direction)).filter((h) => map.contains(h)).map((h) => map.indexOf(h));
  ctx.emit({ type: "gas-drifted", side, direction, to, rule: "RP 7.513" });
  return [...new Set(to)].filter((h) => !before.has(h)).flatMap((h) => unitsIn(ctx.state, h));
}

/**
 * RP 7.511: gas checks, one unit at a time, without firepower, range or cover (circumstances' "gas"). RP 7.513: after a
 * check rolling doubles, the gas drifts, and units in hexes it newly reaches check in turn. RP 3.9: a side left alone in a
 * hex by the losses gains its control.
 */
export function gasAttacks(ctx: RpContext, units: readonly string[]): void {
  const queue = [...units];
  const lost: number[] = [];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    const u = ctx.state.units[id]!;
    if (u.status !== "on-map") continue;
    const hex = u.hex!;
    const e = cohesionCheck(ctx, { unit: id, cause: "gas", modifiers: circumstances(ctx, { target: id, kind: "gas", shooterHex: null, howitzer: false, concealment: 0 }), rule: "RP 7.511" });
    if (e.outcome === "destroyed") lost.push(hex);
    if (e.doubles && ctx.state.markers.gas.length) queue.push(...drift(ctx, u.side));
  }
  updateControl(ctx, lost);
}
