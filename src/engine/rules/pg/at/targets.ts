import type { Provenance } from "../../../data/provenance";
import type { AtTable } from "../data/schemas/at-table";
import type { PgUnitType } from "../data/schemas/counters";
import { isAfv } from "../units/classify";

/** The armor value an AT shot subtracts (PG 11.1), with where the figure comes from. */
export interface ArmorUsed {
  readonly value: number;
  readonly provenance: Provenance;
  /** 11.1: the target's printed armor; 11.11: a truck's stand-in. */
  readonly rule: "11.1" | "11.11";
}

/**
 * PG 11.0 "Only trucks and AFVs may be attacked with anti-tank fire" (ruling N7: not wagons, sledges or any other unit).
 * An AFV subtracts its printed armor (1.2, even 0); a truck, which has none, counts as the table's `truckArmor`
 * (11.11, 1.1: −1). Null: the unit is no AT target.
 */
export function atArmor(target: PgUnitType, table: AtTable): ArmorUsed | null {
  if (isAfv(target)) return { value: target.armor.value!, provenance: target.armor.provenance, rule: "11.1" };
  if (target.transport === "truck") return { value: table.truckArmor.value, provenance: table.truckArmor.provenance, rule: "11.11" };
  return null;
}
