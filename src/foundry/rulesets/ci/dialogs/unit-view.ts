/**
 * CI 5.x Rally and CI 4.x No Command: dialogs naming one of the side's units — a unit of the activation that has not
 * acted (rally: its one action), or an own-platoon squad of the active PHQ that has not acted (no command: it checks its
 * own morale to act). The engine judges command and range.
 */
import type { CiDialogInput } from "./input";
import { commandName, commandsLeft, ownOnMap, readyUnits, text, unitRow } from "./input";

export interface CiUnitState {
  readonly unit: string;
}

export const emptyUnit: CiUnitState = { unit: "" };
export const unitStateFrom = (form: Readonly<Record<string, unknown>>): CiUnitState => ({ unit: text(form, "unit") });

/** CI 4.x No Command: the squads of the active PHQ's platoon that have not acted. */
export function platoonSquads(input: CiDialogInput): string[] {
  const b = input.battle;
  const a = b.activation;
  if (a === null || a.side !== input.side || a.stage !== "commands") return [];
  const hq = b.blocks[a.hq]!;
  return ownOnMap(input).filter((id) => {
    const k = b.blocks[id]!;
    return !k.acted && b.roster.kinds[k.kind]!.class === "squad" && k.company === hq.company && k.platoon === hq.platoon;
  });
}

const UNITS = { rally: readyUnits, "no-command": platoonSquads } as const;
const SUBMIT = { rally: { label: "HEX_TACTICS.Tracker.Button.rally", icon: "fa-solid fa-kit-medical" }, "no-command": { label: "HEX_TACTICS.Tracker.Button.noCommand", icon: "fa-solid fa-person-circle-question" } };
export type CiUnitCommand = keyof typeof UNITS;

/** The command in JSON; null until one of the units listed is chosen. */
export const unitCommand = (type: CiUnitCommand) => (input: CiDialogInput, state: CiUnitState): Record<string, unknown> | null =>
  UNITS[type](input).some((id) => commandName(input.battle, id) === state.unit) ? { type, unit: state.unit } : null;

export const unitView = (type: CiUnitCommand) => (input: CiDialogInput, state: CiUnitState) => {
  const units = UNITS[type](input).map((id) => unitRow(input, id, state.unit));
  return {
    commands: commandsLeft(input),
    units,
    unitLegend: "HEX_TACTICS.CI.Dialog.unit",
    unitName: "unit",
    none: units.length ? null : "HEX_TACTICS.CI.Dialog.noUnit",
    canSubmit: unitCommand(type)(input, state) !== null,
    submit: SUBMIT[type],
  };
};
