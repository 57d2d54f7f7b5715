/**
 * The Unit action dialog's view model: a unit of the player's segment designated to move that has not acted spends its
 * segment mounting or dismounting (IA1 15.x: cavalry) or digging in (16.2). The referee judges whether it may.
 */
import type { IaBattle, IaUnit } from "../../../../engine/rules/ia/state";
import { hexName } from "../../../../engine/rules/ia/scenario/positions";
import { phrase } from "../../../i18n";
import type { ActivateInput } from "./activate-view";

export type UnitAction = "mount" | "dismount" | "dig-in";

/** The chosen unit and action, as read from the form (`action`: `<unit id>:<action>`). */
export interface UnitActionState {
  readonly unit: string | null;
  readonly action: UnitAction | null;
}

export const emptyUnitAction: UnitActionState = { unit: null, action: null };

/** IA1 15.x, 16.2: cavalry mounts or dismounts; other units dig in (15.6: cavalry never does, mounted or not). */
const actionsOf = (u: IaUnit): UnitAction[] => (u.kind === "CAV" ? [u.mounted ? "dismount" : "mount"] : ["dig-in"]);

/** The side's units designated to move this segment that have not acted yet. */
function ready(battle: IaBattle, side: string): IaUnit[] {
  const a = battle.activation;
  if (a === null || a.side !== side) return [];
  return [...battle.units.values()].filter((u) => a.pieces[u.id]?.action === "move" && !a.done.includes(u.id) && !u.movedFired && u.hex !== null && u.carriedBy === null);
}

export function unitActionStateFrom(form: Readonly<Record<string, unknown>>): UnitActionState {
  const [unit, action] = typeof form.action === "string" ? form.action.split(":") : [];
  return unit && (action === "mount" || action === "dismount" || action === "dig-in") ? { unit, action } : emptyUnitAction;
}

/** The `mount`, `dismount` or `dig-in` command in JSON, or null until a unit's action is chosen. */
export function unitActionCommand(input: ActivateInput, state: UnitActionState): Record<string, unknown> | null {
  const unit = ready(input.battle, input.side).find((u) => u.id === state.unit);
  return unit && state.action && actionsOf(unit).includes(state.action) ? { type: state.action, unit: unit.id } : null;
}

export function unitActionView(input: ActivateInput, state: UnitActionState) {
  const units = ready(input.battle, input.side);
  return {
    units: units.map((u) => ({
      name: u.name,
      hex: hexName(input.map, u.hex!),
      actions: actionsOf(u).map((action) => ({ value: `${u.id}:${action}`, label: phrase(`HEX_TACTICS.Dialog.UnitAction.${action}`), selected: state.unit === u.id && state.action === action })),
    })),
    none: units.length === 0 ? phrase("HEX_TACTICS.Dialog.UnitAction.none") : null,
    canSubmit: unitActionCommand(input, state) !== null,
  };
}
