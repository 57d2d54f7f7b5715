/**
 * Panzer Grenadier's Bombard dialog (PG 9.0–9.3, 16.1, 16.11): the side's units its segment designated to fire that show
 * a bombardment value (7.31), neither transported (5.67), limbered (5.62), demoralized (14.3) nor under opportunity fire
 * (7.22), bombard together a hex holding an enemy unit its side knows of (its view shows no hidden enemy, 16.6) within
 * every chosen firer's bombardment range (7.32), leaders designated to fire combining units of adjacent hexes (9.3,
 * 6.41). Where the scenario allows smoke (16.1) one mortar or onboard artillery unit may fire smoke instead at any hex
 * within its range (16.11). Spotting (9.1, 16.11), the combining leader and an assault hex (12.52) are the referee's to
 * judge: it refuses naming the rule.
 */
import { distance } from "../../../../engine/hex";
import { bombardmentFire } from "../../../../engine/rules/pg/bombardment/firers";
import { firesSmoke } from "../../../../engine/rules/pg/bombardment/smoke";
import type { PgUnit } from "../../../../engine/rules/pg/state";
import { hexName } from "../../../../engine/rules/series/scenario/positions";
import { phrase } from "../../../i18n";
import { designatedToFire, fireStateFrom, type FireState } from "../../series/dialogs/fire-view";
import { offsetOf } from "../../series/dialogs/offset";
import type { PgDialogInput } from "./activate-view";

/** The chosen firers, leaders and target (a map index), and whether smoke is fired. */
export interface BombardState extends FireState {
  readonly smoke: boolean;
}

export const emptyBombard: BombardState = { firers: [], leaders: [], target: null, smoke: false };

/** The form read back: the Fire dialog's choices (`firer.<id>`, `leader.<id>`, `target`) and `smoke`. */
export const bombardStateFrom = (form: Readonly<Record<string, unknown>>): BombardState => ({ ...fireStateFrom(form), smoke: form.smoke === true });

/** The side's units that may bombard now (9.0). */
const bombarders = (input: PgDialogInput): PgUnit[] =>
  designatedToFire(input.battle, input.side).units.filter((u) => bombardmentFire(u) !== null && u.carriedBy === null && !u.limbered && u.status !== "demoralized" && !u.oppFire);

/** PG 16.1: smoke only where the scenario allows it. */
const smokeAllowed = (input: PgDialogInput): boolean => input.battle.smokeAllowed === true;

/** The firers offered: every bombarder, or those that fire smoke (16.1) when smoke is chosen. */
const firersOf = (input: PgDialogInput, state: BombardState): PgUnit[] => bombarders(input).filter((u) => !(state.smoke && smokeAllowed(input)) || firesSmoke(u));

const chosenFirers = (input: PgDialogInput, state: BombardState): PgUnit[] => firersOf(input, state).filter((u) => state.firers.includes(u.id));

const within = (input: PgDialogInput, firers: readonly PgUnit[], hex: number): boolean =>
  firers.every((u) => distance(input.map.hexAt(u.hex!), input.map.hexAt(hex)) <= bombardmentFire(u)!.range);

/** PG 9.0: hexes holding enemy units the side knows of, within every chosen firer's range, with the units there. */
function bombardTargets(input: PgDialogInput, firers: readonly PgUnit[]): [number, string[]][] {
  const byHex = new Map<number, string[]>();
  for (const u of input.battle.units.values()) if (u.side !== input.side && u.hex !== null && !u.hidden) byHex.set(u.hex, [...(byHex.get(u.hex) ?? []), u.name]);
  return [...byHex].filter(([h]) => within(input, firers, h)).sort(([a], [b]) => a - b);
}

/** PG 16.11: every hex of the map within the smoke firer's range. */
function smokeTargets(input: PgDialogInput, firer: PgUnit): number[] {
  return [...input.map.indices()].filter((h) => within(input, [firer], h)).sort((a, b) => a - b);
}

/** The `bombard` or `fire-smoke` command in JSON (hexes [column, row]), or null until it is complete. */
export function bombardCommand(input: PgDialogInput, state: BombardState): Record<string, unknown> | null {
  const firers = chosenFirers(input, state);
  if (firers.length === 0 || state.target === null) return null;
  const at = offsetOf(input.map, state.target);
  if (state.smoke && smokeAllowed(input)) {
    return firers.length === 1 && smokeTargets(input, firers[0]!).includes(state.target) ? { type: "fire-smoke", firer: firers[0]!.id, at } : null;
  }
  if (!bombardTargets(input, firers).some(([h]) => h === state.target)) return null;
  const leaders = designatedToFire(input.battle, input.side).leaders.filter((l) => state.leaders.includes(l.id)).map((l) => l.id);
  return { type: "bombard", firers: firers.map((u) => u.id), ...(leaders.length ? { leaders } : {}), at };
}

export function bombardView(input: PgDialogInput, state: BombardState) {
  const { map } = input;
  const smoke = state.smoke && smokeAllowed(input);
  const firers = chosenFirers(input, state);
  const fromFirers = (hex: number) => (firers.length ? Math.min(...firers.map((u) => distance(map.hexAt(u.hex!), map.hexAt(hex)))) : null);
  return {
    smokeAllowed: smokeAllowed(input),
    smoke,
    firers: firersOf(input, state).map((u) => ({ id: u.id, name: u.name, hex: hexName(map, u.hex!), fire: bombardmentFire(u)!.strength, range: bombardmentFire(u)!.range, checked: state.firers.includes(u.id) })),
    leaders: smoke ? [] : designatedToFire(input.battle, input.side).leaders.map((l) => ({ id: l.id, name: l.name, hex: hexName(map, l.hex!), checked: state.leaders.includes(l.id) })),
    targets: smoke ? [] : bombardTargets(input, firers).map(([hex, pieces]) => ({ value: String(hex), label: hexName(map, hex), pieces: pieces.join(", "), range: fromFirers(hex), selected: hex === state.target })),
    smokeHexes: smoke && firers.length === 1 ? smokeTargets(input, firers[0]!).map((h) => ({ value: String(h), label: hexName(map, h), selected: h === state.target })) : [],
    oneSmokeFirer: smoke && firers.length > 1 ? phrase("HEX_TACTICS.PG.Dialog.Bombard.oneSmokeFirer") : null,
    none: bombarders(input).length === 0 ? phrase("HEX_TACTICS.PG.Dialog.Bombard.none") : null,
    canSubmit: bombardCommand(input, state) !== null,
  };
}
