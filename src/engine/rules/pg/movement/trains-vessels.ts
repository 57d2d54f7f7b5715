import { refuseUnless } from "../../../core/refusal";
import type { MovementCommand } from "../../series/commands/shapes";
import { unitsAt } from "../../series/state/occupancy";
import { riverAt } from "../../series/state/river-banks";
import type { PgContext } from "../commands/context";
import type { PgBattle, PgLeader, PgUnit } from "../state";
import { say } from "../text";
import { isTrain, isTrainOrVessel, isVessel } from "../units/train-vessel";

/** PG 15.21, 15.22: "Its movement allowance is 6" (a train), 5 (a vessel); null for any other piece. */
export const trainOrVesselAllowance = (p: PgUnit | PgLeader): number | null => ("type" in p ? (isTrain(p) ? 6 : isVessel(p) ? 5 : null) : null);

/**
 * PG 15.2–15.22: a train enters only railroad track hexes the scenario designates, a vessel only major river hexes;
 * "enemy ground units (including engineers) may not enter a major river hex that contains a river vessel" — one the
 * mover's side knows of (16.6: a hidden vessel is found by entering, not by a refusal).
 */
export function checkTrackAndRiver(ctx: PgContext, c: MovementCommand): void {
  const b = ctx.state;
  const u = b.units.get(c.piece);
  if (u === undefined || u.hex === null) return;
  if (isTrain(u)) refuseUnless(b.rails?.includes(c.to) ?? false, "PG 15.21", say("move.train-off-track", { unit: u.name }));
  else if (isVessel(u)) refuseUnless(riverAt(ctx.map, c.to) === "major-river", "PG 15.22", say("move.vessel-off-river", { unit: u.name }));
  else if (riverAt(ctx.map, c.to) === "major-river") {
    const vessel = unitsAt(b, c.to).find((v) => v.side !== u.side && !v.hidden && isVessel(v));
    refuseUnless(vessel === undefined, "PG 15.2", say("move.vessel-river", { unit: u.name, vessel: vessel?.name ?? "" }));
  }
}

/** PG 15.2 (ruling A47): a train or vessel pays one MP a track or river hex, whatever the terrain. */
export const trackCost = (u: PgUnit) => ({ mp: 1, by: isTrain(u) ? "railroad track" : "major river" });

/**
 * PG 15.2: a train or vessel that took opportunity fire "may still move": it activates to move under its MOVED/FIRED
 * markers (its two extra ones, `extraMarkers`) until it does, and may not fire again (7.22, ruling A47).
 */
export const activatesUnderMarker = (_b: PgBattle, p: PgUnit | PgLeader): boolean => "type" in p && p.extraMarkers === true;

/**
 * PG 15.2: the train or vessel `p`, under MOVED/FIRED after its opportunity fire this turn, activated to move in this
 * segment (only its extra markers let it activate: `activatesUnderMarker`), moves on.
 */
export function movesUnderMarker(b: PgBattle, p: PgUnit | PgLeader): boolean {
  const a = b.activation;
  return "type" in p && isTrainOrVessel(p) && p.oppFireKind !== undefined && a !== null && a.side === p.side && a.pieces[p.id]?.action === "move";
}
