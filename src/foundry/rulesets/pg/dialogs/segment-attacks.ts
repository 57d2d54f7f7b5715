/**
 * What Panzer Grenadier's two support-fire segments share (PG 3.14: off-board artillery 9.2, aircraft 15.11): each of
 * the side's pieces for the turn gets a hex, and the pieces given one hex make its attack, at most three together
 * (9.3, 15.11). Targets are hexes holding enemy units the side knows of (its view shows no hidden enemy, 16.6).
 */
import { hexName } from "../../../../engine/rules/series/scenario/positions";
import type { Phrase } from "../../../i18n";
import type { PgDialogInput } from "./activate-view";

/** PG 9.3, 15.11: at most three pieces attack one hex together. */
export const AT_MOST = 3;

/** Each piece's chosen target (a form value: a map index, or `smoke:` and one), by its id. */
export interface AttackState {
  readonly at: Readonly<Record<string, string>>;
}

export const emptyAttacks: AttackState = { at: {} };

/** The form read back (`at.<id>`): "" takes a piece out. */
export function attackStateFrom(form: Readonly<Record<string, unknown>>): AttackState {
  return { at: Object.fromEntries(Object.entries(form).flatMap(([k, v]) => (k.startsWith("at.") && typeof v === "string" && v !== "" ? [[k.slice(3), v]] : []))) };
}

/** Hexes holding enemy units the side knows of, with the units there. */
export function enemyHexes(input: PgDialogInput): [number, string[]][] {
  const byHex = new Map<number, string[]>();
  for (const u of input.battle.units.values()) if (u.side !== input.side && u.hex !== null && !u.hidden) byHex.set(u.hex, [...(byHex.get(u.hex) ?? []), u.name]);
  return [...byHex].sort(([a], [b]) => a - b);
}

/** The pieces' choices grouped by target, in the order first chosen: null when a target is not among `allowed`. */
export function groupedTargets(state: AttackState, ids: readonly string[], allowed: ReadonlySet<string>): Map<string, string[]> | null {
  const groups = new Map<string, string[]>();
  for (const id of ids) {
    const to = state.at[id];
    if (to === undefined) continue;
    if (!allowed.has(to)) return null;
    groups.set(to, [...(groups.get(to) ?? []), id]);
  }
  return groups;
}

/** The target options for one piece: `groups` of `[value, label]` under their group's label. */
export function targetOptions(chosen: string | undefined, groups: readonly { label: Phrase; options: readonly [string, string][] }[]) {
  return groups.filter((g) => g.options.length).map((g) => ({ label: g.label, options: g.options.map(([value, label]) => ({ value, label, selected: value === chosen })) }));
}

/** An enemy hex as a target option: its name and the units the side knows there. */
export const enemyOption = (input: PgDialogInput, [hex, units]: [number, string[]]): [string, string] => [String(hex), `${hexName(input.map, hex)}: ${units.join(", ")}`];

/** PG 3.0 B, 3.14: the side's turn to act, no segment under way: a complete segment of its own. */
export const segmentDue = (input: PgDialogInput): boolean => input.battle.phase === "action" && input.battle.activation === null && input.battle.impulses?.active === input.side;
