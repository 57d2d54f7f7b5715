/**
 * Panzer Grenadier's AT fire dialog (PG 11.0–11.2): one of the side's units its segment designated to fire, with an
 * AT value on its showing side, not aboard a transport (5.67), not demoralized (14.3) nor having taken opportunity
 * fire (7.22), attacks one enemy truck or AFV its side knows of (11.0; its view shows no hidden enemy, 16.6) within its
 * reach — its printed AT range, or up to 150% of it at half its AT value (7.32, 11.3: the engine's `atAtRange`).
 * Spotting (8.0) and the second attack of armor efficiency (11.2) are the referee's to judge: it refuses naming the
 * rule. AT fire never combines (7.33): one firer, one target.
 */
import { distance } from "../../../../engine/hex";
import { atAtRange } from "../../../../engine/rules/pg/at/increased-range";
import { showingFace } from "../../../../engine/rules/pg/movement/harm";
import { isAfv } from "../../../../engine/rules/pg/units/classify";
import type { PgUnit } from "../../../../engine/rules/pg/state";
import { hexName } from "../../../../engine/rules/series/scenario/positions";
import { phrase } from "../../../i18n";
import { designatedToFire } from "../../series/dialogs/fire-view";
import type { PgDialogInput } from "./activate-view";

/** The chosen firer and target (ids). */
export interface AtFireState {
  readonly firer: string | null;
  readonly target: string | null;
}

export const emptyAtFire: AtFireState = { firer: null, target: null };

export function atFireStateFrom(form: Readonly<Record<string, unknown>>): AtFireState {
  const id = (v: unknown) => (typeof v === "string" && v !== "" ? v : null);
  return { firer: id(form.firer), target: id(form.target) };
}

/** The side's units that may make an AT attack now. */
const firers = (input: PgDialogInput): PgUnit[] =>
  designatedToFire(input.battle, input.side).units.filter((u) => showingFace(u).at !== null && u.carriedBy === null && u.status !== "demoralized" && !u.oppFire);

/** PG 11.0: the enemy trucks and AFVs on the map the side knows of, not aboard a transport. */
const enemyVehicles = (input: PgDialogInput): PgUnit[] =>
  [...input.battle.units.values()].filter((t) => t.side !== input.side && t.hex !== null && !t.hidden && t.carriedBy === null && (isAfv(t) || t.transport === "truck"));

/** The distance from `firer` to `target` and the AT value it fires with there (7.32, 11.3); null out of its reach. */
function shot(input: PgDialogInput, firer: PgUnit, target: PgUnit) {
  const range = distance(input.map.hexAt(firer.hex!), input.map.hexAt(target.hex!));
  const reach = atAtRange(showingFace(firer).at!, range);
  return reach.reach === null ? null : { range, at: reach.at };
}

/** The targets: every enemy truck and AFV, those within the chosen firer's reach once he is chosen. */
const targets = (input: PgDialogInput, firer: PgUnit | undefined): PgUnit[] => enemyVehicles(input).filter((t) => firer === undefined || shot(input, firer, t) !== null);

/** The `at-fire` command in JSON, or null until a firer and a target it may attack are chosen. */
export function atFireCommand(input: PgDialogInput, state: AtFireState): Record<string, unknown> | null {
  const firer = firers(input).find((u) => u.id === state.firer);
  if (firer === undefined || !targets(input, firer).some((t) => t.id === state.target)) return null;
  return { type: "at-fire", firer: state.firer, target: state.target };
}

export function atFireView(input: PgDialogInput, state: AtFireState) {
  const { map } = input;
  const shooters = firers(input);
  const firer = shooters.find((u) => u.id === state.firer);
  return {
    firers: shooters.map((u) => ({ id: u.id, name: u.name, hex: hexName(map, u.hex!), at: showingFace(u).at!.strength, range: showingFace(u).at!.range, selected: u.id === state.firer })),
    targets: targets(input, firer).map((t) => {
      const fired = firer ? shot(input, firer, t) : null;
      return { id: t.id, name: t.name, hex: hexName(map, t.hex!), armor: isAfv(t) ? t.armor : null, range: fired?.range ?? null, at: fired?.at ?? null, selected: t.id === state.target };
    }),
    none: shooters.length === 0 ? phrase("HEX_TACTICS.PG.Dialog.AtFire.none") : null,
    canSubmit: atFireCommand(input, state) !== null,
  };
}
