import { refuseUnless } from "../../../core/refusal";
import { sayer } from "../../../core/text";
import type { RpCommand, MoveStep } from "../commands/schema";
import type { RpContext } from "../context";
import type { RpEvent } from "../events/schema";
import { reactAfterMp } from "../fire/reaction";
import { rpHexLabel } from "../map/labels";
import { fightMelee } from "../melee/melee";
import { attacksOnEntering } from "../oma/entering";
import { beginAction } from "../sequence/acting";
import { updateControl } from "../state/control";
import { hasBlockhouse, hasTrench } from "../state/hexsides";
import { contested } from "../state/lookups";
import { exhausted, leaveRoad, requireMp, transportOf } from "./allowance";
import { bogChecks, lostChecks, offerRallies, stopFailed } from "./checks";
import { checkEntry, enter, type Entry } from "./enter";
import { atEdge, canBeInBlockhouse, canBeInTrench, roadHex } from "./terrain";
import { declareTransport, loseTransport } from "./transport";
import { MOVEMENT_TEXT } from "./text";

const say = sayer(MOVEMENT_TEXT);

type Move = Extract<RpCommand, { type: "move" }>;

/** The context of one move command, with the events it has emitted so far (RP 6.65, 6.85 read the checks made). */
interface Moving {
  readonly ctx: RpContext;
  readonly seen: readonly RpEvent[];
  readonly side: string;
  readonly movers: readonly string[];
}

/** RP 6.61: the movers stand together, each on the map or waiting to enter, none spent (RP 3.3; for a melee RP 6.671). */
function requireStack(ctx: RpContext, units: readonly string[], step: MoveStep): void {
  const b = ctx.state;
  const [a, other] = units.map((id) => b.units[id]!);
  if (other) {
    refuseUnless(units[0] !== units[1], "RP 6.61", say("rp.move.twice", { unit: a!.name }));
    refuseUnless(a!.hex === other.hex && a!.status === other.status, "RP 6.61", say("rp.move.apart", { unit: a!.name, other: other.name }));
  }
  for (const id of units) {
    const u = b.units[id]!;
    refuseUnless(u.status === "on-map" || u.status === "waiting", "RP 6.61", say("rp.move.not-on-map", { unit: u.name }));
    refuseUnless(!u.spent, "melee" in step ? "RP 6.671" : "RP 3.3", say("rp.move.spent", { unit: u.name }));
  }
}

/** RP 6.61: a lone mover picks up a not-yet-moved unit of its hex; the pair has spent the mover's MPs. */
function pickUp(ctx: RpContext, units: readonly string[], wasMoving: readonly string[]): void {
  const going = units.filter((id) => wasMoving.includes(id));
  const joining = units.filter((id) => !wasMoving.includes(id));
  if (!going.length || !joining.length) return;
  const b = ctx.state;
  const mover = going[0]!;
  const lone = wasMoving.filter((id) => b.units[id]!.hex === b.units[mover]!.hex).length === 1;
  refuseUnless(lone, "RP 6.61", say("rp.move.not-lone", { unit: b.units[mover]!.name }));
  ctx.emit({ type: "picked-up", unit: joining[0]!, by: mover, mpSpent: b.units[mover]!.mpSpent, rule: "RP 6.61" });
}

/** The MP just spent, named for reaction fire (RP 6.75: an MG waits for another MP). */
const markOf = (m: Moving): string => `${m.movers.join("+")}:${m.ctx.state.units[m.movers[0]!]!.mpSpent}`;

const standing = (m: Moving): string[] => m.movers.filter((id) => m.ctx.state.units[id]!.status === "on-map");

/**
 * RP 6.72, 6.85, 6.65: reaction fire after every consequence of the MP; a transport lost, a failed mover stopped; and
 * RP 6.61, 6.65: a mover with no MP left has completed its move (it was still moving for the fire its last MP drew).
 */
function react(m: Moving, hex: number): void {
  const movers = standing(m);
  if (!movers.length) return;
  const start = m.seen.length;
  reactAfterMp(m.ctx, movers, hex, markOf(m));
  const fired = m.seen.slice(start);
  loseTransport(m.ctx, movers, fired);
  stopFailed(m.ctx, movers, fired);
  const b = m.ctx.state;
  const done = standing(m).filter((id) => b.activation?.moving.includes(id) && exhausted(b, id));
  if (!done.length) return;
  m.ctx.emit({ type: "move-ended", units: done });
  for (const id of done) if (!m.ctx.state.units[id]!.spent) m.ctx.emit({ type: "unit-spent", unit: id, rule: "RP 6.65" });
}

/** RP 6.9, plan ruling R9: entering a hex — rally, lost, bog, attacks on entering, reaction fire. */
function enterHex(m: Moving, entry: Entry): void {
  const { ctx, side, movers } = m;
  for (const id of movers) requireMp(ctx, id, entry.road);
  const lost = enter(ctx, side, movers, entry);
  if (!entry.road) leaveRoad(ctx, movers);
  updateControl(ctx, [entry.to]);
  offerRallies(ctx, movers, entry.to);
  let start = m.seen.length;
  lostChecks(ctx, lost);
  bogChecks(ctx, movers, entry.to, entry.road);
  stopFailed(ctx, movers, m.seen.slice(start));
  start = m.seen.length;
  attacksOnEntering(ctx, standing(m), entry.to);
  stopFailed(ctx, movers, m.seen.slice(start));
  react(m, entry.to);
}

