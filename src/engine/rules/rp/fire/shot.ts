import { sayer, type Text } from "../../../core/text";
import { distance } from "../../../hex/axial";
import type { HexMap } from "../../../map/hex-map";
import { resolveCheck, type CohesionEvent } from "../cohesion/check";
import type { RpContext } from "../context";
import { rpSight } from "../los";
import { rpHexLabel } from "../map/labels";
import { endMoves } from "../sequence/acting";
import type { RpBattle } from "../state";
import { lossHexes, updateControl } from "../state/control";
import { contested, faceOf, hasType, isAfv, unitsIn } from "../state/lookups";
import { circumstances, sightConditions } from "./circumstances";
import { FIRE_TEXT } from "./text";

const say = sayer(FIRE_TEXT);

/** One unit's shot at a hex: area fire, or anti-tank fire at one AFV there (RP 6.53, 6.54). */
export interface Shot {
  readonly unit: string;
  readonly at: number;
  readonly kind: "area" | "anti-tank";
  readonly target?: string;
}

/** A reaction shot as the reactor picks it (decisions.ts ReactionShot): the shot's hex is the one it reacts to. */
export type ReactionOption = { unit: string; kind: "area" | "anti-tank"; target?: string };

/** A line of fire the rules allow: its range (RP 6.52) and the concealment it crosses (RP 4.81). */
export interface Line {
  readonly range: number;
  readonly concealment: number;
}
/** Why a unit cannot fire at a hex. */
export interface Unfit {
  readonly rule: string;
  readonly why: Text;
}
export const isUnfit = (l: Line | Unfit): l is Unfit => "why" in l;

/**
 * RP 6.51, 6.52: whether unit `id` can fire at hex `at`: mortars never into their own hex; from a hex with enemy units
 * only into it; within range (the target hex counted, the firing hex not); in line of sight (RP 4.6: an infantry or
 * cavalry firer's friends block it).
 */
export function lineOfFire(b: RpBattle, map: HexMap, id: string, at: number): Line | Unfit {
  const u = b.units[id]!;
  const from = u.hex!;
  if (from === at) return hasType(u, "mortar") ? { rule: "RP 6.51", why: say("rp.fire.mortar-own-hex") } : { range: 0, concealment: 0 };
  if (contested(b, from)) return { rule: "RP 6.51", why: say("rp.fire.fire-out", { unit: u.name }) };
  const range = distance(map.hexAt(from), map.hexAt(at));
  const max = faceOf(u).range;
  if (range > max) return { rule: "RP 6.52", why: say("rp.fire.range", { hex: rpHexLabel(map, at), range, max }) };
  const sight = rpSight(map, from, at, sightConditions(b, map, { firer: id }));
  if (!sight.visible) return { rule: sight.blockedBy?.rule ?? "RP 4.2", why: say("rp.fire.no-los", { hex: rpHexLabel(map, at), reason: sight.blockedBy?.reason ?? "" }) };
  return { range, concealment: sight.concealment };
}

/** RP 6.53: area fire checks every non-AFV unit in the hex, friends too (ruling R21), never the shooter (RP 6.51); RP 6.54: the one AFV. */
export function targetsOf(b: RpBattle, shot: Shot): string[] {
  if (shot.kind === "anti-tank") return [shot.target!];
  return unitsIn(b, shot.at).filter((id) => id !== shot.unit && !isAfv(b.units[id]!));
}

/** Declares a shot (`fired`). */
export function declareShot(ctx: RpContext, shot: Shot, line: Line, reaction: boolean): void {
  const u = ctx.state.units[shot.unit]!;
  const rule = reaction ? "RP 6.71" : shot.kind === "area" ? "RP 6.53" : "RP 6.54";
  ctx.emit({ type: "fired", unit: shot.unit, side: u.side, at: shot.at, kind: shot.kind, ...(shot.target === undefined ? {} : { target: shot.target }), reaction, range: line.range, concealment: line.concealment, rule });
}

/**
 * The checks a shot causes, resolved and not carried out (simultaneous fire resolves every check first, RP 6.74): the
 * shooter's firepower (RP 6.53) or anti-tank value (RP 6.54) and the card's circumstances.
 */
export function resolveShot(ctx: RpContext, shot: Shot, line: Line): CohesionEvent[] {
  const s = ctx.state.units[shot.unit]!;
  const f = faceOf(s);
  const area = shot.kind === "area";
  const value = area ? f.firepower : f.antiTank!;
  const own = { id: area ? "firepower" : "anti-tank", label: `${s.name} ${area ? "firepower" : "anti-tank value"}`, value, rule: area ? "RP 6.53" : "RP 6.54" };
  return targetsOf(ctx.state, shot).map((target) =>
    resolveCheck(ctx, {
      unit: target,
      cause: area ? "area-fire" : "anti-tank",
      modifiers: [own, ...circumstances(ctx, { target, kind: shot.kind, shooterHex: s.hex, howitzer: s.howitzer || hasType(s, "mortar"), concealment: line.concealment })],
      rule: own.rule,
    }),
  );
}

/**
 * Carries out resolved checks, of command fire then of reaction fire, together. A moving unit that fails one stops at
 * once (RP 6.65: later shots at this MP find it no longer moving). With `transport` (a firefight: the move procedure
 * does it after reaction to an MP), a unit moving by transport that fails a check of reaction fire loses its side that
 * transport group (RP 6.85). A side left alone in a hex by the losses gains its control (RP 3.9).
 */
export function carryOut(ctx: RpContext, command: readonly CohesionEvent[], reaction: readonly CohesionEvent[], transport = false): void {
  const lost = lossHexes(ctx, [...command, ...reaction]);
  for (const e of [...command, ...reaction]) ctx.emit(e);
  // RP 3.9: fire that leaves one side alone in a shared hex gives that side its control.
  updateControl(ctx, lost);
  const a = ctx.state.activation;
  if (a === null) return;
  const failing = (checks: readonly CohesionEvent[]) => checks.filter((e) => a.moving.includes(e.unit) && e.outcome !== "no-effect").map((e) => e.unit);
  const stopping = [...new Set([...failing(command), ...failing(reaction)])];
  if (transport) {
    for (const id of new Set(failing(reaction))) {
      const kind = a.transport[id];
      if (kind !== undefined) ctx.emit({ type: "transport-lost", side: ctx.state.units[id]!.side, kind, rule: "RP 6.85" });
    }
  }
  if (stopping.length) endMoves(ctx, a.moving.filter((id) => !stopping.includes(id)));
}

/** Marks a unit spent (RP 6.56, 6.75, 6.678) if it is still on the map and ready. */
export function markSpent(ctx: RpContext, id: string, rule: string): void {
  const u = ctx.state.units[id]!;
  if (u.status === "on-map" && !u.spent) ctx.emit({ type: "unit-spent", unit: id, rule });
}
