/**
 * Panzer Grenadier's tank-leader assignment (PG 6.8) as a set-up dialog: before the first initiative roll the owning
 * player "secretly assigns the tank leaders to his or her AFV units" — up to the scenario's number, to AFVs of his side
 * that are no APC and have none by rule. It reads his own side's view (the only one that knows his assignment) and
 * sends `assign-tank-leaders` to the referee, which keeps it out of every document (rulesets/pg/combat.ts).
 */
import { hasTankLeaderByRule, mayHaveTankLeader } from "../../../../engine/rules/pg/leaders/tank-leaders";
import type { PgUnit } from "../../../../engine/rules/pg/state";
import { nationalityFacts } from "../../../../engine/rules/pg/units/nationality";
import { hexName } from "../../../../engine/rules/series/scenario/positions";
import { phrase } from "../../../i18n";
import type { PgDialogInput } from "./activate-view";

/** The AFVs chosen (ids); null: none chosen yet in the dialog, the side's assignment as it stands. */
export interface TankLeaderState {
  readonly units: readonly string[] | null;
}

export const emptyTankLeaders: TankLeaderState = { units: null };

/** PG 3.0, 6.8: set-up, before the first initiative roll. */
export const tankLeadersDue = (input: PgDialogInput): boolean => input.battle.turn === 1 && input.battle.phase === "initiative" && input.battle.initiative === null;

/** The scenario's number of tank leaders for the side (6.8). */
export const tankLeaderCount = (input: PgDialogInput): number => input.battle.sides.find((s) => s.id === input.side)?.tankLeaders ?? 0;

/** PG 6.8: the side's AFVs that may take a tank leader: no APC (3.3), none by rule (6.8's nationality rules). */
export const tankLeaderAfvs = (input: PgDialogInput): PgUnit[] =>
  [...input.battle.units.values()].filter((u) => u.side === input.side && mayHaveTankLeader(u) && !hasTankLeaderByRule(u, nationalityFacts(input.battle, u)));

/** The AFVs ticked in the form (`afv.<id>`), among those that may take one. */
export function tankLeaderStateFrom(form: Readonly<Record<string, unknown>>, _previous: TankLeaderState, input: PgDialogInput): TankLeaderState {
  return { units: tankLeaderAfvs(input).flatMap((u) => (form[`afv.${u.id}`] === true ? [u.id] : [])) };
}

const chosen = (input: PgDialogInput, state: TankLeaderState): readonly string[] => state.units ?? input.battle.tankLeaders[input.side] ?? [];

/** The `assign-tank-leaders` command in JSON, or null when it is not set-up or more AFVs are ticked than the side has tank leaders. */
export function tankLeaderCommand(input: PgDialogInput, state: TankLeaderState): Record<string, unknown> | null {
  const units = chosen(input, state);
  if (!tankLeadersDue(input) || tankLeaderCount(input) === 0 || units.length > tankLeaderCount(input)) return null;
  return { type: "assign-tank-leaders", units: [...units] };
}

export function tankLeaderView(input: PgDialogInput, state: TankLeaderState) {
  const count = tankLeaderCount(input);
  const units = chosen(input, state);
  return {
    count,
    afvs: tankLeaderAfvs(input).map((u) => ({ id: u.id, name: u.name, hex: u.hex === null ? "" : hexName(input.map, u.hex), checked: units.includes(u.id) })),
    tooMany: units.length > count ? phrase("HEX_TACTICS.PG.Dialog.TankLeaders.tooMany", { count }) : null,
    none: !tankLeadersDue(input) ? phrase("HEX_TACTICS.PG.Dialog.TankLeaders.notNow") : count === 0 ? phrase("HEX_TACTICS.PG.Dialog.TankLeaders.none") : null,
    canSubmit: tankLeaderCommand(input, state) !== null,
  };
}
