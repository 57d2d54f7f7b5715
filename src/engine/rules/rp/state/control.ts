import type { CohesionEvent } from "../cohesion/check";
import type { RpContext } from "../context";
import { unitsIn } from "./lookups";

/** RP 3.9, 10.1: a side that is the sole occupant of a hex gains its control (and keeps it after leaving). */
export function updateControl(ctx: RpContext, hexes: readonly number[]): void {
  for (const hex of new Set(hexes)) {
    const sides = new Set(unitsIn(ctx.state, hex).map((id) => ctx.state.units[id]!.side));
    if (sides.size !== 1) continue;
    const side = [...sides][0]!;
    if (ctx.state.control[String(hex)] !== side) ctx.emit({ type: "control-changed", hex, side });
  }
}

/** The hexes where these resolved checks, not yet carried out, destroy a unit (RP 3.9: where control may change). */
export const lossHexes = (ctx: RpContext, checks: readonly CohesionEvent[]): number[] =>
  checks.flatMap((e) => (e.outcome === "destroyed" ? [ctx.state.units[e.unit]!.hex!] : []));
