/**
 * RP 6.1, 7.21, 7.22: the Call OMA dialog — a ready group of the side (its mode of transmission shown), what it fires
 * (HE, gas, smoke: RP 7.5), the observer (none for aircraft), and the vertex, picked on the canvas (a click snaps to the
 * nearest vertex: vertex-pick.ts). RP 6.2: the Cancel OMA dialog — a group whose cross hair is on the map.
 */
import { callMode } from "../../../../engine/rules/rp/oma/mode";
import { MOT_TABLE } from "../../../../engine/rules/rp/oma/mot";
import type { OmaGroup } from "../../../../engine/rules/rp/state";
import { OmaAmmo } from "../../../../engine/rules/rp/state/oma";
import type { RpDialogInput } from "./input";
import { sideUnits, text, unitRow } from "./input";

export interface RpCallOmaState {
  readonly group: string;
  readonly ammo: OmaAmmo;
  readonly observer: string;
  /** "column,row,corner", or "" until picked. */
  readonly vertex: string;
  /** RP 7.21: the call goes by runner instead of the group's own mode. */
  readonly runner: boolean;
}

export const emptyCallOma: RpCallOmaState = { group: "", ammo: "he", observer: "", vertex: "", runner: false };

export const callOmaStateFrom = (form: Readonly<Record<string, unknown>>, previous: RpCallOmaState): RpCallOmaState => {
  const ammo = OmaAmmo.safeParse(text(form, "ammo"));
  return { group: text(form, "group"), ammo: ammo.success ? ammo.data : "he", observer: text(form, "observer"), vertex: text(form, "vertex") || previous.vertex, runner: form.runner === true };
};

/** A vertex as a form value ("column,row,corner") and back. */
export const vertexOfValue = (value: string): [number, number, number] | null => {
  const m = /^(\d+),(\d+),([0-5])$/.exec(value);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : null;
};

/** RP 6.05, 7.221: the side's groups that may be called now: ready, available this turn, no cross hair or FFE on the map. */
const callable = (input: RpDialogInput): [string, OmaGroup][] =>
  Object.entries(input.battle.oma).filter(([, g]) => g.side === input.side && !g.spent && g.crossHair === null && g.ffe === null && (g.from ?? 1) <= input.battle.turn);

/** RP 6.2: the side's groups with a cross hair on the map. */
const cancellable = (input: RpDialogInput): [string, OmaGroup][] => Object.entries(input.battle.oma).filter(([, g]) => g.side === input.side && g.crossHair !== null);

/**
 * RP 7.21, 11.522: whether the user names the observer, by the mode the call goes by (the engine's): aircraft observe
 * for themselves (at night they are telephone), trench-set groups have their one designated observer.
 */
const observerChosen = (input: RpDialogInput, group: OmaGroup, runner: boolean): boolean => MOT_TABLE[callMode(input.battle, group, runner)].observer === "any-infantry";

/** The `call-oma` command in JSON; null until a group and a vertex are chosen (and an observer, but for aircraft). */
export function callOmaCommand(input: RpDialogInput, state: RpCallOmaState): Record<string, unknown> | null {
  const group = callable(input).find(([id]) => id === state.group)?.[1];
  const vertex = vertexOfValue(state.vertex);
  if (group === undefined || vertex === null) return null;
  const chosen = observerChosen(input, group, state.runner);
  const observer = chosen ? state.observer || null : null;
  if (chosen && observer === null) return null;
  return { type: "call-oma", group: state.group, vertex, observer, ammo: state.ammo, ...(state.runner ? { runner: true } : {}) };
}

export function callOmaView(input: RpDialogInput, state: RpCallOmaState) {
  const groups = callable(input).map(([id, g]) => ({ id, name: g.name, firepower: g.firepower, mode: `HEX_TACTICS.RP.Dialog.Mode.${g.mode}`, selected: id === state.group }));
  const group = input.battle.oma[state.group];
  return {
    groups,
    ammo: OmaAmmo.options.map((a) => ({ value: a, label: `HEX_TACTICS.RP.Card.Ammo.${a}`, selected: a === state.ammo })),
    runner: state.runner,
    observers: group !== undefined && !observerChosen(input, group, state.runner) ? [] : sideUnits(input).map(([id, u]) => ({ ...unitRow(input, id, u), selected: id === state.observer })),
    vertex: state.vertex,
    none: groups.length ? null : "HEX_TACTICS.RP.Dialog.noGroups",
    canSubmit: callOmaCommand(input, state) !== null,
  };
}

export interface RpCancelOmaState {
  readonly group: string;
}

export const emptyCancelOma: RpCancelOmaState = { group: "" };
export const cancelOmaStateFrom = (form: Readonly<Record<string, unknown>>): RpCancelOmaState => ({ group: text(form, "group") });

export const cancelOmaCommand = (input: RpDialogInput, state: RpCancelOmaState): Record<string, unknown> | null =>
  cancellable(input).some(([id]) => id === state.group) ? { type: "cancel-oma", group: state.group } : null;

export function cancelOmaView(input: RpDialogInput, state: RpCancelOmaState) {
  const groups = cancellable(input).map(([id, g]) => ({ id, name: g.name, turn: g.crossHair!.hourglass, primed: g.crossHair!.primed, selected: id === state.group }));
  return { groups, none: groups.length ? null : "HEX_TACTICS.RP.Dialog.noCrossHairs", canSubmit: cancelOmaCommand(input, state) !== null };
}
