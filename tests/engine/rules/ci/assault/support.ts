import type { DecisionRequest } from "../../../../../src/engine/core/decision";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runCommand } from "../../../../../src/engine/core/engine";
import type { Ruleset } from "../../../../../src/engine/core/ruleset";
import { resultFor } from "../../../../../src/engine/core/views";
import type { HexMap } from "../../../../../src/engine/map";
import { resolveAssaults } from "../../../../../src/engine/rules/ci/assault/resolve";
import type { CiCommand } from "../../../../../src/engine/rules/ci/commands/schema";
import type { CiEvent } from "../../../../../src/engine/rules/ci/events/schema";
import { ciRuleset } from "../../../../../src/engine/rules/ci/ruleset";
import type { CiBattle } from "../../../../../src/engine/rules/ci/state";
import { ciBattle, offsetOf, type BattleSpec, type BlockSpec } from "../support/fixture";

/**
 * The assaults at the end of an activation, run as the engine runs a command (the sequence lane's end of activation
 * calls `resolveAssaults` the same way): a ruleset whose one procedure is the assaults.
 */
function assaultRuleset(map: HexMap): Ruleset<CiBattle, CiCommand, CiEvent> {
  const ci = ciRuleset(map);
  return { ...ci, check: undefined, execute: (outer) => resolveAssaults({ ...outer, map }) };
}

export type Chooser = (r: DecisionRequest, n: number) => unknown;

/** A battle in the assaults stage of `side`'s activation (company `company`, HQ `hq`), with `assaults` by hex labels. */
export function assaultBattle(
  map: HexMap,
  blocks: Readonly<Record<string, BlockSpec>>,
  assaults: readonly { hex: string; attackers: string[]; via: [string, string][] }[],
  more: Omit<BattleSpec, "blocks"> & { side?: string; hq: string; company?: "A" | "B" | "C" },
): CiBattle {
  const { side, hq, company, extra, ...rest } = more;
  const first = Object.values(blocks).find((k) => k.side !== undefined)?.side;
  return ciBattle(map, {
    ...rest,
    firstPlayer: more.firstPlayer ?? side ?? first,
    blocks,
    extra: {
      ...extra,
      activation: {
        side: side ?? first!,
        company: company ?? "A",
        hq,
        stage: "assaults",
        assaults: assaults.map((s) => ({ hex: offsetOf(s.hex), attackers: s.attackers, via: s.via.map(([a, b]) => [offsetOf(a), offsetOf(b)]) })),
      } as never,
    },
  });
}

/** Runs the assaults to their end, answering each decision by `choose` (default: its default); the decisions asked in order. */
export function fightAll(map: HexMap, b: CiBattle, dice: number[], choose: Chooser = (r) => r.default) {
  const ruleset = assaultRuleset(map);
  const command: CiCommand = { type: "surrender", side: b.activation!.side };
  const answers: Record<string, unknown> = {};
  const asked: DecisionRequest[] = [];
  for (;;) {
    const r = runCommand(ruleset, b, command, new ScriptedDice(dice), answers);
    if (r.status !== "decision") {
      if (r.status !== "done") throw new Error(JSON.stringify(r).slice(0, 800));
      return { state: r.state, events: r.record.events, asked, answers, seen: (side: string) => resultFor(ruleset, b, r, side) };
    }
    asked.push(r.request);
    answers[r.request.id] = choose(r.request, asked.length);
  }
}

/** The events of one type. */
export const ofType = <T extends CiEvent["type"]>(events: readonly CiEvent[], type: T): Extract<CiEvent, { type: T }>[] =>
  events.filter((e): e is Extract<CiEvent, { type: T }> => e.type === type);

/** A chooser answering by decision id prefix (`ci-assault-action:0:2:us-1` → `{ "ci-assault-action:0:2:us-1": "retreat" }`), else the default. */
export const answering =
  (given: Readonly<Record<string, unknown>>): Chooser =>
  (r) =>
    Object.hasOwn(given, r.id) ? given[r.id] : r.default;
