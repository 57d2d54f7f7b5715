/**
 * Red Poppies test battles: a fixture map named by RP hex labels ("N18"), units built from fixture values (the tests
 * say which rule fixes a value; every other number is a fixture's), and commands run as the engine runs them.
 */
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import type { Answers } from "../../../../../src/engine/core/decision";
import { runCommand } from "../../../../../src/engine/core/engine";
import { decodeOnMap, loadMap, type HexMap } from "../../../../../src/engine/map";
import type { RpCommand } from "../../../../../src/engine/rules/rp/commands/schema";
import { RP_TEC } from "../../../../../src/engine/rules/rp/data/tec";
import type { RpEvent } from "../../../../../src/engine/rules/rp/events/schema";
import { rpHexAt, rpHexLabel } from "../../../../../src/engine/rules/rp/map/labels";
import { rpRuleset } from "../../../../../src/engine/rules/rp/ruleset";
import { RpBattleJson, type RpBattle } from "../../../../../src/engine/rules/rp/state";
import type { RpFace, RpUnitType } from "../../../../../src/engine/rules/rp/state/unit";

/** "N18" → [13, 17]: RP labels are lettered columns and rows from 1 (map/labels.ts). */
export function offsetOf(label: string): [number, number] {
  const m = /^([A-Z]+)(\d+)$/.exec(label)!;
  const col = [...m[1]!].reduce((a, ch) => a * 26 + ch.charCodeAt(0) - 64, 0) - 1;
  return [col, Number(m[2]) - 1];
}

export interface HexSpec {
  readonly terrain?: readonly string[];
  readonly level?: number;
  readonly slope?: boolean;
}

/** A flat-top (odd-q) map of open ground, `columns` × `rows`, with the hexes and hexsides given by label. */
export function rpMap(spec: { columns?: number; rows?: number; hexes?: Readonly<Record<string, HexSpec>>; hexsides?: readonly (readonly [string, string, readonly string[]])[] } = {}): HexMap {
  return loadMap(
    {
      id: "rp-fixture",
      name: "RP fixture",
      layout: "odd-q",
      columns: spec.columns ?? 30,
      rows: spec.rows ?? 25,
      defaultTerrain: "open",
      hexes: Object.entries(spec.hexes ?? {}).map(([label, h]) => ({ at: offsetOf(label), terrain: [...(h.terrain ?? ["open"])], level: h.level ?? 0, slope: h.slope ?? false })),
      hexsides: (spec.hexsides ?? []).map(([a, b, features]) => ({ between: [offsetOf(a), offsetOf(b)], features: [...features] })),
    },
    RP_TEC,
  );
}

export const GERMAN = "german";
export const BRITISH = "british";

/** A face from fixture values: firepower, range, melee, cohesion, movement (the order of RP 3.11). */
export const face = (firepower: number, range: number, melee: number, cohesion: number, movement: number, extra: Partial<RpFace> = {}): RpFace => ({
  firepower,
  range,
  melee,
  meleeMark: "none",
  cohesion,
  movement,
  ...extra,
});

export interface UnitSpec {
  readonly side: string;
  readonly at: string | null;
  readonly types?: readonly RpUnitType[];
  readonly formed?: RpFace;
  readonly dispersed?: RpFace;
  readonly face?: "formed" | "dispersed";
  readonly spent?: boolean;
  readonly in?: "trench" | "blockhouse" | null;
  readonly name?: string;
  readonly nationality?: string;
  readonly howitzer?: boolean;
  readonly infiltration?: boolean;
  readonly bogsInCraters?: boolean;
}

/** Fixture infantry: formed +1/2/+2/8/3, dispersed +1/2/+3/7/1 (the EOP's German formed cohesion 8 and dispersed MP 1, MV +3). */
export const INFANTRY = { formed: face(1, 2, 2, 8, 3), dispersed: face(1, 2, 3, 7, 1) };
/** Fixture machine gun: firepower +2 (EOP), range 4. */
export const MG = { formed: face(1, 1, 1, 7, 2), dispersed: face(2, 4, 2, 8, 1) };

export interface BattleSpec {
  readonly units: Readonly<Record<string, UnitSpec>>;
  readonly turn?: number;
  readonly phase?: RpBattle["phase"];
  readonly date?: string;
  readonly night?: boolean;
  readonly turns?: number;
  readonly extra?: Readonly<Record<string, unknown>>;
  readonly sides?: readonly [Readonly<Record<string, unknown>>, Readonly<Record<string, unknown>>];
}

/** The battle JSON (hexes by label) decoded on `map`. */
export function rpBattle(map: HexMap, spec: BattleSpec): RpBattle {
  const hex = (label: string) => offsetOf(label);
  const json = {
    ruleset: "red-poppies",
    edition: "RPC3",
    scenario: { id: "fixture", name: "Fixture", turns: spec.turns ?? 12, date: spec.date ?? "1917-10-23", night: spec.night ?? false },
    sides: [
      { id: GERMAN, name: "Germans", power: "central", ...(spec.sides?.[0] ?? {}) },
      { id: BRITISH, name: "British", power: "entente", ...(spec.sides?.[1] ?? {}) },
    ],
    turn: spec.turn ?? 1,
    phase: spec.phase ?? "couplets",
    units: Object.fromEntries(
      Object.entries(spec.units).map(([id, u]) => [
        id,
        {
          side: u.side,
          name: u.name ?? id,
          nationality: u.nationality ?? u.side,
          types: u.types ?? ["infantry"],
          howitzer: u.howitzer ?? false,
          faces: { formed: u.formed ?? INFANTRY.formed, dispersed: u.dispersed ?? INFANTRY.dispersed },
          face: u.face ?? "formed",
          spent: u.spent ?? false,
          hex: u.at === null ? null : hex(u.at),
          status: u.at === null ? "destroyed" : "on-map",
          in: u.in ?? null,
          infiltration: u.infiltration ?? false,
          bogsInCraters: u.bogsInCraters ?? false,
        },
      ]),
    ),
    ...(spec.extra ?? {}),
  };
  return decodeOnMap(map, RpBattleJson, json, "fixture battle");
}

/** The couplets state for a battle in its couplets phase: `initiative` acts in half 1. */
export const couplets = (initiative: string, left = 2, half: 1 | 2 = 1) => ({ couplets: { initiative, total: left, left, half } });

/** Running RP commands on `map`: `run` as the engine does, `play` one that must be done. */
export function rpRunner(map: HexMap) {
  const ruleset = rpRuleset(map);
  const run = (b: RpBattle, command: RpCommand, dice: number[] = [], answers: Answers = {}) => runCommand(ruleset, b, command, new ScriptedDice(dice), answers);
  function play(b: RpBattle, command: RpCommand, dice: number[] = [], answers: Answers = {}): { state: RpBattle; events: readonly RpEvent[] } {
    const r = run(b, command, dice, answers);
    if (r.status !== "done") throw new Error(`${command.type}: ${JSON.stringify(r).slice(0, 600)}`);
    return { state: r.state, events: r.record.events };
  }
  const at = (label: string) => rpHexAt(map, label);
  const label = (index: number) => rpHexLabel(map, index);
  return { ruleset, run, play, at, label };
}
