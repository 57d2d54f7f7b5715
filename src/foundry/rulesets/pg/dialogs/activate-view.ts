/**
 * Panzer Grenadier's Activate dialog (PG 3.1–3.34, 3.13): the series' (rulesets/series/dialogs/activate-view.ts) on
 * PG's reach — regular leaders activate non-AFV units and APCs, the tank leaders aboard AFVs every AFV (3.3: a mixed
 * stack activates together only by its stack root or each leader his own kind); a tank leader is a root by the AFV
 * carrying him, offered to his own side only (its view alone knows its assignment, 6.8). Where the battle plays 17.3
 * (optional) each unit designated to move may move strategically; whether an enemy unit sees it is the referee's to
 * judge, which refuses naming 17.3.
 */
import { pgLeadership } from "../../../../engine/rules/pg/rules/leadership";
import type { PgBattle } from "../../../../engine/rules/pg/state";
import { inForce } from "../../../../engine/rules/series/optional/options";
import { activateDialog, activateStateFrom, type ActivateState, type DialogInput } from "../../series/dialogs/activate-view";

export type PgDialogInput = DialogInput<PgBattle>;

const series = activateDialog(pgLeadership);

export const { activationRoots, scopeRows } = series;

/** The series' choices, and the units ticked to move strategically (17.3; absent: none). */
export interface PgActivateState extends ActivateState {
  readonly strategic?: readonly string[];
}

export const emptyPgActivation: PgActivateState = { root: null, designations: {}, ledBy: {}, strategic: [] };

/** The form read back: the series' choices, and `strategic.<id>` ticked; a new root starts afresh. */
export function pgActivateStateFrom(form: Readonly<Record<string, unknown>>, previous: PgActivateState): PgActivateState {
  const chosen = activateStateFrom(form, previous);
  if (chosen.root !== previous.root) return { ...chosen, strategic: [] };
  return { ...chosen, strategic: Object.entries(form).flatMap(([k, v]) => (k.startsWith("strategic.") && v === true ? [k.slice("strategic.".length)] : [])) };
}

/** PG 17.3: whether the battle plays strategic movement. */
const strategicInForce = (input: PgDialogInput): boolean => inForce(input.battle, "strategic-movement");

/** The `activate` command in JSON; each ticked unit designated to move moves strategically (17.3) where the option is in force. */
export function activateCommand(input: PgDialogInput, state: PgActivateState): Record<string, unknown> | null {
  const command = series.activateCommand(input, state);
  if (command === null || !strategicInForce(input)) return command;
  const pieces = { ...(command.pieces as Record<string, string | { readonly action: string; readonly strategic?: true }>) };
  for (const id of state.strategic ?? []) {
    const p = pieces[id];
    const designation = typeof p === "string" ? { action: p } : p;
    if (designation?.action === "move" && input.battle.units.has(id)) pieces[id] = { ...designation, strategic: true };
  }
  return { ...command, pieces };
}

export function activateView(input: PgDialogInput, state: PgActivateState) {
  const view = series.activateView(input, state);
  const strategic = strategicInForce(input);
  return {
    ...view,
    strategicColumn: strategic,
    rows: view.rows.map((row) => ({ ...row, strategic: strategic && !row.isLeader && !row.barred ? { checked: (state.strategic ?? []).includes(row.id) } : null })),
    canSubmit: activateCommand(input, state) !== null,
  };
}
