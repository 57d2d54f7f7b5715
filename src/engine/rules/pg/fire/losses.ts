import type { MoraleStatus } from "../../series/state/pieces";
import { isAfv, isClosedTop, isCombatUnit, isOpenTop } from "../units/classify";
import type { PgUnitClass } from "../units/unit-class";
import type { PgUnit } from "../state";
import type { PgLossTable, PgResultSteps } from "./reach";

/** PG 7.61, 7.63: the two unit types a result's step losses go to. */
export type PgLossCategory = "combat" | "transport";

/**
 * PG 7.61, 7.63: the categories `u` takes step losses in. Direct and bombardment fire: "one combat unit in the hex
 * (except closed-top AFVs)" — open-top AFVs and APCs included — and "one wagon, truck or sledge unit"; the Assault
 * table: "one enemy combat unit of any kind" and one wagon, truck or sledge. A wagon, truck or sledge with a fire value
 * is a combat unit (1.2) and is in both. Leaders and unarmed transports are no combat units (1.2).
 */
export function lossCategories(u: PgUnitClass, table: PgLossTable): PgLossCategory[] {
  const combat = isCombatUnit(u) && (table === "assault" || !isClosedTop(u));
  return [...(combat ? (["combat"] as const) : []), ...(u.transport !== undefined ? (["transport"] as const) : [])];
}

/**
 * PG 7.61, 7.63: the units one of a 2X or 3X (Assault: 2 or 3) result's step losses "must be taken by … if present":
 * an open-top AFV (APCs are, 1.2) on the fire tables, an AFV "of any type" on the Assault table. Null: no such constraint.
 */
export function mustInclude(table: PgLossTable, result: PgResultSteps): ((u: PgUnitClass) => boolean) | null {
  if (result.steps < 2) return null;
  return table === "fire" ? isOpenTop : isAfv;
}

/** PG 7.63's order of morale status: good order, then disrupted, then demoralized (ruling A54). */
const STATUS_ORDER: Readonly<Record<MoraleStatus, number>> = { good: 0, disrupted: 1, demoralized: 2 };

/** PG 7.6: the steps `u` has left after the losses `taken` (one id per step): none once it took two ("Any unit that takes two or more step losses is eliminated") or all it had. */
export function stepsLeft(u: PgUnit, taken: readonly string[]): number {
  const n = taken.filter((id) => id === u.id).length;
  return n >= 2 ? 0 : Math.max(0, u.steps - n);
}

/** One result's step losses against one side's units (one column's, 7.52: they never spill over to others). */
export interface PgLossScope {
  readonly table: PgLossTable;
  readonly result: PgResultSteps;
  /** The units the result was scored against, loose ones (cargo shares its transport's fate, 7.6), in battle order. */
  readonly units: readonly PgUnit[];
  /** PG 12.3: active units in the assault hex that did not take part in the assault take none of the losses (ruling N4). */
  readonly exempt?: ReadonlySet<string>;
}

/**
 * The units the next step loss of `category` may go to, as the `loss-allocation` decision offers them, after the
 * losses `taken` (one id per step, in order). Empty when the result's losses are done or the category has no unit left
 * ("the step loss to that type of unit is ignored", 7.61). The owner chooses (7.61 "In all cases"), except:
 * - a unit that took two step losses, or all its steps, is gone (7.6);
 * - Assault: the first loss goes to a unit of the best morale status (7.63; none in good order: a disrupted one, A54);
 * - `mustInclude`: when only one loss can still be taken and none has gone to such a unit, it must (7.61, 7.63).
 */
export function lossOptions(scope: PgLossScope, category: PgLossCategory, taken: readonly string[]): string[] {
  const { table, result, units, exempt } = scope;
  if (taken.length >= result.steps) return [];
  const left = (u: PgUnit) => stepsLeft(u, taken);
  const standing = units.filter((u) => lossCategories(u, table).includes(category) && !exempt?.has(u.id) && left(u) > 0);
  if (standing.length === 0) return [];
  let options = standing;
  if (table === "assault" && taken.length === 0) {
    const best = Math.min(...standing.map((u) => STATUS_ORDER[u.status]));
    options = standing.filter((u) => STATUS_ORDER[u.status] === best);
  }
  const must = mustInclude(table, result);
  if (must && !units.some((u) => taken.includes(u.id) && must(u)) && standing.some(must)) {
    const lossesLeft = Math.min(result.steps - taken.length, standing.reduce((a, u) => a + left(u), 0));
    if (lossesLeft === 1) options = options.filter(must);
  }
  return options.map((u) => u.id);
}
