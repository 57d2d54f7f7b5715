/** RP 6.3, 6.4: the Deploy and Dig dialogs — the command's ready units flip to a face, or dig, together. */
import type { RpDialogInput } from "./input";
import { readyInCommand, text, ticked, unitRow } from "./input";

export interface RpUnitsState {
  readonly units: readonly string[];
  readonly face: "formed" | "dispersed";
}

export const emptyRpUnits: RpUnitsState = { units: [], face: "formed" };

export const unitsStateFrom = (form: Readonly<Record<string, unknown>>): RpUnitsState => ({ units: ticked(form, "unit"), face: text(form, "face") === "dispersed" ? "dispersed" : "formed" });

const chosen = (input: RpDialogInput, state: RpUnitsState) => readyInCommand(input).flatMap(([id]) => (state.units.includes(id) ? [id] : []));

/** RP 6.3: the `deploy` command in JSON; null until a unit is ticked. */
export const deployCommand = (input: RpDialogInput, state: RpUnitsState): Record<string, unknown> | null => {
  const units = chosen(input, state);
  return units.length ? { type: "deploy", units, face: state.face } : null;
};

/** RP 6.4: the `dig` command in JSON; null until a unit is ticked. */
export const digCommand = (input: RpDialogInput, state: RpUnitsState): Record<string, unknown> | null => {
  const units = chosen(input, state);
  return units.length ? { type: "dig", units } : null;
};

export function unitsView(input: RpDialogInput, state: RpUnitsState, deploy: boolean) {
  const units = readyInCommand(input).map(([id, u]) => ({ ...unitRow(input, id, u), checked: state.units.includes(id), face: `HEX_TACTICS.RP.Card.Face.${u.face}` }));
  return {
    units,
    faces: deploy ? (["formed", "dispersed"] as const).map((f) => ({ value: f, label: `HEX_TACTICS.RP.Card.Face.${f}`, selected: f === state.face })) : [],
    none: units.length ? null : "HEX_TACTICS.RP.Dialog.noneInCommand",
    canSubmit: (deploy ? deployCommand : digCommand)(input, state) !== null,
  };
}
