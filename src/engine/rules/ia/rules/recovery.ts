import type { RecoveryRules } from "../../series/rules/recovery";
import { entryCost } from "../../series/movement/cost";
import { harassingFire } from "../assault/harassing";
import type { IaContext } from "../commands/context";
import { underEntrenchment } from "../fieldworks/occupation";
import { movementAllowance } from "../movement/allowance";
import { afterEntering } from "../movement/entering";
import { riverCrossing } from "../movement/rivers";
import { stackingProblem } from "../movement/stacking";
import { opportunityFire } from "../../series/opportunity";
import { faceOf, type IaBattle } from "../state";

/** IA1 9.71: a Drumfire marker in the hex. */
const drumfire = (ctx: IaContext, hex: number) => ctx.state.drumfire?.some((m) => m.at === hex) === true;

/** Infantry Attacks' recovery and flight where the series asks (IA1 6.62, 9.71, 12.25, 13.1, 14.31–14.45, 16.33; IA2 6.62). */
export const iaRecovery: RecoveryRules<IaBattle, IaContext> = {
  // IA1 6.62: only the leader who activated the piece (in a chain, the lower-ranking one); IA2 6.62: any superior in it.
  recoveryHelpers: (b, chain) => (b.edition === "IA1" ? chain.slice(0, 1) : chain),
  // IA1 14.45, 16.33: units and leaders under an entrenchment marker.
  entrenched: underEntrenchment,
  // IA1 14.31: units that can fire on it with direct fire now (above 0, not demoralized, not loaded, not limbered: 7.33).
  mayThreaten: (u) => u.status !== "demoralized" && u.carriedBy === null && !u.limbered && faceOf(u).direct > 0,
  threatens: (_ctx, e, _p, distance) => distance <= faceOf(e).range,
  // IA1 14.32, 14.33, 9.71: a hex with a Drumfire marker is never safe. IA2 Definitions (Safe Hex) drop the Drumfire
  // clause: there only enemy fire makes a hex unsafe.
  safeHexExtra: (ctx, hex) => ctx.state.edition !== "IA1" || !drumfire(ctx, hex),
  // IA1 9.71: a fleeing piece never enters a Drumfire hex.
  barred: drumfire,
  // IA1 14.34: batteries of the dead.
  abandonedWhenFleeing: (u) => u.kind === "ART" || u.kind === "MORTAR",
  allowance: movementAllowance,
  cost(ctx, p, from, to) {
    const cost = entryCost(ctx.map, ctx.tec, from, to);
    if ("prohibited" in cost) return null;
    return cost.mp === "all" ? movementAllowance(p) : cost.mp;
  },
  // IA1 5.8–5.82: never across a major river away from a bridge or ford; a major river hex paid in full; a stop after a minor one.
  river(ctx, p, from, to) {
    const r = riverCrossing(ctx.map, ctx.tec, p, from, to);
    return "forbidden" in r ? null : r;
  },
  overstacks: (ctx, u, hex) => stackingProblem(ctx.state, u, hex) !== null,
  entered(ctx, p, movers, start, hex, contested) {
    const b = ctx.state;
    afterEntering(ctx, movers.map((id) => (b.units.get(id) ?? b.leaders.get(id))!), hex);
    if (contested) {
      // IA1 12.25, 12.23: it left the assault hex; the enemy there may harass it if no friendly unit stays behind.
      ctx.emit({ type: "assault-hex-left", hex: start, pieces: movers, rule: "IA1 12.25" });
      harassingFire(ctx, p.side, start);
    }
    // IA1 13.11, 3.13: fleeing is movement in its side's segment; IA1 13.14: a failed check stops it (or it is gone).
    return b.activation?.side === p.side ? opportunityFire(ctx, p.id, movers, hex) : [];
  },
};
