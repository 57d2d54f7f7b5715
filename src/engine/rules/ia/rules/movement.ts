import { Refusal, refuseUnless } from "../../../core/refusal";
import type { MovementRules } from "../../series/rules/movement";
import { entryCost } from "../../series/movement/cost";
import { refuseFixedGun } from "../artillery/plan";
import { drumfireEntry } from "../artillery/drumfire";
import { afterAssaultStep, assaultOwed, checkAssaultEntry } from "../assault/entry";
import { harassingFire } from "../assault/harassing";
import type { IaContext } from "../commands/context";
import { isCombatUnit } from "../fire/hexes";
import { movementAllowance } from "../movement/allowance";
import { nearestEnemyCombatUnit } from "../movement/closer";
import { afterEntering } from "../movement/entering";
import { afterRiverStep, riverStep } from "../movement/rivers";
import { stackingProblem, type StackingProblem } from "../movement/stacking";
import { opportunityFire } from "../../series/opportunity";
import { checkStrategicStep, strategicFactor } from "../../series/optional/strategic-movement";
import { unitsAt, type IaBattle } from "../state";
import { ia1DieTables } from "../data";
import { eliminateLeader } from "../../series/morale/morale-check";
import { say, type IaTextCode } from "../text";

/** IA1 4.3: why a move would overstack, by what is already there. */
const OVERSTACK = {
  transports: "move.overstack.transports",
  "combat-units": "move.overstack.combat-units",
  companies: "move.overstack.companies",
} as const satisfies Record<StackingProblem, IaTextCode>;

/** Infantry Attacks' movement (IA1 4.3, 5.1–5.84, 9.71, 12.2, 13.11, 16.41, 17.3) where the series' step asks. */
export const iaMovement: MovementRules<IaBattle, IaContext> = {
  isCombatUnit,
  checkMover: (ctx, c) => refuseFixedGun(ctx.state, c.piece),
  checkStacking(ctx, u, to) {
    const over = stackingProblem(ctx.state, u, to);
    if (over !== null) throw new Refusal("IA1 4.3", say(OVERSTACK[over], { unit: u.name }));
  },
  checkUnled(ctx, u, from, to) {
    // IA1 5.5: without a leader of its own type a unit may not move closer to enemy combat units.
    const now = nearestEnemyCombatUnit(ctx.state, ctx.map, u.side, from);
    const then = nearestEnemyCombatUnit(ctx.state, ctx.map, u.side, to);
    refuseUnless(then >= now, "IA1 5.5", say("move.closer", { unit: u.name }));
  },
  checkStep: (ctx, c) => checkStrategicStep(ctx, c.side, c.piece, c.to),
  allowance: (ctx, p) => movementAllowance(p) * strategicFactor(ctx, p.id),
  cost: (ctx, _p, from, to) => entryCost(ctx.map, ctx.tec, from, to),
  assaultStep(ctx, movers, from, to, entering, leaving) {
    const side = ctx.state.activation!.side;
    const into = entering ? { how: checkAssaultEntry(ctx, movers, from, to), owed: assaultOwed(ctx, side, to) } : null;
    return () => afterAssaultStep(ctx, side, movers, from, to, into, leaving);
  },
  riverStep(ctx, movers, from, to) {
    const step = riverStep(ctx, movers, from, to);
    return () => afterRiverStep(ctx, step);
  },
  // IA1 5.44: enemy transports, loaded or not, with their cargo.
  overrunTransports: (ctx, u, hex) => ({ units: unitsAt(ctx.state, hex).filter((e) => e.side !== u.side && e.carriedBy === null && e.kind === "TRANSPORT"), rule: "IA1 5.44" }),
  overrunTable: () => ia1DieTables.tables.find((t) => t.id === "lone-leader-overrun")!,
  // IA1 6.71: "not occupied by enemy combat units".
  barsRetreat: isCombatUnit,
  eliminateLeader: (ctx, id, rule) => eliminateLeader(ctx, id, rule, false),
  afterStep(ctx, c, movers, from, leaving) {
    afterEntering(ctx, movers.map((id) => (ctx.state.units.get(id) ?? ctx.state.leaders.get(id))!), c.to);
    // IA1 9.71: a Drumfire marker attacks the movers at once.
    drumfireEntry(ctx, movers, c.to);
    // IA1 12.23: the last of the side's combat units has left the assault hex.
    if (leaving) harassingFire(ctx, c.side, from);
    // IA1 13.11: the inactive player may fire at the piece in each hex it enters, before it enters another.
    opportunityFire(ctx, c.piece, movers, c.to);
  },
};
