/**
 * Panzer Grenadier's minefield placement (PG 16.7) as a set-up dialog: before the first initiative roll the owner
 * places each minefield he drew face-down, a hex each, in his side's minefield hexes where the scenario gives them
 * (anywhere on the map where it does not); several may share a hex (16.71). His own view shows their strengths (a
 * dummy's too); the command goes to the referee alone, and the other side sees backs only (rulesets/pg/minefield-marks.ts).
 */
import type { PgMinefield } from "../../../../engine/rules/pg/state";
import { hexName } from "../../../../engine/rules/series/scenario/positions";
import { phrase } from "../../../i18n";
import { offsetOf } from "../../series/dialogs/offset";
import type { PgDialogInput } from "./activate-view";
import { tankLeadersDue } from "./tank-leaders-view";

/** Each minefield's chosen hex (a map index), by its id. */
export interface MinefieldState {
  readonly at: Readonly<Record<string, number>>;
}

export const emptyMinefields: MinefieldState = { at: {} };

/** The side's own minefields, in the order drawn. */
export const ownMinefields = (input: PgDialogInput): PgMinefield[] => (input.battle.minefields ?? []).filter((m) => m.owner === input.side);

/** PG 16.7: the hexes the side may place them in: its scenario's minefield hexes, else every hex of the map. */
export function minefieldHexes(input: PgDialogInput): number[] {
  const zone = input.battle.sides.find((s) => s.id === input.side)?.minefieldZone;
  if (zone) return [...zone];
  return [...input.map.indices()].sort((a, b) => a - b);
}

/** The hexes chosen in the form (`at.<minefield id>`: a map index), where they are hexes the side may use; unchosen ones keep their placed hex. */
export function minefieldStateFrom(form: Readonly<Record<string, unknown>>, previous: MinefieldState, input: PgDialogInput): MinefieldState {
  const allowed = new Set(minefieldHexes(input));
  const at = { ...previous.at };
  for (const m of ownMinefields(input)) {
    const v = form[`at.${m.id}`];
    if (typeof v === "string" && /^\d+$/.test(v) && allowed.has(Number(v))) at[m.id] = Number(v);
  }
  return { at };
}

const hexOf = (m: PgMinefield, state: MinefieldState): number | null => state.at[m.id] ?? m.hex;

/** The `place-minefields` command in JSON (hexes [column, row], in the order drawn), or null until every one has a hex. */
export function minefieldCommand(input: PgDialogInput, state: MinefieldState): Record<string, unknown> | null {
  const own = ownMinefields(input);
  const hexes = own.map((m) => hexOf(m, state));
  if (!tankLeadersDue(input) || own.length === 0 || hexes.some((h) => h === null)) return null;
  return { type: "place-minefields", at: hexes.map((h) => offsetOf(input.map, h!)) };
}

export function minefieldView(input: PgDialogInput, state: MinefieldState) {
  const hexes = minefieldHexes(input);
  return {
    minefields: ownMinefields(input).map((m) => ({
      id: m.id,
      strength: m.strength === 0 ? phrase("HEX_TACTICS.PG.Dialog.Minefields.dummy") : phrase("HEX_TACTICS.PG.Dialog.Minefields.strength", { strength: m.strength ?? 0 }),
      hexes: hexes.map((h) => ({ value: String(h), label: hexName(input.map, h), selected: hexOf(m, state) === h })),
    })),
    none: !tankLeadersDue(input) ? phrase("HEX_TACTICS.PG.Dialog.Minefields.notNow") : ownMinefields(input).length === 0 ? phrase("HEX_TACTICS.PG.Dialog.Minefields.none") : null,
    canSubmit: minefieldCommand(input, state) !== null,
  };
}
