import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ScenarioSideHead, setupEntryHead, TurnCount } from "../../../../../src/engine/data/schemas/scenario";
import {
  ascendingLosses,
  checkScenario,
  enteringHidden,
  leaderDrawShape,
  placedEntry,
  scenarioPieces,
  setupState,
  SideMorale,
  sideInitiative,
  turnClock,
  VictoryConditions,
} from "../../../../../src/engine/rules/series/data/schemas/scenario";
import type { Cite } from "../../../../../src/engine/rules/series/rulebook";
import { SERIES_GAMES } from "./games";

/** A scenario of a game made of the series' parts alone, citing as `cite`. */
const scenarioOf = (cite: Cite) =>
  z
    .object({
      sides: z.array(z.object({ ...ScenarioSideHead, ...sideInitiative, morale: SideMorale }).strict().refine(ascendingLosses.check, ascendingLosses.issue)),
      turns: z.object({ count: TurnCount, ...turnClock }).strict(),
      ...scenarioPieces(placedEntry({ ...setupEntryHead(enteringHidden), ...setupState }), placedEntry(leaderDrawShape({}, z.string(), enteringHidden))),
      victoryConditions: VictoryConditions.optional(),
    })
    .strict()
    .superRefine((s, ctx) => checkScenario(s, ctx, cite));

const side = (id: string) => ({ id, name: id, nationalities: ["x"], initiative: 2, morale: { full: 7, reduced: 6 } });
const valid = () => ({
  sides: [side("a"), side("b")],
  turns: { count: 6, conditions: [{ from: 1, to: 5, light: "day" }, { from: 6, to: 6, light: "night" }] },
  setup: [{ side: "a", counter: "inf", at: [1, 1] }],
  leaders: [{ side: "b", rank: "LT", enters: { turn: 2, hexes: [[0, 0]] } }],
  victoryConditions: { points: [{ side: "a", for: "steps", points: 1 }], winner: { by: "more-points" } },
});
const issues = (cite: Cite, json: unknown) => scenarioOf(cite).safeParse(json).error?.issues.map((i) => [i.path.join("."), i.message]) ?? [];

describe.each(SERIES_GAMES)("the series' scenario parts ($game)", ({ game, cite }) => {
  it(`${game}: a scenario of the shared parts is accepted, its defaults filled (15-minute turns, good order, one of each)`, () => {
    const s = scenarioOf(cite).parse(valid());
    expect([s.turns.minutes, s.setup[0]!.status, s.setup[0]!.count, s.leaders[0]!.count, s.sides[0]!.initiativeLosses, s.markers]).toEqual([15, "good-order", 1, 1, [], []]);
  });

  it(`${game}: exactly one of at, zone or enters`, () => {
    const s = valid();
    Object.assign(s.setup[0]!, { zone: [[1, 2]] });
    expect(issues(cite, s)).toEqual([["setup.0.at", "give exactly one of at, zone or enters"]]);
  });

  it(`${cite("3.0")} A: initiative loss thresholds strictly ascending`, () => {
    const s = valid();
    Object.assign(s.sides[0]!, { initiativeLosses: [4, 4] });
    expect(issues(cite, s)).toEqual([["sides.0.initiativeLosses", "initiative loss thresholds must be strictly ascending"]]);
  });

  it(`${cite("16.6")}: pieces entering hidden are set up hidden; entries of the scenario's sides and turns`, () => {
    const s = valid();
    Object.assign(s.leaders[0]!, { side: "c", enters: { turn: 7, hexes: [[0, 0]], hidden: true } });
    expect(issues(cite, s)).toEqual([
      ["leaders.0.side", 'unknown side "c"'],
      ["leaders.0.enters.turn", "turn 7 is after the last turn (6)"],
      ["leaders.0.enters.hidden", `pieces that enter hidden are set up hidden (${cite("16.6")}): give hidden: true`],
    ]);
  });

  it(`${game}: unique sides; victory conditions of the scenario's sides; each turn's light given once, within the turns`, () => {
    const s = valid();
    s.sides[1]!.id = "a";
    s.victoryConditions.points[0]!.side = "c";
    s.turns.conditions.push({ from: 6, to: 7, light: "day" });
    expect(issues(cite, s)).toEqual([
      ["sides.1.id", '"a" is listed twice'],
      ["leaders.0.side", 'unknown side "b"'],
      ["victoryConditions.points.0.side", 'unknown side "c"'],
      ["turns.conditions.2", "turns 6–7 are not within 1–6"],
    ]);
  });
});
