/**
 * The running victory tally on the battle Combat (IA1 3.0): the IA combat fills the tracker's neutral score, which the
 * tracker shows every viewer alike — it reads only what both sides know (docs/rulings.md, Victory).
 */
import { describe, expect, it } from "vitest";
import { ia1Tec } from "../../../../src/engine/rules/ia/data";
import type { IaBattle } from "../../../../src/engine/rules/ia/state";
import { iaSideView } from "../../../../src/engine/rules/ia/view/side-view";
import type { Victory, VictoryLosses } from "../../../../src/engine/rules/series/victory/conditions";
import { trackerView } from "../../../../src/foundry/applications/tracker/tracker-view";
import { BattleModel } from "../../../../src/foundry/data/combat/battle-model";
import { localizeAll } from "../../../../src/foundry/i18n";
import { iaCombat } from "../../../../src/foundry/rulesets/ia/combat";
import type { IaTableGame } from "../../../../src/foundry/rulesets/ia/table-game";
import { iaTracker } from "../../../../src/foundry/rulesets/ia/tracker";
import { battle, inf, side } from "../../../fixtures/ia-battle";
import { testMap } from "../../../fixtures/maps";
import { enI18n } from "../../../support/i18n";
import { readSchema } from "../../support/schema";
import { schemaIssues } from "../../support/validate";

const map = testMap(ia1Tec);
const at = (c: number, r: number) => map.indexOfOffset(c, r);
const lost = (steps: number, units: number, leaders: number, exits: number[] = []): VictoryLosses => ({ steps, units, leaders, exits });
const town = [at(5, 5), at(6, 6), at(7, 7)];

/** The Germans score 1 per Russian step lost and 2 per town hex held; the Russians 3 per German unit eliminated. */
const victory: Victory = {
  points: [
    { side: "G", for: "steps", points: 1 },
    { side: "G", for: "hexes", hexes: town, points: 2 },
    { side: "R", for: "units", points: 3 },
  ],
  winner: { by: "more-points" },
};

/** G has lost a unit, R three steps; G holds two town hexes, one of them with a hidden Russian company in it. */
function world(more: Partial<IaBattle> = {}): IaBattle {
  const units = [inf("g1", "G", at(1, 1)), inf("r1", "R", at(9, 9)), inf("rh", "R", at(6, 6), { hidden: true })];
  const control = { [at(5, 5)]: "G", [at(6, 6)]: "G", [at(7, 7)]: "R" };
  return battle([side("G", 3, { name: "Germans" }), side("R", 2, { name: "Russians" })], units, [], { victory, losses: { G: lost(1, 1, 0), R: lost(3, 0, 0) }, control, ...more });
}

const combat = (b: IaBattle) => iaCombat({ id: "b1", state: b, pending: null } as unknown as IaTableGame, false);
const shown = (b: IaBattle, sides: readonly string[] | "all") => localizeAll(trackerView(combat(b), { sides }, iaTracker), enI18n).score;

describe("IA1 3.0 the victory tally on the battle Combat", () => {
  it("IA1 3.0 the score holds each side's points, a line per condition with its count, and who wins as things stand", () => {
    expect(combat(world()).score).toEqual({
      final: false,
      winner: "G",
      sides: [
        {
          side: "G",
          points: 3 + 4,
          lines: [
            { label: "HEX_TACTICS.Tracker.Score.Line.steps", count: 3, points: 3 },
            { label: "HEX_TACTICS.Tracker.Score.Line.hexes", count: 2, points: 4 },
          ],
        },
        { side: "R", points: 3, lines: [{ label: "HEX_TACTICS.Tracker.Score.Line.units", count: 1, points: 3 }] },
      ],
    });
  });

  it("IA1 3.0 a scenario whose conditions are text only has no score", () => {
    const { victory: _, ...textOnly } = world();
    expect(combat(textOnly as IaBattle).score).toBeNull();
    expect(shown(textOnly as IaBattle, "all")).toBeNull();
  });

  it("IA1 3.0, 16.5 the score is public: the same from either side's view of the battle, a hidden unit in a held hex changing nothing", () => {
    const b = world();
    expect(combat(iaSideView(b, "G").battle).score).toEqual(combat(b).score);
    expect(combat(iaSideView(b, "R").battle).score).toEqual(combat(b).score);
    expect(shown(b, ["R"])).toEqual(shown(b, ["G"]));
  });

  it("the battle Combat's model takes the score", () => {
    const score = { score: readSchema(BattleModel).score! };
    expect(schemaIssues(score, { score: combat(world()).score })).toEqual([]);
    expect(schemaIssues(score, { score: null })).toEqual([]);
    expect(schemaIssues(score, { score: { final: false, winner: null, sides: [{ side: "G", points: 1, lines: [{ label: "x", count: -1, points: 1 }] }] } })).toHaveLength(1);
  });
});

describe("IA1 3.0 the score in the activation tracker", () => {
  it("IA1 3.0 during play: each side's points and lines in the reader's words, and who wins as things stand", () => {
    expect(shown(world(), ["G"])).toEqual({
      title: "Victory points so far",
      sides: [
        {
          side: "Germans",
          points: 7,
          lines: [
            { label: "Enemy steps lost: 3", points: 3 },
            { label: "Objective hexes held: 2", points: 4 },
          ],
        },
        { side: "Russians", points: 3, lines: [{ label: "Enemy units eliminated: 1", points: 3 }] },
      ],
      outcome: "Winning as things stand: Germans",
    });
  });

  it("IA1 3.0 once the last turn is over it is the result; equal points are a draw", () => {
    const over = shown(world({ phase: "over" }), "all")!;
    expect([over.title, over.outcome]).toEqual(["Victory points", "Winner: Germans"]);
    const even = world({ losses: { G: lost(0, 2, 0), R: lost(2, 0, 0) } });
    expect(shown(even, "all")!.outcome).toBe("As things stand: a draw");
    expect(shown({ ...even, phase: "over" }, "all")!.outcome).toBe("The battle is a draw");
  });
});
