/**
 * CI 7.x Special Actions: the Special Action dialog — a unit that may act digs a foxhole (CI 7.x Foxholes), lays smoke
 * on a hex (CI 7.x Smoke: an engineer's adjacent hex, a mortar's spotted one, with its spotter), demolishes the bridge
 * on one of its hexsides (CI 7.x Demolish Bridges: the hex across it picked) or clears the wire it stands in (CI 7.x
 * Barbed Wire). The hex is picked on the canvas; the engine judges the unit and the place.
 */
import type { CiDialogInput } from "./input";
import { commandName, commandsLeft, hexLabel, hexOfValue, namedOwn, ownHqs, readyUnits, text, unitRow } from "./input";

const ACTIONS = ["foxhole", "smoke", "demolish", "clear-wire"] as const;
type Action = (typeof ACTIONS)[number];

export interface CiSpecialState {
  readonly unit: string;
  readonly action: Action;
  readonly at: string;
  readonly spotter: string;
}

export const emptySpecial: CiSpecialState = { unit: "", action: "foxhole", at: "", spotter: "" };

export const specialStateFrom = (form: Readonly<Record<string, unknown>>, previous: CiSpecialState): CiSpecialState => ({
  unit: text(form, "unit"),
  action: (ACTIONS as readonly string[]).includes(text(form, "action")) ? (text(form, "action") as Action) : previous.action,
  at: text(form, "at") || previous.at,
  spotter: text(form, "spotter"),
});

/** What each action names besides the unit: a hex (smoke), a hexside toward a hex (demolish), nothing. */
const PLACE: Readonly<Record<Action, "hex" | "hexside" | null>> = { foxhole: null, smoke: "hex", demolish: "hexside", "clear-wire": null };

export function specialCommand(input: CiDialogInput, state: CiSpecialState): Record<string, unknown> | null {
  const id = namedOwn(input, state.unit);
  if (id === undefined || !readyUnits(input).includes(id)) return null;
  const command = { type: "special", unit: state.unit, action: state.action };
  const place = PLACE[state.action];
  if (place === null) return command;
  const at = hexOfValue(input.map, state.at);
  if (at === null) return null;
  const offset = (hex: number) => {
    const { col, row } = input.map.offsetAt(hex);
    return [col, row];
  };
  if (place === "hexside") return { ...command, hexside: [offset(input.battle.blocks[id]!.hex!), offset(at)] };
  const spotter = ownHqs(input).some((h) => commandName(input.battle, h) === state.spotter) ? { spotter: state.spotter } : {};
  return { ...command, hex: offset(at), ...spotter };
}

export function specialView(input: CiDialogInput, state: CiSpecialState) {
  const units = readyUnits(input).map((id) => unitRow(input, id, state.unit));
  const at = hexOfValue(input.map, state.at);
  const place = PLACE[state.action];
  return {
    commands: commandsLeft(input),
    units,
    unitLegend: "HEX_TACTICS.CI.Dialog.unit",
    unitName: "unit",
    actions: ACTIONS.map((a) => ({ value: a, label: `HEX_TACTICS.CI.Dialog.Special.${a}`, selected: a === state.action })),
    hexes: place && {
      name: "at",
      legend: place === "hex" ? "HEX_TACTICS.CI.Dialog.smokeHex" : "HEX_TACTICS.CI.Dialog.bridgeHex",
      optional: false,
      options: at === null ? [] : [{ value: state.at, label: hexLabel(input.map, at), selected: true }],
    },
    spotters: place === "hex" ? ownHqs(input).map((id) => unitRow(input, id, state.spotter)) : null,
    none: units.length ? null : "HEX_TACTICS.CI.Dialog.noUnit",
    canSubmit: specialCommand(input, state) !== null,
    submit: { label: "HEX_TACTICS.Tracker.Button.specialAction", icon: "fa-solid fa-trowel" },
  };
}
