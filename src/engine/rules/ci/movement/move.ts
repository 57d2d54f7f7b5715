import { Refusal, refuseUnless } from "../../../core/refusal";
import type { CiCommand } from "../commands/schema";
import type { CiContext } from "../context";
import { takeAction } from "../sequence/command";
import { blockNamed } from "../state/handles";
import { isTank, labelOf, otherSide } from "../state/lookups";
import { countAt, sidesAt } from "../state/where";
import { conceal, reveal } from "../view/reveal";
import { assaultBarrier } from "./assault-entry";
import { adjacentOnMap, controlOf, DISPUTED } from "./control";
import { moveAllowance, stepCost } from "./cost";
import { crossingOf } from "./crossing";
import { barrier } from "./passable";
import { say } from "./text";

type Move = Extract<CiCommand, { type: "move" }>;
type EndMove = Extract<CiCommand, { type: "end-move" }>;

const MOVEMENT = "CI 8.x Movement";
const MP_RULE = "CI 8.x Movement Points";
const WIRE = "CI 7.x Barbed Wire";
/** Fractional road MPs (ruling R23: ½ allowed) compared without rounding noise. */
const EPSILON = 1e-9;

/**
 * The block `side` names that is moving under the activation in progress (its `movers` entry), or undefined when its
 * move has not begun. A move goes on while it has MPs and has not stopped, during the commands (the HQ's own during
 * its action), never once the assaults are fought.
 */
function moving(ctx: CiContext, side: string, name: string): string | undefined {
  const b = ctx.state;
  const a = b.activation;
  const id = blockNamed(b, side, name);
  if (!a || id === undefined || !Object.hasOwn(a.movers, id)) return undefined;
  refuseUnless(a.stage !== "assaults" && (a.stage === "commands" || id === a.hq), MP_RULE, say("ci.move.over", { block: name }));
  refuseUnless(!a.movers[id]!.stopped, "CI 8.x Hex Control", say("ci.move.stopped", { block: name }));
  return id;
}

/**
 * CI 8.x Movement: one hexside of a unit's move (a drag at the table is a path of these). Its first step is its action
 * of the Game Turn (`takeAction`); MPs are paid per hexside (ci/movement/cost.ts), with no minimum move (ruling R23: a
 * step costing more than the MPs left is refused). It must stop on entering an enemy-controlled or disputed hex, smoke
 * or wire; entering an enemy-occupied hex declares an assault there and ends its move. A tank is revealed as it moves
 * (CI 2.x Tank); other movers are tipped face-down (ruling R12a), so the other side sees a hidden block move by its
 * handle only.
 */
export function move(ctx: CiContext, c: Move): void {
  const b = ctx.state;
  const continued = moving(ctx, c.side, c.unit);
  const id = continued ?? takeAction(ctx, c.side, c.unit, "move");
  const a = b.activation!;
  const k = b.blocks[id]!;
  const cls = labelOf(b, id).class;
  refuseUnless(cls !== "bunker", "CI 2.x Bunker", say("ci.move.never", { block: c.unit, why: "a bunker can only fire" }));
  const from = k.hex!;
  const to = c.to;
  refuseUnless(adjacentOnMap(ctx.map, from).includes(to), MOVEMENT, say("ci.move.not-adjacent", { block: c.unit }));
  // CI 7.x Barbed Wire: a unit in wire leaves it only by withdrawing through the hexside it entered by.
  const entry = b.markers.wireEntries.find((w) => w.hex === from);
  refuseUnless(continued !== undefined || !b.markers.wire.includes(from) || entry?.from === to, WIRE, say("ci.move.wire-leave", { block: c.unit }));
  const bar = barrier(b, ctx.map, id, from, to, continued === undefined);
  if (bar) throw new Refusal(bar.rule, bar.why);
  const wire = b.markers.wire.includes(to);
  refuseUnless(!wire || countAt(b, to) === 0, WIRE, say("ci.move.wire-held"));
  const assault = sidesAt(b, to).has(otherSide(b, c.side));
  if (assault) {
    const no = assaultBarrier(b, ctx.map, id, c.unit, from, to);
    if (no) throw new Refusal(no.rule, no.why);
  }
  const left = continued ? a.movers[id]!.mp : moveAllowance(b, id);
  const step = stepCost(b, ctx.map, id, from, to, continued ? a.movers[id]!.road : true, assault);
  refuseUnless(step.cost <= left + EPSILON, MP_RULE, say("ci.move.mp", { block: c.unit, left, cost: step.cost }));
  const control = controlOf(b, ctx.map, to);
  const stopped = assault || wire || b.markers.smoke.includes(to) || control === DISPUTED || (control !== null && control !== c.side);
  const hedge = crossingOf(b, ctx.map, from, to) === "hedge";

  if (isTank(b, id)) reveal(ctx, id, "tank", "CI 2.x Tank");
  ctx.emit({ type: "moved", block: id, from, to, rule: MOVEMENT });
  if (hedge) ctx.emit({ type: "hedge-gap-made", block: id, between: [from, to], rule: "CI 3.x Terrain Types" });
  ctx.emit({ type: "move-paid", block: id, cost: step.cost, mp: Math.max(0, left - step.cost), stopped, road: step.road, rule: MP_RULE });
  if (assault) ctx.emit({ type: "assault-declared", hex: to, block: id, via: [from, to], rule: "CI 9.x Assault Combat" });
  if (!isTank(b, id) && id !== a.hq) conceal(ctx, id, "face-down", MOVEMENT);
}

/** CI 8.x Movement Points: a unit ends its move before its MPs are spent ("units may expend less MPs"). */
export function endMove(ctx: CiContext, c: EndMove): void {
  const id = moving(ctx, c.side, c.unit);
  if (id === undefined) throw new Refusal(MP_RULE, say("ci.move.not-moving", { block: c.unit }));
  const m = ctx.state.activation!.movers[id]!;
  ctx.emit({ type: "move-paid", block: id, cost: 0, mp: m.mp, stopped: true, road: m.road, rule: MP_RULE });
}
