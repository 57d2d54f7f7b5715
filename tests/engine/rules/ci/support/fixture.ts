/**
 * Combat Infantry test battles: a fixture map (clear unless a test says otherwise; hexes named "CCRR", column and row
 * from 0), blocks of the shipped roster, and FIXTURE_NUMBERS for every number the text lost — fixture values, not rules:
 * a test whose outcome a fixture value decides says so in its name ("(fixture values)").
 */
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import type { Answers } from "../../../../../src/engine/core/decision";
import { runCommand } from "../../../../../src/engine/core/engine";
import { resultFor } from "../../../../../src/engine/core/views";
import { decodeOnMap, loadMap, type HexMap } from "../../../../../src/engine/map";
import type { CiCommand } from "../../../../../src/engine/rules/ci/commands/schema";
import { CI_ROSTER } from "../../../../../src/engine/rules/ci/data/roster";
import { CI_TEC } from "../../../../../src/engine/rules/ci/data/tec";
import type { CiEvent } from "../../../../../src/engine/rules/ci/events/schema";
import { ciRuleset } from "../../../../../src/engine/rules/ci/ruleset";
import { CiBattleJson, type CiBattle, type CiBattleInput } from "../../../../../src/engine/rules/ci/state";
import { firstHandle } from "../../../../../src/engine/rules/ci/state/handles";

/** "0304" → [3, 4]. */
export const offsetOf = (label: string): [number, number] => [Number(label.slice(0, 2)), Number(label.slice(2, 4))];

export interface HexSpec {
  readonly terrain?: string;
  readonly features?: readonly string[];
  readonly level?: number;
}

/** A flat-top (odd-q) map of clear hexes, `columns` × `rows`, with the hexes and hexsides given by label. */
export function ciMap(spec: { columns?: number; rows?: number; hexes?: Readonly<Record<string, HexSpec>>; hexsides?: readonly (readonly [string, string, readonly string[]])[] } = {}): HexMap {
  return loadMap(
    {
      id: "ci-fixture",
      name: "CI fixture",
      layout: "odd-q",
      columns: spec.columns ?? 16,
      rows: spec.rows ?? 12,
      defaultTerrain: "clear",
      hexes: Object.entries(spec.hexes ?? {}).map(([label, h]) => ({ at: offsetOf(label), terrain: [h.terrain ?? "clear", ...(h.features ?? [])], level: h.level ?? 0, slope: false })),
      hexsides: (spec.hexsides ?? []).map(([a, b, features]) => ({ between: [offsetOf(a), offsetOf(b)], features: [...features] })),
    },
    CI_TEC,
  );
}

export const US = "us";
export const GERMAN = "german";

/**
 * Fixture values for the numbers the text lost (ci/data/numbers.ts): label values of the kinds the tests use and the
 * rule and terrain numbers. NOT the rules' values: nobody knows those.
 */
export const FIXTURE_NUMBERS: Readonly<Record<string, number>> = {
  ...unit("us-squad", { maxStrength: 4, F: 3, range: 3, mp: 4, morale: 6 }),
  ...unit("ger-squad", { maxStrength: 3, F: 3, range: 3, mp: 4, morale: 6 }),
  ...unit("us-chq", { F: 2, range: 2, mp: 4, morale: 8 }),
  ...unit("us-phq", { F: 2, range: 2, mp: 4, morale: 7 }),
  ...unit("ger-chq", { F: 2, range: 2, mp: 4, morale: 8 }),
  ...unit("ger-phq", { F: 2, range: 2, mp: 4, morale: 7 }),
  ...unit("us-mg-30", { maxStrength: 3, F: 4, range: 5, mp: 3, morale: 6 }),
  ...unit("ger-mg42", { maxStrength: 3, F: 4, range: 5, mp: 3, morale: 6 }),
  ...unit("us-mortar-60", { maxStrength: 2, F: 3, range: 6, mp: 3, morale: 6 }),
  ...unit("ger-mortar-80", { maxStrength: 3, F: 3, range: 7, mp: 3, morale: 6 }),
  ...unit("us-bazooka", { maxStrength: 2, F: 4, range: 2, mp: 4, morale: 6 }),
  ...unit("ger-panzerschreck", { maxStrength: 2, F: 4, range: 2, mp: 4, morale: 6 }),
  ...unit("us-engineer", { maxStrength: 3, F: 3, range: 2, mp: 4, morale: 7 }),
  ...unit("ger-pioneer", { maxStrength: 3, F: 3, range: 2, mp: 4, morale: 7 }),
  ...unit("us-sniper", { maxStrength: 1, F: 7, range: 4, mp: 4, morale: 7 }),
  ...unit("us-at-57", { maxStrength: 2, F: 5, range: 6, mp: 2, morale: 6 }),
  ...unit("sherman", { maxStrength: 3, F: 5, range: 6, mp: 8, morale: 7, ac: 3 }),
  ...unit("panther", { maxStrength: 3, mp: 10, morale: 7, ac: 4 }),
  ...unit("ger-bunker", { maxStrength: 3, F: 4, range: 4, morale: 8 }),
  ...unit("ger-minefield", { maxStrength: 1 }),
  ...unit("us-artillery", { maxStrength: 2, strikeDice: 3, strikeF2: 5 }),
  ...unit("us-air", { maxStrength: 1, strikeDice: 3, strikeF2: 5 }),
  wreckEntryMp: 1,
  hqAdjacentBombardF: 1,
  woodBridgeEngineerF: 1,
  smokeAssaultF: 1,
  engineerWireF: 4,
  riverCliffAssaultF: 1,
  gunMortarLaterF: 1,
  slopeAssaultLimit: 1,
  nightMovePercent: 50,
  hitLimit: 3,
  bunkerAc: 3,
  maxStacking: 3,
  roadBonus: 0.5,
  railwayMp: 1,
  slopeMp: 1,
  ...terrain(),
};

