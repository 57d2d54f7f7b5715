/** Panzer Grenadier pieces' state as token status effects (src/foundry/status-effects.ts). */
import type { PgLeader, PgUnit } from "../../../engine/rules/pg/state/pieces";
import { statusEffects, statusId } from "../../status-effects";

/** PG's statuses, in the order a token shows them. */
export const PG_STATUSES = ["disrupted", "demoralized", "moved-fired", "opportunity-fire", "spotted", "limbered"] as const;

export const PG_STATUS_EFFECTS = statusEffects(PG_STATUSES);

/**
 * The statuses a piece shows, in the list's order: its morale state (PG 14.2, 14.3), Moved/Fired (7.46), opportunity
 * fire taken (13.0), Spotted (8.5), a limbered weapon (5.62). An entrenchment is a marker on its hex (16.4).
 */
export function pgStatusesOf(piece: PgUnit | PgLeader): string[] {
  const unit = "maxSteps" in piece ? piece : null;
  const on: [boolean, (typeof PG_STATUSES)[number]][] = [
    [piece.status === "disrupted", "disrupted"],
    [piece.status === "demoralized", "demoralized"],
    [piece.movedFired, "moved-fired"],
    [unit?.oppFire === true, "opportunity-fire"],
    [unit?.spotted === true, "spotted"],
    [unit?.limbered === true, "limbered"],
  ];
  return on.flatMap(([shown, name]) => (shown ? [statusId(name)] : []));
}
