import { refuseUnless } from "../../../core/refusal";
import type { PgBattle, PgLeader, PgUnit } from "../state";
import { isAfv, isPersonnel, isWeapon } from "../units/classify";
import { say } from "../text";

/** What a PG transport carries (5.6): a personnel unit, a weapon hooked up for towing (5.62, 5.63), or a leader (6.3). */
export type PgCargo = { readonly kind: "personnel" | "weapon"; readonly unit: PgUnit } | { readonly kind: "leader"; readonly leader: PgLeader };

/** PG 5.62: a weapon that must be limbered and towed, not a personnel unit (5.64: a weapon with a movement allowance and no armor is). */
export const isTowedWeapon = (u: PgUnit): boolean => isWeapon(u) && !isAfv(u) && !isPersonnel(u);

/**
 * PG 5.6, 5.62, 5.64, 6.3: the cargo `id` names, or the refusal: "one weapon or personnel unit (except cavalry), PLUS up
 * to three leaders"; "all leaders except cavalry leaders may be transported"; self-propelled artillery "may not be
 * transported"; a towed weapon rides on its limbered side, so it must have one.
 */
export function cargoOf(b: PgBattle, id: string): PgCargo {
  const leader = b.leaders.get(id);
  if (leader) {
    refuseUnless(leader.kind !== "cavalry", "PG 6.3", say("transport.cavalry-leader", { leader: leader.name }));
    return { kind: "leader", leader };
  }
  const unit = b.units.get(id)!;
  refuseUnless(unit.kind !== "cavalry", "PG 5.6", say("transport.cavalry", { unit: unit.name }));
  refuseUnless(!isWeapon(unit) || !isAfv(unit), "PG 5.64", say("transport.self-propelled", { unit: unit.name }));
  if (isPersonnel(unit)) return { kind: "personnel", unit };
  refuseUnless(isTowedWeapon(unit), "PG 5.6", say("transport.not-cargo", { unit: unit.name }));
  refuseUnless(unit.limberedFace !== undefined, "PG 5.62", say("transport.no-limbered-side", { unit: unit.name }));
  return { kind: "weapon", unit };
}
