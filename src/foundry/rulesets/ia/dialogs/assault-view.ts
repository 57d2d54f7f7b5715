/**
 * The Assault dialog's view model (IA1 12.1–12.7): the player picks an assault hex his segment's pieces share with enemy
 * combat units he knows of, the activated units and leaders there that attack, and whether with Cold Steel (12.6); a
 * required assault (12.4) is marked, and cavalry that charged this segment shows its +2 (12.7). The referee resolves it.
 */
import { hexName } from "../../../../engine/rules/ia/scenario/positions";
import type { IaBattle } from "../../../../engine/rules/ia/state";
import { phrase } from "../../../i18n";
import type { ActivateInput } from "./activate-view";

export type AssaultInput = ActivateInput;

/** The chosen hex (a map index), attacking units and leaders (ids), and Cold Steel, as read from the form. */
export interface AssaultState {
  readonly hex: number | null;
  readonly units: readonly string[];
  readonly leaders: readonly string[];
  readonly coldSteel: boolean;
}

export const emptyAssault: AssaultState = { hex: null, units: [], leaders: [], coldSteel: false };

/** The side's activated pieces in `hex` that may still attack this segment (IA1 12.1, 12.25, 3.3). */
function attackers(battle: IaBattle, side: string, hex: number) {
  const a = battle.activation;
  if (a === null || a.side !== side) return { units: [], leaders: [] };
  const ready = (p: { id: string; hex: number | null; side: string; status: string; movedFired: boolean }) =>
    p.side === side && p.hex === hex && a.pieces[p.id] !== undefined && !p.movedFired && p.status !== "demoralized" && !(a.assaulted ?? []).includes(p.id);
  return { units: [...battle.units.values()].filter((u) => ready(u) && u.carriedBy === null), leaders: [...battle.leaders.values()].filter(ready) };
}

/** Hexes where the side's activated pieces stand with enemy combat units it knows of (IA1 12.0), with the enemy there. */
function assaultHexes(input: AssaultInput): [number, string[]][] {
  const { battle, side } = input;
  const enemies = new Map<number, string[]>();
  for (const u of battle.units.values())
    if (u.side !== side && u.hex !== null && !u.hidden && u.kind !== "TRANSPORT") enemies.set(u.hex, [...(enemies.get(u.hex) ?? []), u.name]);
  return [...enemies].filter(([hex]) => attackers(battle, side, hex).units.length > 0).sort(([a], [b]) => a - b);
}

/** A charging unit and the intervening hex it went through (IA1 12.73), as the battle keeps it (none in a save from before it did). */
function chargeRoute(input: AssaultInput, unit: string, name: string) {
  const through = input.battle.activation?.chargedThrough?.find((x) => x.unit === unit)?.through;
  return through === undefined ? [] : [phrase("HEX_TACTICS.OnTheTable.chargeRoute", { unit: name, hex: hexName(input.map, through) })];
}

export function assaultStateFrom(form: Readonly<Record<string, unknown>>): AssaultState {
  const checked = (prefix: string) => Object.entries(form).flatMap(([k, v]) => (k.startsWith(prefix) && v === true ? [k.slice(prefix.length)] : []));
  const hex = typeof form.hex === "string" && /^\d+$/.test(form.hex) ? Number(form.hex) : null;
  return { hex, units: checked("unit."), leaders: checked("leader."), coldSteel: form.coldSteel === true };
}

/** The `assault` command in JSON (hexes [column, row]), or null until a hex and an attacking unit are chosen. */
export function assaultCommand(input: AssaultInput, state: AssaultState): Record<string, unknown> | null {
  if (state.hex === null || !assaultHexes(input).some(([h]) => h === state.hex)) return null;
  const { units, leaders } = attackers(input.battle, input.side, state.hex);
  const chosenUnits = units.filter((u) => state.units.includes(u.id)).map((u) => u.id);
  const chosenLeaders = leaders.filter((l) => state.leaders.includes(l.id)).map((l) => l.id);
  if (chosenUnits.length === 0) return null;
  const { col, row } = input.map.offsetAt(state.hex);
  return { type: "assault", at: [col, row], units: chosenUnits, ...(chosenLeaders.length ? { leaders: chosenLeaders } : {}), ...(state.coldSteel ? { coldSteel: true } : {}) };
}

export function assaultView(input: AssaultInput, state: AssaultState) {
  const { battle, map, side } = input;
  const a = battle.activation;
  const hexes = assaultHexes(input);
  const { units, leaders } = state.hex === null ? { units: [], leaders: [] } : attackers(battle, side, state.hex);
  const charged = units.filter((u) => state.units.includes(u.id) && (a?.charged ?? []).includes(u.id));
  return {
    hexes: hexes.map(([hex, enemies]) => ({
      value: String(hex),
      label: hexName(map, hex),
      enemies: enemies.join(", "),
      required: (a?.assaultsOwed ?? []).includes(hex),
      selected: hex === state.hex,
    })),
    units: units.map((u) => ({ id: u.id, name: u.name, checked: state.units.includes(u.id) })),
    leaders: leaders.map((l) => ({ id: l.id, name: l.name, checked: state.leaders.includes(l.id) })),
    coldSteel: state.coldSteel,
    // IA1 12.7, 12.72: the +2 holds only when every attacking unit charged.
    charge: charged.length ? phrase(charged.length === state.units.length ? "HEX_TACTICS.Dialog.Assault.charge" : "HEX_TACTICS.Dialog.Assault.chargeMixed", { units: charged.map((u) => u.name).join(", ") }) : null,
    // IA1 12.73: the intervening hex each of them charged through.
    chargedThrough: charged.flatMap((u) => chargeRoute(input, u.id, u.name)),
    none: hexes.length === 0 ? phrase("HEX_TACTICS.Dialog.Assault.none") : null,
    canSubmit: assaultCommand(input, state) !== null,
  };
}