/** RP 6.62 option 2, 8.31, 8.321: IN a blockhouse (machine guns) or trench (guns and infantry) of the hex, one MP. */
function goIn(m: Moving, into: "trench" | "blockhouse"): void {
  const { ctx, movers } = m;
  const b = ctx.state;
  const hex = b.units[movers[0]!]!.hex!;
  const trench = into === "trench";
  const rule = trench ? "RP 8.321" : "RP 8.31";
  refuseUnless(trench ? hasTrench(b, ctx.map, hex) : hasBlockhouse(b, ctx.map, hex), rule, say("rp.move.no-fieldwork", { into, hex: rpHexLabel(ctx.map, hex) }));
  for (const id of movers) {
    const u = b.units[id]!;
    refuseUnless(trench ? canBeInTrench(u) : canBeInBlockhouse(u), rule, say(trench ? "rp.move.trench-type" : "rp.move.blockhouse-type", { unit: u.name }));
    refuseUnless(u.in !== into, "RP 6.62", say("rp.move.already-in", { unit: u.name, into }));
    requireMp(ctx, id, false);
  }
  for (const id of movers) ctx.emit({ type: "went-in", unit: id, into, mp: 1, rule: "RP 6.62" });
  leaveRoad(ctx, movers);
  react(m, hex);
}

/** RP 6.62 options 3 and 4, 6.671, 6.65: one MP initiates a melee (going IN the trench with it); the move is then over. */
function melee(m: Moving, intoTrench: boolean): void {
  const { ctx, movers } = m;
  const b = ctx.state;
  const hex = b.units[movers[0]!]!.hex!;
  refuseUnless(contested(b, hex), "RP 6.671", say("rp.move.no-enemy"));
  if (intoTrench) refuseUnless(hasTrench(b, ctx.map, hex), "RP 8.321", say("rp.move.no-fieldwork", { into: "trench", hex: rpHexLabel(ctx.map, hex) }));
  for (const id of movers) {
    if (intoTrench) refuseUnless(canBeInTrench(b.units[id]!), "RP 8.321", say("rp.move.trench-type", { unit: b.units[id]!.name }));
    requireMp(ctx, id, false);
  }
  if (intoTrench) for (const id of movers) if (b.units[id]!.in !== "trench") ctx.emit({ type: "went-in", unit: id, into: "trench", mp: 0, rule: "RP 6.62" });
  ctx.emit({ type: "melee-initiated", units: [...movers], hex, rule: "RP 6.671" });
  leaveRoad(ctx, movers);
  fightMelee(ctx, hex, movers);
  const moving = ctx.state.activation?.moving ?? [];
  const over = movers.filter((id) => moving.includes(id));
  if (over.length) ctx.emit({ type: "move-ended", units: over });
  for (const id of standing(m)) if (!ctx.state.units[id]!.spent) ctx.emit({ type: "unit-spent", unit: id, rule: "RP 6.65" });
  react(m, hex);
  updateControl(ctx, [hex]);
}

/** RP 10.3: from a map-edge hex, one MP to leave the map for good (never out of a hex holding enemy units, RP 6.63). */
function exit(m: Moving): void {
  const { ctx, movers } = m;
  const b = ctx.state;
  const hex = b.units[movers[0]!]!.hex!;
  refuseUnless(atEdge(ctx.map, hex), "RP 10.3", say("rp.move.not-edge", { hex: rpHexLabel(ctx.map, hex) }));
  refuseUnless(!contested(b, hex), "RP 6.63", say("rp.move.leave-enemy", { unit: b.units[movers[0]!]!.name }));
  // RP 10.3: the imaginary hex mirrors the edge hex, so a road hex's road runs on into it.
  for (const id of movers) requireMp(ctx, id, roadHex(ctx.map, hex));
  ctx.emit({ type: "move-ended", units: [...movers] });
  for (const id of movers) ctx.emit({ type: "unit-exited", unit: id, from: hex, rule: "RP 10.3" });
}

/**
 * RP 6.6: one movement point for an activated unit, or two moving together as a stack (RP 6.61), by transport if
 * named (RP 6.8). Each MP's consequences follow the RP 6.9 order (plan ruling R9).
 */
export function move(outer: RpContext, c: Move): void {
  const seen: RpEvent[] = [];
  const ctx: RpContext = {
    ...outer,
    emit: (e) => {
      seen.push(e);
      outer.emit(e);
    },
  };
  const wasMoving = [...(ctx.state.activation?.moving ?? [])];
  beginAction(ctx, c.side, c.units, true);
  const step = c.step;
  const entering = "to" in step || "exit" in step;
  requireStack(ctx, c.units, step);
  const first = ctx.state.units[c.units[0]!]!;
  refuseUnless(first.status !== "waiting" || "to" in step, "RP 10.21", say("rp.move.not-on-map", { unit: first.name }));
  pickUp(ctx, c.units, wasMoving);
  const starting = c.units.filter((id) => !wasMoving.includes(id));
  // RP 10.21: off the map a move begins in the mirror image of its first hex.
  const start = first.hex ?? (step as { to: number }).to;
  declareTransport(ctx, c.side, c.units, starting, c.transport, start);
  refuseUnless(transportOf(ctx.state, c.units[0]!) === undefined || entering, "RP 6.83", say("rp.move.transport-step"));
  // RP 6.64, 8.6: a unit starting on a road hex, entering a hex (or leaving the map), may earn the road bonus.
  if (entering && roadHex(ctx.map, start)) for (const id of starting) ctx.emit({ type: "road-move", unit: id, road: true });
  const m: Moving = { ctx, seen, side: c.side, movers: c.units };
  if ("to" in step) enterHex(m, checkEntry(ctx, c.side, c.units, step.to));
  else if ("exit" in step) exit(m);
  else if ("melee" in step) melee(m, step.in === "trench");
  else goIn(m, step.in);
}

/** The movement folder's command handlers. */
export const movementHandlers = { move } as const;
