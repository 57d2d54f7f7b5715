/**
 * Panzer Grenadier's off-board artillery dialog (PG 3.14, 9.2, 9.3, 16.1): a complete action segment in which each of
 * the side's off-board factors not yet fired this turn may fire once, at a hex holding an enemy unit its side knows of;
 * the factors given one hex combine, up to three (9.3, 7.33). Where the scenario allows smoke, a factor may instead fire
 * smoke at any hex (16.1, each rolling for its own marker). Spotting (9.2, 16.11) is the referee's to judge.
 */
import type { PgOffboardFactor } from "../../../../engine/rules/pg/state/support";
import { hexName } from "../../../../engine/rules/series/scenario/positions";
import { phrase } from "../../../i18n";
import { offsetOf } from "../../series/dialogs/offset";
import type { PgDialogInput } from "./activate-view";
import { AT_MOST, enemyHexes, enemyOption, groupedTargets, segmentDue, targetOptions, type AttackState } from "./segment-attacks";

/** PG 9.2: the side's factors that have not fired this turn. */
export const readyFactors = (input: PgDialogInput): PgOffboardFactor[] => (input.battle.offboard ?? []).filter((f) => f.side === input.side && f.firedTurn !== input.battle.turn);

const SMOKE = "smoke:";
const smokeAllowed = (input: PgDialogInput): boolean => input.battle.smokeAllowed === true;

/** The targets a factor may be given: enemy hexes; every hex for smoke where it is allowed (16.1). */
function targets(input: PgDialogInput) {
  const enemies = enemyHexes(input).map((e) => enemyOption(input, e));
  const smoke: [string, string][] = smokeAllowed(input) ? [...input.map.indices()].sort((a, b) => a - b).map((h) => [`${SMOKE}${h}`, hexName(input.map, h)]) : [];
  return [
    { label: phrase("HEX_TACTICS.PG.Dialog.Offboard.bombard"), options: enemies },
    { label: phrase("HEX_TACTICS.PG.Dialog.Offboard.smoke"), options: smoke },
  ];
}

const allowedTargets = (input: PgDialogInput) => new Set(targets(input).flatMap((g) => g.options.map(([v]) => v)));

/** The `offboard-fire` command in JSON: one attack a hex (smoke apart), up to three factors each; null while none is given a hex or one has too many. */
export function offboardCommand(input: PgDialogInput, state: AttackState): Record<string, unknown> | null {
  const groups = groupedTargets(state, readyFactors(input).map((f) => f.id), allowedTargets(input));
  if (!segmentDue(input) || groups === null || groups.size === 0 || [...groups.values()].some((g) => g.length > AT_MOST)) return null;
  const attacks = [...groups].map(([to, factors]) => {
    const smoke = to.startsWith(SMOKE);
    return { factors, at: offsetOf(input.map, Number(smoke ? to.slice(SMOKE.length) : to)), ...(smoke ? { smoke: true } : {}) };
  });
  return { type: "offboard-fire", attacks };
}

export function offboardView(input: PgDialogInput, state: AttackState) {
  const options = targets(input);
  const groups = groupedTargets(state, readyFactors(input).map((f) => f.id), allowedTargets(input));
  return {
    pieces: readyFactors(input).map((f) => ({ id: f.id, name: phrase("HEX_TACTICS.PG.Dialog.Offboard.factor", { strength: f.strength, nationality: f.nationality }), groups: targetOptions(state.at[f.id], options) })),
    tooMany: groups !== null && [...groups.values()].some((g) => g.length > AT_MOST) ? phrase("HEX_TACTICS.PG.Dialog.Offboard.tooMany") : null,
    none: !segmentDue(input) ? phrase("HEX_TACTICS.PG.Dialog.Support.notNow") : readyFactors(input).length === 0 ? phrase("HEX_TACTICS.PG.Dialog.Offboard.none") : null,
    canSubmit: offboardCommand(input, state) !== null,
  };
}
