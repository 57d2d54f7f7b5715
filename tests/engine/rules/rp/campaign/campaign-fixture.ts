/** Campaign test battles: a fixture battle with a campaign record, the Germans defending from the north edge (row 1). */
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import type { Answers } from "../../../../../src/engine/core/decision";
import { runAnswering, takeDefaults } from "../../../../../src/engine/core/engine";
import type { HexMap } from "../../../../../src/engine/map";
import type { RpCommand } from "../../../../../src/engine/rules/rp/commands/schema";
import type { RpBattle } from "../../../../../src/engine/rules/rp/state";
import { BRITISH, GERMAN, offsetOf, rpBattle, rpRunner, type BattleSpec } from "../support/fixture";

/** Every hex label of a row on a map `columns` wide (columns A…). */
export const row = (columns: number, r: number): string[] => Array.from({ length: columns }, (_, c) => `${String.fromCharCode(65 + c)}${r}`);

export interface CampaignSpec extends BattleSpec {
  readonly campaign?: Readonly<Record<string, unknown>>;
  /** The board edges: the Germans' (north), the British's (south), by label. */
  readonly edges?: readonly [readonly string[], readonly string[]];
}

/** A campaign battle: the British attack, the Germans defend (as ruling R25 has it for AA), day 1 of 2, in `campaign.segment`. */
export function campaignBattle(map: HexMap, spec: CampaignSpec): RpBattle {
  const [north, south] = spec.edges ?? [[], []];
  return rpBattle(map, {
    ...spec,
    phase: spec.phase ?? "campaign",
    sides: [
      { edge: north.map(offsetOf), ...(spec.sides?.[0] ?? {}) },
      { edge: south.map(offsetOf), ...(spec.sides?.[1] ?? {}) },
    ],
    extra: { ...(spec.extra ?? {}), campaign: { day: 1, days: 2, attacker: BRITISH, defender: GERMAN, segment: "attack", ...(spec.campaign ?? {}) } },
  });
}

/** The fixture runner, plus `answer`: a command run to its end, each decision answered from `answers` or by its default. */
export function campaignRunner(map: HexMap) {
  const r = rpRunner(map);
  function answer(b: RpBattle, command: RpCommand, dice: number[] = [], answers: Answers = {}) {
    const { result, asked } = runAnswering(r.ruleset, b, command, new ScriptedDice(dice), answers, takeDefaults);
    if (result.status !== "done") throw new Error(`${command.type}: ${JSON.stringify(result).slice(0, 600)}`);
    return { state: result.state, events: result.record.events, asked, record: result.record };
  }
  return { ...r, answer };
}

export { BRITISH, GERMAN };
