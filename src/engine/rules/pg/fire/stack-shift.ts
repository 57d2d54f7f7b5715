import type { Modifier } from "../../../core/modifiers";
import type { FireTable } from "../../series/data/schemas/fire-table";
import type { PgBattle } from "../state";
import { stackIn } from "../state/stack";
import { threeUnitShift } from "../units/stacking";
import { tableShift } from "./table-modifier";

/**
 * PG 4.4: "A hex containing three combat units suffers a +1 column modifier on the Direct and Bombardment Fire tables"
 * — `side`'s combat units in `hex` as units/stacking.ts counts them (leaders, APCs, unarmed transports and cargo not; an
 * armed truck and an ENG in a river hex do, 5.74), +1 at three or more. Never on another table, and never in
 * opportunity fire: "because only the individual moving unit is affected" (13.12). The size is the table's
 * `three-combat-units` modifier.
 */
export function stackShift(b: PgBattle, table: FireTable, hex: number, side: string, opportunity: boolean): Modifier[] {
  if (opportunity || (table.kind !== "direct" && table.kind !== "bombardment")) return [];
  return threeUnitShift(stackIn(b, hex, side)) > 0 ? tableShift(table, "three-combat-units") : [];
}
