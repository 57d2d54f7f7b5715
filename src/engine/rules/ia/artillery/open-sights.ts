import { refuseUnless } from "../../../core/refusal";
import { distance } from "../../../hex";
import type { TraceEntry } from "../../../core/trace";
import type { IaContext } from "../commands/context";
import type { OpenSightsCommand } from "../commands/schema";
import { asSpotter, asTarget, sightFor } from "../commands/sight";
import { hexName, isAssaultHex, leadersIn, unitsIn } from "../fire/hexes";
import { markFirers } from "../../series/fire/markers";
import { faceOf, sideOf, type IaUnit } from "../state";
import { say, traced } from "../text";
import { attackPieces, revealTargets, sidesIn } from "./bombard";
import { friendlyFire } from "./friendly-fire";

/**
 * IA1 14.2, 11.2: an Open Sights gun's fire: halved while disrupted, halved when its ammunition is depleted, quartered
 * when both (each rounded up, Definitions "Fractions").
 */
function strengthOf(u: IaUnit, depleted: boolean): TraceEntry[] {
  const printed = faceOf(u).bombardment;
  const trace = [traced("artillery.gun", printed, { gun: u.name, fire: printed }, "IA1 10.3")];
  const disrupted = u.status === "disrupted";
  const half = disrupted ? Math.ceil(printed / 2) : printed;
  if (disrupted) trace.push(traced("artillery.disrupted", half - printed, { gun: u.name, fire: printed }, "IA1 14.2"));
  if (depleted) trace.push(traced("artillery.depleted", Math.ceil(printed / (disrupted ? 4 : 2)) - half, { gun: u.name, fire: printed }, "IA1 11.2"));
  return trace;
}

/**
 * IA1 9.12, 10.0, 10.3, 10.12, 9.82, 11.2: an activated artillery or mortar unit with an Open Sights mission fires, alone
 * (9.2), at a hex within range holding an enemy piece it spots itself (9.4). Its fire is never blocked by friendly units
 * (10.12) and may go into an assault hex, each side's pieces there taking an attack of their own (9.82). It is resolved
 * on the Bombardment Table with its modifiers and +1 for Open Sights (9.3), then friendly fire (9.83); then MOVED/FIRED, and the ammunition
 * depletion check (11.2): above the side's number its ammunition is depleted, or, depleted already, it is eliminated.
 */
export function openSightsFire(ctx: IaContext, c: OpenSightsCommand): void {
  const b = ctx.state;
  refuseUnless(b.phase === "action" && b.impulses?.active === c.side, "IA1 3.0 C", say("fire.not-your-segment"));
  const a = b.activation;
  refuseUnless(a !== null && a.side === c.side, "IA1 3.13", say("fire.no-activation"));
  const u = b.units.get(c.firer);
  // A leader (the only other piece of the side it may name) has no mission.
  refuseUnless(u !== undefined, "IA1 9.12", say("artillery.not-open-sights", { gun: b.leaders.get(c.firer)?.name ?? c.firer }));
  refuseUnless(a.pieces[u.id]?.action === "fire", "IA1 3.13", say("fire.not-designated", { piece: u.name }));
  const mission = b.plans?.[c.side]?.missions[u.id];
  refuseUnless(mission?.mission === "open-sights", "IA1 9.12", say("artillery.not-open-sights", { gun: u.name }));
  refuseUnless(u.hex !== null, "IA1 10.3", say("fire.unit-off-map", { unit: u.name }));
  refuseUnless(u.status !== "demoralized", "IA1 14.3", say("fire.demoralized", { unit: u.name }));
  refuseUnless(u.carriedBy === null, "IA1 7.33", say("fire.loaded", { unit: u.name }));
  refuseUnless(!u.limbered, "IA1 7.33", say("fire.limbered", { unit: u.name }));
  refuseUnless(!u.movedFired, "IA1 7.22", say("fire.moved-fired", { unit: u.name }));
  refuseUnless(!isAssaultHex(b, u.hex), "IA1 10.4", say("fire.assault-hex", { unit: u.name }));
  const range = distance(ctx.map.hexAt(u.hex), ctx.map.hexAt(c.at));
  refuseUnless(range <= faceOf(u).range, "IA1 7.31", say("fire.out-of-range", { unit: u.name, distance: range, range: faceOf(u).range }));
  // IA1 9.4, 16.5: an enemy piece on the board that the gun itself spots.
  const sight = sightFor(ctx);
  const spotted = [...unitsIn(b, c.at), ...leadersIn(b, c.at)].some((p) => p.side !== c.side && !p.hidden && sight.canSpot(asSpotter(u), asTarget(p)));
  refuseUnless(spotted, "IA1 9.4", say("artillery.not-spotted", { gun: u.name, hex: hexName(ctx.map, c.at) }));

  revealTargets(ctx, c.at, "IA1 10.3, 16.5");
  if (a.current !== u.id) ctx.emit({ type: "acting", piece: u.id });
  const trace = strengthOf(u, mission.depleted === true);
  const shot = { gun: u.id, hex: u.hex, at: c.at, smoke: false, fire: trace.reduce((x, t) => x + t.value, 0), trace };
  const targets = sidesIn(ctx, c.side, c.at);
  for (const moving of sidesIn(ctx, c.side, c.at)) {
    const owner = (moving.units[0] ?? moving.leaders[0])!.side;
    attackPieces(ctx, c.side, [shot], c.at, moving, targets.length > 1 ? "IA1 9.82" : "IA1 10.3", `open-sights:${u.id}:${owner}`, true);
  }
  friendlyFire(ctx, c.side, c.at, [shot], `open-sights:${u.id}`);
  if (ctx.state.units.has(u.id)) markFirers(ctx, [ctx.state.units.get(u.id)!], []);
  depletionCheck(ctx, c.side, u.id);
}

/** IA1 11.2: the ammunition depletion check after an Open Sights unit fires (none where the scenario gives no number). */
function depletionCheck(ctx: IaContext, side: string, id: string): void {
  const n = sideOf(ctx.state, side).artillery?.depletion;
  const m = ctx.state.plans?.[side]?.missions[id];
  if (n === undefined || m?.mission !== "open-sights" || !ctx.state.units.has(id)) return;
  const roll = ctx.roll(2, 6, `ammunition:${id}`);
  const result = roll.total <= n ? "ok" : m.depleted ? "eliminated" : "depleted";
  ctx.emit({ type: "ammunition-checked", side, unit: id, roll, depletion: n, result, rule: "IA1 11.2" });
  // "EAD": not a loss in combat, so not a step loss for initiative either (docs/rulings.md), nor an elimination for victory.
  if (result === "eliminated") ctx.emit({ type: "eliminated", piece: id, rule: "IA1 11.2", countsForInitiative: false, countsForVictory: false });
}

export const openSightsHandlers = {
  "open-sights-fire": (ctx: IaContext, c: OpenSightsCommand) => openSightsFire(ctx, c),
};
