import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runCommand } from "../../../../../src/engine/core/engine";
import type { HexMap } from "../../../../../src/engine/map";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import { iaRuleset } from "../../../../../src/engine/rules/ia/ruleset";
import { iaCite } from "../../../../../src/engine/rules/ia/rulebook";
import { iaSeriesRules } from "../../../../../src/engine/rules/ia/rules";
import { pgCite } from "../../../../../src/engine/rules/pg/rulebook";
import { activationScope } from "../../../../../src/engine/rules/series/activation/scope";
import type { ActivationCommand, ActivationRoot } from "../../../../../src/engine/rules/series/commands/activation-shapes";
import type { ReducedBattle } from "../../../../../src/engine/rules/series/events/types";
import type { Cite } from "../../../../../src/engine/rules/series/rulebook";
import type { ReachRules } from "../../../../../src/engine/rules/series/rules/leadership";
import { battle as iaBattle, inf, leader as iaLeader, side as iaSide } from "../../../../fixtures/ia-battle";
import { testMap } from "../../../../fixtures/maps";
import * as pg from "../../pg/leaders/fixtures";

/** A piece as a series test places it: its id, side and hex (units are each game's infantry; leaders its regular or infantry leaders, of a rank). */
export interface Placed {
  readonly id: string;
  readonly side: string;
  readonly hex: number;
  readonly rank?: number;
}

/** What a series test needs of a game: its citations, a map, a battle in the Soviets' action segment, its commands. */
export interface SeriesGame {
  readonly name: string;
  readonly cite: Cite;
  readonly map: HexMap;
  at(col: number, row: number): number;
  /** A battle in turn 2's action phase, the "soviet" side's segment (the other side is "german"). */
  battle(units: readonly Placed[], leaders?: readonly Placed[]): ReducedBattle;
  run(b: ReducedBattle, c: ActivationCommand): ReturnType<typeof runCommand<ReducedBattle, ActivationCommand, { type: string }>>;
  scope(b: ReducedBattle, root: ActivationRoot): Record<string, string | null>;
}

const iaMap = testMap(ia1Tec);
const ia = iaRuleset(iaMap, ia1Tec);
const impulses = { sides: ["soviet", "german"] as [string, string], active: "soviet", lead: 1, lastPass: null, over: false };

const IA1: SeriesGame = {
  name: "IA1",
  cite: iaCite("IA1"),
  map: iaMap,
  at: (c, r) => iaMap.indexOfOffset(c, r),
  battle: (units, leaders = []) =>
    iaBattle(
      [iaSide("soviet", 3), iaSide("german", 2)],
      units.map((u) => inf(u.id, u.side, u.hex)),
      leaders.map((l) => iaLeader(l.id, l.side, l.hex, { rank: l.rank ?? 2 })),
      { phase: "action", turn: 2, impulses },
    ),
  run: (b, c) => runCommand(ia, b as never, c, new ScriptedDice([])) as never,
  scope: (b, root) => Object.fromEntries(activationScope(iaSeriesRules("IA1").leadership as ReachRules<ReducedBattle>, b, iaMap, "soviet", root)),
};

const PG: SeriesGame = {
  name: "PG",
  cite: pgCite,
  map: pg.map,
  at: pg.at,
  battle: (units, leaders = []) =>
    pg.battle(
      units.map((u) => pg.unit(u.id, u.side, `${u.side}-infantry`, u.hex)),
      leaders.map((l) => pg.leader(l.id, l.side, l.hex, l.rank ?? 2)),
    ),
  run: (b, c) => pg.run(b as never, c) as never,
  scope: (b, root) => Object.fromEntries(activationScope(pg.rules.leadership as ReachRules<ReducedBattle>, b, pg.map, "soviet", root)),
};

/** The games of the series, for tests of what both state alike (named with each game's citation). */
export const SERIES_GAMES: readonly SeriesGame[] = [IA1, PG];