function unit(kind: string, values: Readonly<Record<string, number>>): Record<string, number> {
  return Object.fromEntries(Object.entries(values).map(([field, v]) => [`unit.${kind}.${field}`, v]));
}

function terrain(): Record<string, number> {
  const mp = { "ht-clear": 1, "ht-orchard": 2, "ht-cemetery": 1, "ht-marsh": 3, "ht-woods": 2, "ht-town": 2, ford: 2, "bridge-wood": 1, "bridge-stone": 1, river: 3, "hedge-gap": 2, "tunnel-exit": 1, cliff: 4 };
  const limits = { "ht-clear": [3, 3], "ht-orchard": [2, 2], "ht-cemetery": [2, 2], "ht-marsh": [2, 1], "ht-woods": [2, 1], "ht-town": [2, 1], ford: [2, 1], "bridge-wood": [1, 1], "bridge-stone": [1, 1], river: [2, 1], "hedge-gap": [1, 1], "tunnel-exit": [1, 1], cliff: [1, 1] };
  const stack = { orchard: 3, cemetery: 3, marsh: 2, woods: 3, farm: 2 };
  return {
    ...Object.fromEntries(Object.entries(mp).map(([k, v]) => [`mp.${k}`, v])),
    ...Object.fromEntries(Object.entries(limits).flatMap(([k, [f, a]]) => [[`fireLimit.${k}`, f], [`assaultLimit.${k}`, a]])),
    ...Object.fromEntries(Object.entries(stack).map(([k, v]) => [`stack.${k}`, v])),
    "defense.orchard": 1,
    "defense.tunnel": 2,
  };
}

export interface BlockSpec {
  readonly side?: string;
  readonly kind: string;
  /** A hex label; null: off the map (artillery and air support). */
  readonly at: string | null;
  readonly company?: "A" | "B" | "C" | null;
  readonly platoon?: 1 | 2 | 3 | null;
  readonly attachedTo?: "A" | "B" | "C" | null;
  readonly strength?: number;
  readonly orientation?: "upright" | "face-up" | "face-down";
  readonly acted?: boolean;
  readonly halfHit?: boolean;
}

export interface BattleSpec {
  readonly blocks: Readonly<Record<string, BlockSpec>>;
  readonly numbers?: Readonly<Record<string, number>>;
  readonly firstPlayer?: string;
  readonly playerTurn?: number;
  readonly gameTurn?: number;
  readonly turns?: number;
  readonly extra?: Partial<CiBattleInput>;
}

const SALT = "fixture-salt";

/** The battle JSON (hexes by label) decoded on `map`; every hidden block gets its first handle. */
export function ciBattle(map: HexMap, spec: BattleSpec): CiBattle {
  const numbers = spec.numbers ?? FIXTURE_NUMBERS;
  const json = {
    ruleset: "combat-infantry",
    edition: "CI-WF",
    scenario: { id: "fixture", name: "Fixture", turns: spec.turns ?? 6 },
    sides: [
      { id: US, name: "Americans", nation: "us" },
      { id: GERMAN, name: "Germans", nation: "german" },
    ],
    numbers,
    // The edition's whole roster, as a battle carries it (it tells nothing of the forces).
    roster: CI_ROSTER,
    gameTurn: spec.gameTurn ?? 1,
    playerTurn: spec.playerTurn ?? 1,
    firstPlayer: spec.firstPlayer ?? US,
    salt: SALT,
    blocks: Object.fromEntries(
      Object.entries(spec.blocks).map(([id, k]) => {
        const side = k.side ?? (CI_ROSTER.kinds[k.kind]!.nation === "us" ? US : GERMAN);
        const offMap = k.at === null;
        const orientation = k.orientation ?? "upright";
        const max = numbers[`unit.${k.kind}.maxStrength`] ?? CI_ROSTER.kinds[k.kind]!.label.maxStrength?.value ?? 1;
        return [
          id,
          {
            side,
            kind: k.kind,
            company: k.company ?? null,
            platoon: k.platoon ?? null,
            attachedTo: k.attachedTo ?? null,
            hex: offMap ? null : offsetOf(k.at!),
            status: offMap ? "off-map" : "on-map",
            orientation: offMap ? "face-up" : orientation,
            acted: k.acted ?? false,
            strength: k.strength ?? max,
            halfHit: k.halfHit ?? false,
            handle: !offMap && orientation !== "face-up" ? firstHandle(SALT, id) : null,
          },
        ];
      }),
    ),
    ...(spec.extra ?? {}),
  };
  return decodeOnMap(map, CiBattleJson, json, "fixture battle");
}

/** Running CI commands on `map`: `run` as the engine does, `play` one that must be done, `seen` a result as a side gets it. */
export function ciRunner(map: HexMap) {
  const ruleset = ciRuleset(map);
  const run = (b: CiBattle, command: CiCommand, dice: number[] = [], answers: Answers = {}) => runCommand(ruleset, b, command, new ScriptedDice(dice), answers);
  function play(b: CiBattle, command: CiCommand, dice: number[] = [], answers: Answers = {}): { state: CiBattle; events: readonly CiEvent[] } {
    const r = run(b, command, dice, answers);
    if (r.status !== "done") throw new Error(`${command.type}: ${JSON.stringify(r).slice(0, 600)}`);
    return { state: r.state, events: r.record.events };
  }
  const seen = (b: CiBattle, command: CiCommand, side: string, dice: number[] = [], answers: Answers = {}) => resultFor(ruleset, b, run(b, command, dice, answers), side);
  const at = (label: string) => map.indexOfOffset(...offsetOf(label));
  return { ruleset, run, play, seen, at };
}
