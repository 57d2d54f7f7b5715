/**
 * RP 6.01 a–c, e: the Activate dialog — how the command activates (a unit, a stack of two, a mass, a blob) and which of
 * the side's ready units; the engine judges whether they make that configuration (RP 3.4–3.6). A mass is most easily
 * chosen on the canvas: the dialog opens with the side's units among the user's controlled tokens ticked.
 */
import type { RpDialogInput } from "./input";
import { sideUnits, text, ticked, unitRow } from "./input";

export const RP_ACTIVATE_CONFIGS = ["unit", "stack", "mass", "blob"] as const;
type Config = (typeof RP_ACTIVATE_CONFIGS)[number];

export interface RpActivateState {
  readonly config: Config;
  readonly units: readonly string[];
}

/** The first state: `controlled` (the controlled tokens' units) ticked, as a unit, a stack of two or a mass by their count. */
export function activateStart(input: RpDialogInput, controlled: readonly string[]): RpActivateState {
  const own = new Set(sideUnits(input).filter(([, u]) => !u.spent).map(([id]) => id));
  const units = controlled.filter((id) => own.has(id));
  return { config: units.length <= 1 ? "unit" : units.length === 2 ? "stack" : "mass", units };
}

export function activateStateFrom(form: Readonly<Record<string, unknown>>, previous: RpActivateState): RpActivateState {
  const config = text(form, "config");
  return { config: (RP_ACTIVATE_CONFIGS as readonly string[]).includes(config) ? (config as Config) : previous.config, units: ticked(form, "unit") };
}

/** The `activate` command in JSON; null until a unit is ticked. */
export const activateCommand = (_input: RpDialogInput, state: RpActivateState): Record<string, unknown> | null =>
  state.units.length ? { type: "activate", config: state.config, units: [...state.units] } : null;

/** RP 3.3: the side's ready (not spent) units on the map, by hex. */
export function activateView(input: RpDialogInput, state: RpActivateState) {
  const units = sideUnits(input)
    .filter(([, u]) => !u.spent)
    .map(([id, u]) => ({ ...unitRow(input, id, u), checked: state.units.includes(id), face: `HEX_TACTICS.RP.Card.Face.${u.face}` }))
    .sort((a, b) => a.hex.localeCompare(b.hex) || a.name.localeCompare(b.name));
  return {
    configs: RP_ACTIVATE_CONFIGS.map((c) => ({ value: c, label: `HEX_TACTICS.RP.Card.Config.${c}`, selected: c === state.config })),
    units,
    none: units.length ? null : "HEX_TACTICS.RP.Dialog.noReadyUnits",
    canSubmit: activateCommand(input, state) !== null,
  };
}
