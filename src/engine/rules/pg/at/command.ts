import { z } from "zod";
import { Refusal, refuseUnless } from "../../../core/refusal";
import { PieceId } from "../../../data/schemas/common";
import { distance } from "../../../hex";
import { command } from "../../series/commands/shapes";
import { tracedApart, tracedThrough } from "../../series/fire/approach";
import { asTarget } from "../../series/los/target";
import { isAssaultHex } from "../../series/movement/step";
import { unitsAt } from "../../series/state/occupancy";
import type { PgContext } from "../commands/context";
import { pgSightFor } from "../los/battle-sight";
import { showingFace } from "../movement/harm";
import type { PgUnit } from "../state";
import { say } from "../text";
import { isVehicle } from "../units/classify";
import { armorEfficiencyFacts, isArmorEfficient } from "./armor-efficiency";
import { planAtShot, resolveAtShot, type AtRefusalReason } from "./at-fire";
import { applyAtResult } from "./results";

/** PG 11.0: an activated unit designated to fire makes an AT attack on one enemy truck or AFV. */
export const AtFire = command("at-fire", { firer: PieceId, target: PieceId });
export type AtFireCommand = z.output<typeof AtFire>;

/** The firer as it may fire now (PG 3.13, 5.67, 7.22, 11.2), or a refusal. */
function readyFirer(ctx: PgContext, c: AtFireCommand): PgUnit {
  const b = ctx.state;
  const a = b.activation;
  refuseUnless(b.phase === "action" && a !== null && a.side === c.side, "PG 3.13", say("at.not-your-segment"));
  const u = b.units.get(c.firer);
  // PG 7.31: leaders have no fire values.
  refuseUnless(u !== undefined, "PG 7.31", say("at.no-at-value", { unit: b.leaders.get(c.firer)?.name ?? c.firer }));
  refuseUnless(a.pieces[u.id]?.action === "fire", "PG 3.13", say("at.not-designated", { piece: u.name }));
  refuseUnless(!a.done.includes(u.id), "PG 3.13", say("at.finished", { unit: u.name }));
  refuseUnless(!u.movedFired && !u.oppFire, "PG 7.22", say("at.moved-fired", { unit: u.name }));
  refuseUnless(u.carriedBy === null, "PG 5.67", say("at.loaded", { unit: u.name }));
  // PG 11.2: a second AT attack this turn only with armor efficiency (ruling A25: both in its own segment).
  const allowed = isArmorEfficient(u, armorEfficiencyFacts(b, u)) ? 2 : 1;
  refuseUnless((u.atShots ?? 0) < allowed, "PG 11.2", say("at.no-more-shots", { unit: u.name }));
  return u;
}

/**
 * PG 11.0–11.3: an activated unit designated to fire attacks one enemy truck or AFV it spots itself (8.0, ruling N10)
 * with its AT value: 2d6 + AT − armor + the table's die modifiers (crossfire 11.12 after an earlier attack this turn
 * from apart, since the target last moved), read on the Anti-Tank Fire Table. Hidden pieces are never targets: the
 * refusal for one is the refusal for a piece that does not exist. AT fire never combines (7.33). The firer is marked
 * MOVED/FIRED (7.46) when its attacks are spent (armor efficiency: two, 11.2); from limiting terrain it is SPOTTED (8.22).
 */
export function atFire(ctx: PgContext, c: AtFireCommand): void {
  const b = ctx.state;
  const u = readyFirer(ctx, c);
  const t = b.units.get(c.target);
  refuseUnless(t !== undefined && t.side !== c.side && t.hex !== null && !t.hidden && t.carriedBy === null, "PG 11.0", say("at.no-target", { id: c.target, side: c.side }));
  const from = u.hex!;
  const to = t.hex;
  const sight = pgSightFor(ctx);
  const through = tracedThrough(ctx.map, from, to);
  const earlier = (b.atAttacks ?? []).filter((x) => x.unit === t.id);
  const table = ctx.charts.atTable;
  const plan = planAtShot(table, {
    firer: showingFace(u),
    target: t,
    distance: distance(ctx.map.hexAt(from), ctx.map.hexAt(to)),
    firerInAssaultHex: isAssaultHex(ctx, from),
    targetInAssaultHex: isAssaultHex(ctx, to),
    friendlyVehicleInTargetHex: unitsAt(b, to).some((v) => v.side === c.side && isVehicle(v)),
    targetSpotted: sight.canSpot({ hex: from }, asTarget(t)),
    crossfire: { attackedSinceLastMove: earlier.length > 0, throughNonAdjacentHex: earlier.some((x) => tracedApart(ctx.map, x.through, through)) },
    hiddenVsStrategicMover: false,
    firerStatus: u.status,
  });
  if (!plan.allowed) throw new Refusal(`PG ${plan.rule}`, say(REASONS[plan.reason], { unit: u.name, target: t.name, side: c.side }));
  if (b.activation!.current !== u.id) ctx.emit({ type: "acting", piece: u.id });
  const roll = ctx.roll(table.dice.count, table.dice.sides, "at-fire");
  const outcome = resolveAtShot(table, plan, roll.total);
  const shot = { at: plan.at.value, armor: plan.armor.value, modifiers: plan.modifiers.map((m) => ({ id: m.id, die: m.die })) };
  ctx.emit({ type: "at-fired", side: c.side, firer: u.id, target: t.id, from, at: to, shot, roll, total: outcome.total, result: outcome.result.value, through, rule: "PG 11.1" });
  applyAtResult(ctx, t, to, outcome.effect, `at-fire:${t.id}`);
  markFirer(ctx, u);
}

/** PG 7.46, 11.2: MOVED/FIRED once its AT attacks are spent; 8.22: SPOTTED when it fired from limiting terrain. */
function markFirer(ctx: PgContext, u: PgUnit): void {
  const now = ctx.state.units.get(u.id)!;
  const allowed = isArmorEfficient(now, armorEfficiencyFacts(ctx.state, now)) ? 2 : 1;
  if ((now.atShots ?? 0) >= allowed) ctx.emit({ type: "moved-fired", pieces: [u.id], rule: "PG 7.46" });
  const limiting = ctx.map.terrainAt(now.hex!).some((id) => ctx.tec.terrain[id]?.limiting.value);
  if (limiting && !now.spotted) ctx.emit({ type: "spotted-marker", units: [u.id], on: true, rule: "PG 8.22" });
}

const REASONS = {
  "firer-demoralized": "at.firer-demoralized",
  "no-at-value": "at.no-at-value",
  "not-an-at-target": "at.not-an-at-target",
  "target-outside-assault-hex": "at.target-outside-assault-hex",
  "friendly-vehicle-in-assault-hex": "at.friendly-vehicle-in-assault-hex",
  "not-spotted": "at.not-spotted",
  "out-of-range": "at.out-of-range",
} as const satisfies Record<AtRefusalReason, string>;

export const atFireHandlers = { "at-fire": atFire };
