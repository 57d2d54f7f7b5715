import type { Provenance } from "../../../data/provenance";
import type { AtTable } from "../data/schemas/at-table";
import { isAfv } from "../units/classify";
import type { PgUnitClass } from "../units/unit-class";

/** The armor value an AT shot subtracts (PG 11.1), with where the figure comes from when that is known. */
export interface ArmorUsed {
  readonly value: number;
  /** The table's cell for a truck (11.11); a counter's printed armor when the target was read off a counter; else absent. */
  readonly provenance?: Provenance;
  /** 11.1: the target's printed armor; 11.11: a truck's stand-in. */
  readonly rule: "11.1" | "11.11";
}

/**
 * PG 11.0 "Only trucks and AFVs may be attacked with anti-tank fire" (ruling N7: not wagons, sledges or any other unit).
 * An AFV subtracts its printed armor (1.2, even 0); a truck, which has none, counts as the table's `truckArmor`
 * (11.11, 1.1: −1). Null: the unit is no AT target.
 */
export function atArmor(target: PgUnitClass, table: AtTable): ArmorUsed | null {
  if (isAfv(target)) return { value: target.armor!, ...(target.armorProvenance ? { provenance: target.armorProvenance } : {}), rule: "11.1" };
  if (target.transport === "truck") return { value: table.truckArmor.value, provenance: table.truckArmor.provenance, rule: "11.11" };
  return null;
}
