/**
 * Panzer Grenadier's Assault dialog (PG 12.2–12.51): the player picks a hex where units of his segment share a hex with
 * enemy combat units his side knows of (its view shows no hidden enemy, 16.6), and the units and leaders there that
 * attack — activated this segment, not MOVED/FIRED (12.3), not demoralized (12.13), not transported (5.67), not
 * attacked already this segment, and not activated by a leader outside the hex unless they entered it (12.51). Where
 * the segment's assault movement owes the assault (12.2) every one of them attacks; elsewhere those ticked (12.3).
 * Every enemy unit in the hex defends; the referee resolves it.
 */
import type { PgLeader, PgUnit } from "../../../../engine/rules/pg/state";
import { isCombatUnit } from "../../../../engine/rules/pg/units/classify";
import { hexName } from "../../../../engine/rules/series/scenario/positions";
import { phrase } from "../../../i18n";
import { offsetOf } from "../../series/dialogs/offset";
import type { PgDialogInput } from "./activate-view";

/** The chosen hex (a map index) and the attackers ticked (ids). */
export interface AssaultState {
  readonly hex: number | null;
  readonly units: readonly string[];
  readonly leaders: readonly string[];
}

export const emptyAssault: AssaultState = { hex: null, units: [], leaders: [] };

/** The form read back (`hex`, `unit.<id>`, `leader.<id>`); a new hex starts with every attacker ticked. */
export function assaultStateFrom(form: Readonly<Record<string, unknown>>, previous: AssaultState, input: PgDialogInput): AssaultState {
  const hex = typeof form.hex === "string" && /^\d+$/.test(form.hex) ? Number(form.hex) : null;
  if (hex !== previous.hex) return { hex, ...everyAttacker(input, hex) };
  const ticked = (prefix: string) => Object.entries(form).flatMap(([k, v]) => (k.startsWith(prefix) && v === true ? [k.slice(prefix.length)] : []));
  return { hex, units: ticked("unit."), leaders: ticked("leader.") };
}

/** PG 12.3, 12.13, 12.51: whether the side's piece `p` may attack in `hex` this segment. */
function mayAttack(input: PgDialogInput, p: PgUnit | PgLeader, hex: number): boolean {
  const a = input.battle.activation!;
  const m = a.pieces[p.id];
  if (m === undefined || p.side !== input.side || p.hex !== hex || p.movedFired || p.status === "demoralized" || (a.assaulted ?? []).includes(p.id)) return false;
  const led = m.ledBy === null ? undefined : input.battle.leaders.get(m.ledBy);
  return m.hexesEntered > 0 || led === undefined || led.hex === hex;
}

/** The units and leaders that may attack in `hex`. */
function attackers(input: PgDialogInput, hex: number | null) {
  if (hex === null || input.battle.activation?.side !== input.side) return { units: [] as PgUnit[], leaders: [] as PgLeader[] };
  return {
    units: [...input.battle.units.values()].filter((u) => u.carriedBy === null && isCombatUnit(u) && mayAttack(input, u, hex)),
    leaders: [...input.battle.leaders.values()].filter((l) => mayAttack(input, l, hex)),
  };
}

const everyAttacker = (input: PgDialogInput, hex: number | null) => {
  const { units, leaders } = attackers(input, hex);
  return { units: units.map((u) => u.id), leaders: leaders.map((l) => l.id) };
};

/** PG 12.0: hexes where the segment's pieces stand with enemy combat units the side knows of, with those enemies. */
function assaultHexes(input: PgDialogInput): [number, string[]][] {
  const a = input.battle.activation;
  if (a === null || a.side !== input.side) return [];
  const ours = new Set([...input.battle.units.values(), ...input.battle.leaders.values()].filter((p) => a.pieces[p.id] !== undefined && p.hex !== null).map((p) => p.hex!));
  const byHex = new Map<number, string[]>();
  for (const u of input.battle.units.values())
    if (u.side !== input.side && u.hex !== null && ours.has(u.hex) && !u.hidden && u.carriedBy === null && isCombatUnit(u)) byHex.set(u.hex, [...(byHex.get(u.hex) ?? []), u.name]);
  return [...byHex].sort(([x], [y]) => x - y);
}

/** PG 12.2: the segment's assault movement owes the assault in `hex`. */
const required = (input: PgDialogInput, hex: number | null): boolean => hex !== null && (input.battle.activation?.assaultsOwed ?? []).includes(hex);

/** The attackers the command names: all of them in a required assault (12.2), those ticked in an optional one. */
function chosen(input: PgDialogInput, state: AssaultState) {
  const all = everyAttacker(input, state.hex);
  if (required(input, state.hex)) return all;
  return { units: all.units.filter((id) => state.units.includes(id)), leaders: all.leaders.filter((id) => state.leaders.includes(id)) };
}

/** The `assault` command in JSON (hex [column, row]), or null until a hex and an attacking unit are chosen. */
export function assaultCommand(input: PgDialogInput, state: AssaultState): Record<string, unknown> | null {
  if (state.hex === null || !assaultHexes(input).some(([h]) => h === state.hex)) return null;
  const { units, leaders } = chosen(input, state);
  if (units.length === 0 && !required(input, state.hex)) return null;
  return { type: "assault", at: offsetOf(input.map, state.hex), units, ...(leaders.length ? { leaders } : {}) };
}

export function assaultView(input: PgDialogInput, state: AssaultState) {
  const { map } = input;
  const hexes = assaultHexes(input);
  const { units, leaders } = attackers(input, state.hex);
  const picked = chosen(input, state);
  const must = required(input, state.hex);
  return {
    hexes: hexes.map(([h, enemies]) => ({ value: String(h), label: hexName(map, h), enemies: enemies.join(", "), owed: required(input, h), selected: h === state.hex })),
    required: must ? phrase("HEX_TACTICS.PG.Dialog.Assault.required") : null,
    units: units.map((u) => ({ id: u.id, name: u.name, checked: picked.units.includes(u.id), fixed: must })),
    leaders: leaders.map((l) => ({ id: l.id, name: l.name, checked: picked.leaders.includes(l.id), fixed: must })),
    none: hexes.length === 0 ? phrase("HEX_TACTICS.PG.Dialog.Assault.none") : null,
    canSubmit: assaultCommand(input, state) !== null,
  };
}
