/**
 * Panzer Grenadier's Fire dialog (PG 10.2, 7.3, 6.4, 7.23): the series' (rulesets/series/dialogs/fire-view.ts), each
 * firer with the direct fire value its showing side prints (a unit with none is no direct firer, 7.31), and for each
 * chosen HMG whose value makes two parts of 3 the part it fires at this hex: any of 3 up to the points it has left this
 * segment (ruling A15 as played), all that is left by default.
 */
import { HMG_SMALLEST_PART, splitValue } from "../../../../engine/rules/pg/fire/hmg-split";
import { showingFace } from "../../../../engine/rules/pg/movement/harm";
import type { PgBattle, PgUnit } from "../../../../engine/rules/pg/state";
import { hexName } from "../../../../engine/rules/series/scenario/positions";
import { designatedToFire, emptyFire, fireDialog, fireStateFrom, type FireState } from "../../series/dialogs/fire-view";
import type { PgDialogInput } from "./activate-view";

const fire = fireDialog<PgBattle>((u) => showingFace(u).direct?.strength ?? null);

/** The chosen firers, leaders and target, and the part each splitting HMG fires (absent: all it has left). */
export interface PgFireState extends FireState {
  readonly parts: Readonly<Record<string, number>>;
}

export const emptyPgFire: PgFireState = { ...emptyFire, parts: {} };

/** The form read back: the series' choices, and `part.<id>` (a number of points, or "" for all that is left). */
export function pgFireStateFrom(form: Readonly<Record<string, unknown>>): PgFireState {
  const parts = Object.entries(form).flatMap(([k, v]) => (k.startsWith("part.") && (typeof v === "number" || (typeof v === "string" && /^\d+$/.test(v))) ? [[k.slice(5), Number(v)] as const] : []));
  return { ...fireStateFrom(form), parts: Object.fromEntries(parts) };
}

/** PG 7.23: a chosen firer that may split its fire now, with the points it has left this segment. */
interface Splitting {
  readonly unit: PgUnit;
  readonly left: number;
}

function splitting(input: PgDialogInput, state: FireState): Splitting[] {
  const used = input.battle.activation?.hmgFired ?? {};
  return designatedToFire(input.battle, input.side)
    .units.filter((u) => state.firers.includes(u.id) && u.kind === "hmg")
    .flatMap((u) => {
      const value = splitValue(u);
      const left = (value ?? 0) - (used[u.id] ?? 0);
      return value !== null && value >= 2 * HMG_SMALLEST_PART && left >= HMG_SMALLEST_PART ? [{ unit: u, left }] : [];
    });
}

/** The `direct-fire` command in JSON, with `parts` for the HMGs firing less than all they have left; null until a firer and a target are chosen. */
export function pgFireCommand(input: PgDialogInput, state: PgFireState): Record<string, unknown> | null {
  const command = fire.fireCommand(input, state);
  if (command === null) return null;
  const parts = Object.fromEntries(splitting(input, state).flatMap(({ unit, left }) => {
    const part = state.parts[unit.id];
    return part !== undefined && part >= HMG_SMALLEST_PART && part < left ? [[unit.id, part]] : [];
  }));
  return Object.keys(parts).length ? { ...command, parts } : command;
}

export function pgFireView(input: PgDialogInput, state: PgFireState) {
  const splits = splitting(input, state).map(({ unit, left }) => ({
    id: unit.id,
    name: unit.name,
    hex: hexName(input.map, unit.hex!),
    left,
    options: Array.from({ length: left - HMG_SMALLEST_PART }, (_, i) => HMG_SMALLEST_PART + i).map((part) => ({ value: String(part), label: String(part), selected: state.parts[unit.id] === part })),
  }));
  return { ...fire.fireView(input, state), splits, canSubmit: pgFireCommand(input, state) !== null };
}
