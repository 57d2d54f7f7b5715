/**
 * A series game's Unit action dialog as a view model: for each of the side's units on the map, the actions the referee
 * accepts now — its `actions` answer, the one the Token HUD asks (canvas/token-actions.ts): in Infantry Attacks
 * mounting, dismounting (IA1 15.x), digging in (16.2), exiting the board (16.42); in Panzer Grenadier limbering (5.63),
 * loading and unloading (5.6), recovery (14.4), exiting the board (16.52). The engine judges them on the side's view;
 * the dialog offers exactly those and sends the command the referee gave, judging nothing itself.
 */
import type { ReducedBattle } from "../../../../engine/rules/series/events/types";
import { hexName } from "../../../../engine/rules/series/scenario/positions";
import { readTokenActions, type TokenActions } from "../../../canvas/token-actions";
import { phrase } from "../../../i18n";
import type { Reply } from "../../../referee/protocol";
import type { DialogInput } from "./activate-view";

/** A unit the referee offers actions for: its name and hex as the dialog shows them, the side it answered for, the actions. */
export interface UnitActions {
  readonly unit: string;
  readonly name: string;
  readonly hex: string;
  readonly side: string;
  readonly actions: TokenActions["actions"];
}

/** The chosen unit and action, as read from the form (`action`: `<unit id>:<action>`). */
export interface UnitActionState {
  readonly unit: string | null;
  readonly action: string | null;
}

export const emptyUnitAction: UnitActionState = { unit: null, action: null };

/**
 * Each of the side's units on the map with the actions the referee's answer to `ask` (an `actions` request for the
 * piece) accepts; a unit offered nothing, or not answered, is left out.
 */
export async function askUnitActions(input: DialogInput<ReducedBattle>, ask: (piece: string) => Promise<Reply | null>): Promise<UnitActions[]> {
  const units = [...input.battle.units.values()].filter((u) => u.side === input.side && u.hex !== null);
  const answered = await Promise.all(units.map(async (u) => ({ u, reply: await ask(u.id) })));
  return answered.flatMap(({ u, reply }) => {
    const got = reply?.ok ? readTokenActions(reply.result) : null;
    return got?.actions.length ? [{ unit: u.id, name: u.name, hex: hexName(input.map, u.hex!), side: got.side, actions: got.actions }] : [];
  });
}

export function unitActionStateFrom(form: Readonly<Record<string, unknown>>): UnitActionState {
  const value = typeof form.action === "string" ? form.action : "";
  const at = value.lastIndexOf(":");
  return at > 0 && at < value.length - 1 ? { unit: value.slice(0, at), action: value.slice(at + 1) } : emptyUnitAction;
}

/** The referee's command for the chosen unit and action, with the side it answered for; null until one it offered is chosen. */
export function unitActionCommand(offered: readonly UnitActions[], state: UnitActionState): { command: Record<string, unknown>; side: string } | null {
  const unit = offered.find((o) => o.unit === state.unit);
  const chosen = unit?.actions.find((a) => a.action === state.action);
  return unit && chosen ? { command: chosen.command, side: unit.side } : null;
}

export function unitActionView(offered: readonly UnitActions[], state: UnitActionState) {
  return {
    units: offered.map((o) => ({
      name: o.name,
      hex: o.hex,
      actions: o.actions.map(({ action }) => ({ value: `${o.unit}:${action}`, label: phrase(`HEX_TACTICS.OnTheTable.Action.${action}`), selected: state.unit === o.unit && state.action === action })),
    })),
    none: offered.length === 0 ? phrase("HEX_TACTICS.Dialog.UnitAction.none") : null,
    canSubmit: unitActionCommand(offered, state) !== null,
  };
}
