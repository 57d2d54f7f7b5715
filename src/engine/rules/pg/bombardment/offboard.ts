import { z } from "zod";
import { refuseUnless } from "../../../core/refusal";
import { PieceId } from "../../../data/schemas/common";
import { Hex } from "../../../map/hex-codec";
import type { Barrage } from "../../series/bombardment/bombard";
import { fireSmoke } from "../../series/bombardment/smoke";
import { command } from "../../series/commands/shapes";
import { onMap } from "../../series/fire/hexes";
import { endSegment } from "../../series/sequence/turn";
import { tracedBy } from "../../series/text";
import type { PgContext } from "../commands/context";
import type { PgOffboardFactor } from "../state/support";
import { say } from "../text";
import { bombardBarrage } from "./bombard";
import { pgFriendlyFire } from "./friendly-fire";
import { hexLabel } from "./hex-label";
import { checkSmokeAllowed, pgSmokeDice } from "./smoke";
import { friendlySpotters, knownEnemyUnits, spots } from "./spotters";

/** PG 9.3, 7.33: "Up to three offboard artillery factors may be combined into one attack". */
export const OFFBOARD_COMBINED = 3;

/** One attack of off-board factors at a hex (PG 9.2, 9.3), or their smoke (16.1: each factor rolls for its own marker). */
const OffboardAttack = z.object({ factors: z.array(PieceId), at: Hex, smoke: z.literal(true).optional() }).strict();
/** PG 3.14, 9.2, 9.3: a segment of off-board artillery fire: any number of attacks, each factor once. */
export const OffboardFire = command("offboard-fire", { attacks: z.array(OffboardAttack) });
export type OffboardFireCommand = z.output<typeof OffboardFire>;

/** The factors of `side` the command names, each available this turn and named once (PG 9.2), at most three an attack (9.3). */
function checkFactors(ctx: PgContext, c: OffboardFireCommand): PgOffboardFactor[][] {
  const b = ctx.state;
  const seen = new Set<string>();
  return c.attacks.map((a) => {
    refuseUnless(a.factors.length > 0, "PG 9.3", say("offboard.no-factors"));
    refuseUnless(a.factors.length <= OFFBOARD_COMBINED, "PG 9.3, 7.33", say("offboard.too-many", { count: a.factors.length }));
    return a.factors.map((id) => {
      const f = b.offboard?.find((x) => x.id === id && x.side === c.side);
      refuseUnless(f !== undefined, "PG 9.2", say("offboard.unknown-factor", { id, side: c.side }));
      refuseUnless(!seen.has(id), "PG 9.2", say("offboard.factor-twice", { id }));
      seen.add(id);
      refuseUnless(f.firedTurn !== b.turn, "PG 9.2", say("offboard.fired", { id }));
      return f;
    });
  });
}

/**
 * PG 9.2, ruling A20: an off-board target is a hex holding an enemy unit that a unit of the side on the map, or an
 * undemoralized regular leader of it, can spot (unlimited range); smoke, a hex one of them can see (16.11, A45).
 */
function checkTarget(ctx: PgContext, side: string, at: number, smoke: boolean): void {
  refuseUnless(onMap(ctx.map, at), "PG 9.2", say("bombard.off-map", { hex: String(at) }));
  const spotters = friendlySpotters(ctx, side, true);
  if (smoke) return refuseUnless(spots(ctx, spotters, at, null), "PG 16.11", say("smoke.not-spotted", { side, hex: hexLabel(ctx.map, at) }));
  const enemies = knownEnemyUnits(ctx, side, at);
  refuseUnless(enemies.length > 0, "PG 9.2", say("bombard.no-enemy", { side }));
  refuseUnless(spots(ctx, spotters, at, enemies), "PG 9.2", say("offboard.no-spotter", { side }));
}

/**
 * PG 3.14, 9.2, 9.3, 7.33, 9.52, 16.1: off-board artillery fires as a complete action segment (no activation under
 * way, none after): each attack combines up to three factors (never with units on the map) into one bombardment of its
 * hex, with friendly fire after it; or each of its factors fires smoke. Every factor fires once a turn.
 */
export function pgOffboardFire(ctx: PgContext, c: OffboardFireCommand): void {
  const b = ctx.state;
  refuseUnless(b.phase === "action" && b.impulses?.active === c.side, "PG 3.0 B", say("bombard.not-your-segment"));
  refuseUnless(b.activation === null, "PG 3.14", say("offboard.under-way"));
  refuseUnless(c.attacks.length > 0, "PG 9.2", say("offboard.no-attacks"));
  const groups = checkFactors(ctx, c);
  c.attacks.forEach((a) => {
    if (a.smoke) checkSmokeAllowed(ctx);
    checkTarget(ctx, c.side, a.at, a.smoke === true);
  });
  c.attacks.forEach((a, i) => {
    const factors = groups[i]!;
    ctx.emit({ type: "offboard-fired", side: c.side, factors: a.factors, rule: "PG 9.2" });
    if (a.smoke) return factors.forEach((f) => fireSmoke(ctx, c.side, f.id, a.at, pgSmokeDice(ctx), "PG 16.11"));
    const trace = factors.map((f) => tracedBy(say, "fire.unit", f.strength, { unit: f.id, fire: f.strength }, "PG 9.2"));
    const barrage: Barrage = { side: c.side, firers: a.factors, leaders: [], at: a.at, strength: trace.reduce((s, t) => s + t.value, 0), strengthTrace: trace };
    bombardBarrage(ctx, barrage, `offboard:${i}`);
    pgFriendlyFire(ctx, barrage, factors.map((f) => f.nationality), `offboard:${i}`);
  });
  // PG 3.14: "a complete action segment": no unit on the map activates in it.
  endSegment(ctx, c.side, false);
}
