/**
 * Panzer Grenadier's air attack dialog (PG 3.14, 15.11): a complete action segment in which each aircraft the side drew
 * this turn and has not used attacks a hex holding an enemy unit its side knows of and none of its own (7.24, ruling
 * A46), up to three aircraft a hex. Each rolls to hit; the referee resolves it.
 */
import { airFire } from "../../../../engine/rules/pg/air/air-attack";
import type { PgAircraft } from "../../../../engine/rules/pg/state/support";
import { phrase } from "../../../i18n";
import { offsetOf } from "../../series/dialogs/offset";
import type { PgDialogInput } from "./activate-view";
import { AT_MOST, enemyHexes, enemyOption, groupedTargets, segmentDue, targetOptions, type AttackState } from "./segment-attacks";

/** PG 15.1, 15.11: the side's aircraft drawn this turn and not yet used. */
export const readyAircraft = (input: PgDialogInput): PgAircraft[] => (input.battle.aircraft ?? []).filter((a) => a.side === input.side && a.face !== null && !a.used);

/** PG 7.24: enemy hexes with no unit of the side's own. */
function targets(input: PgDialogInput) {
  const own = new Set([...input.battle.units.values()].filter((u) => u.side === input.side && u.hex !== null).map((u) => u.hex!));
  return [{ label: phrase("HEX_TACTICS.PG.Dialog.AirAttack.targets"), options: enemyHexes(input).filter(([h]) => !own.has(h)).map((e) => enemyOption(input, e)) }];
}

const allowedTargets = (input: PgDialogInput) => new Set(targets(input).flatMap((g) => g.options.map(([v]) => v)));

/** The `air-attack` command in JSON: one strike a hex, up to three aircraft; null while none is given a hex or one has too many. */
export function airAttackCommand(input: PgDialogInput, state: AttackState): Record<string, unknown> | null {
  const groups = groupedTargets(state, readyAircraft(input).map((a) => a.id), allowedTargets(input));
  if (!segmentDue(input) || groups === null || groups.size === 0 || [...groups.values()].some((g) => g.length > AT_MOST)) return null;
  return { type: "air-attack", attacks: [...groups].map(([to, aircraft]) => ({ aircraft, at: offsetOf(input.map, Number(to)) })) };
}

export function airAttackView(input: PgDialogInput, state: AttackState) {
  const options = targets(input);
  const groups = groupedTargets(state, readyAircraft(input).map((a) => a.id), allowedTargets(input));
  return {
    pieces: readyAircraft(input).map((a) => ({ id: a.id, name: phrase("HEX_TACTICS.PG.Dialog.AirAttack.aircraft", { name: a[a.face!].name, fire: airFire(a) }), groups: targetOptions(state.at[a.id], options) })),
    tooMany: groups !== null && [...groups.values()].some((g) => g.length > AT_MOST) ? phrase("HEX_TACTICS.PG.Dialog.AirAttack.tooMany") : null,
    none: !segmentDue(input) ? phrase("HEX_TACTICS.PG.Dialog.Support.notNow") : readyAircraft(input).length === 0 ? phrase("HEX_TACTICS.PG.Dialog.AirAttack.none") : null,
    canSubmit: airAttackCommand(input, state) !== null,
  };
}
