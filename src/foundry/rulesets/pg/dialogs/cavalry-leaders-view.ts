/**
 * Panzer Grenadier's cavalry leaders (PG 6.9) as a set-up dialog: before the first initiative roll, in a scenario with
 * cavalry units, a side designates which of its leaders are cavalry leaders; the rest are regular. Public, unlike the
 * tank leaders (6.8): the counters show it. Kommissars and train or vessel leaders are no leaders of that kind (6.6,
 * 15.2). Designating again before play begins replaces the last designation.
 */
import type { PgLeader } from "../../../../engine/rules/pg/state";
import { hexName } from "../../../../engine/rules/series/scenario/positions";
import { phrase } from "../../../i18n";
import type { PgDialogInput } from "./activate-view";
import { tankLeadersDue } from "./tank-leaders-view";

/** The leaders ticked (ids); null: none chosen yet in the dialog, the side's designation as it stands. */
export interface CavalryLeaderState {
  readonly leaders: readonly string[] | null;
}

export const emptyCavalryLeaders: CavalryLeaderState = { leaders: null };

/** PG 6.9: "in scenarios with cavalry units". */
export const hasCavalry = (input: PgDialogInput): boolean => [...input.battle.units.values()].some((u) => u.kind === "cavalry");

/** PG 6.9: the side's leaders that may be cavalry leaders: its regular and cavalry ones. */
export const cavalryLeaderCandidates = (input: PgDialogInput): PgLeader[] =>
  [...input.battle.leaders.values()].filter((l) => l.side === input.side && (l.kind === "regular" || l.kind === "cavalry"));

/** The leaders ticked in the form (`leader.<id>`), among those that may be cavalry leaders. */
export function cavalryLeaderStateFrom(form: Readonly<Record<string, unknown>>, _previous: CavalryLeaderState, input: PgDialogInput): CavalryLeaderState {
  return { leaders: cavalryLeaderCandidates(input).flatMap((l) => (form[`leader.${l.id}`] === true ? [l.id] : [])) };
}

const chosen = (input: PgDialogInput, state: CavalryLeaderState): readonly string[] =>
  state.leaders ?? cavalryLeaderCandidates(input).filter((l) => l.kind === "cavalry").map((l) => l.id);

/** The `designate-cavalry-leaders` command in JSON, or null when it is not set-up or the scenario has no cavalry. */
export function cavalryLeaderCommand(input: PgDialogInput, state: CavalryLeaderState): Record<string, unknown> | null {
  if (!tankLeadersDue(input) || !hasCavalry(input) || cavalryLeaderCandidates(input).length === 0) return null;
  return { type: "designate-cavalry-leaders", leaders: [...chosen(input, state)] };
}

export function cavalryLeaderView(input: PgDialogInput, state: CavalryLeaderState) {
  const leaders = chosen(input, state);
  return {
    leaders: cavalryLeaderCandidates(input).map((l) => ({ id: l.id, name: l.name, hex: l.hex === null ? "" : hexName(input.map, l.hex), checked: leaders.includes(l.id) })),
    none: !tankLeadersDue(input) ? phrase("HEX_TACTICS.PG.Dialog.CavalryLeaders.notNow") : !hasCavalry(input) ? phrase("HEX_TACTICS.PG.Dialog.CavalryLeaders.noCavalry") : null,
    canSubmit: cavalryLeaderCommand(input, state) !== null,
  };
}
