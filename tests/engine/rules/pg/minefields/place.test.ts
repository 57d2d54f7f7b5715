import { describe, expect, it } from "vitest";
import { publicEvents, resultFor } from "../../../../../src/engine/core/views";
import { encodeOnMap } from "../../../../../src/engine/map";
import type { PgBattle, PgMinefield } from "../../../../../src/engine/rules/pg/state/battle";
import { PgBattleJson } from "../../../../../src/engine/rules/pg/state/battle-schema";
import { pgSideView } from "../../../../../src/engine/rules/pg/view/side-view";
import { after, eventsOf, pgLeaderRuleset, run } from "../leaders/fixtures";
import { at, battle, map, side, unit } from "./support";

const ZONE = [at(9, 6), at(9, 7), at(9, 8)];
const drawn = (strengths: readonly (0 | 1 | 2 | 3)[]): PgMinefield[] => strengths.map((strength, k) => ({ id: `soviet-minefield-${k + 1}`, owner: "soviet", hex: null, strength, revealed: false }));

/** Before play: the Soviets drew minefields of `strengths` (0 a dummy) to place in ZONE; a German unit stands in ZONE's last hex. */
function setUp(strengths: readonly (0 | 1 | 2 | 3)[] = [3, 0, 1], over: Partial<PgBattle> = {}): PgBattle {
  return battle([unit("g1", "german", "german-infantry", { hex: at(9, 8) })], [], { sides: [side("german"), side("soviet", { minefieldZone: ZONE })], minefields: drawn(strengths), ...over });
}
const place = (hexes: number[], s = "soviet") => ({ type: "place-minefields" as const, side: s, at: hexes });

describe("PG 16.7 placing minefields face-down before play", () => {
  it("PG 16.7 a side places the minefields it drew, a hex each in the order drawn", () => {
    expect(eventsOf(setUp(), place([at(9, 6), at(9, 7), at(9, 6)]))).toEqual([
      {
        type: "minefields-placed",
        side: "soviet",
        minefields: [
          { minefield: "soviet-minefield-1", hex: at(9, 6) },
          { minefield: "soviet-minefield-2", hex: at(9, 7) },
          { minefield: "soviet-minefield-3", hex: at(9, 6) },
        ],
        rule: "PG 16.7",
      },
    ]);
    expect(after(setUp(), place([at(9, 6), at(9, 7), at(9, 6)])).minefields!.map((m) => [m.hex, m.strength, m.revealed])).toEqual([
      [at(9, 6), 3, false],
      [at(9, 7), 0, false],
      [at(9, 6), 1, false],
    ]);
  });
  it("PG 16.7 several minefields may share a hex (16.71 \"one or more minefields\"), an enemy-occupied one included", () => {
    expect(run(setUp(), place([at(9, 8), at(9, 8), at(9, 8)])).status).toBe("done");
  });
  it("PG 16.7 until play begins a new placement replaces the last", () => {
    const again = after(after(setUp(), place([at(9, 6), at(9, 6), at(9, 6)])), place([at(9, 7), at(9, 8), at(9, 6)]));
    expect(again.minefields!.map((m) => m.hex)).toEqual([at(9, 7), at(9, 8), at(9, 6)]);
  });
  it("PG 16.7 once placed, the first initiative roll is no longer held up by them", () => {
    expect(run(setUp(), { type: "roll-initiative", side: "german" })).toMatchObject({ status: "refused", rule: "PG 16.7", code: "set-up.minefields-unplaced" });
    expect(run(after(setUp(), place([at(9, 6), at(9, 7), at(9, 8)])), { type: "roll-initiative", side: "german" }).status).toBe("dice");
  });

  it("PG 16.7 refused outside the hexes the scenario allows", () => {
    expect(run(setUp(), place([at(9, 6), at(2, 2), at(9, 8)]))).toMatchObject({ status: "refused", rule: "PG 16.7", code: "minefields.outside-zone" });
  });
  it("PG 16.7 with no minefield hexes given by the scenario, any hex of the map", () => {
    expect(run(setUp(undefined, { sides: [side("german"), side("soviet")] }), place([at(0, 0), at(19, 13), at(2, 2)])).status).toBe("done");
  });
  it("PG 16.7 refused for a number of hexes other than the minefields drawn", () => {
    expect(run(setUp(), place([at(9, 6), at(9, 7)]))).toMatchObject({ status: "refused", rule: "PG 16.7", code: "minefields.count", params: { count: 3, given: 2 } });
  });
  it("PG 16.7 refused for a side that drew none", () => {
    expect(run(setUp(), place([at(9, 6)], "german"))).toMatchObject({ status: "refused", rule: "PG 16.7", code: "minefields.none" });
  });
  it("PG 16.7 refused once the first initiative has been rolled", () => {
    const playing = setUp(undefined, { phase: "action", initiative: { winner: "soviet", segments: 1, rolls: [] } });
    expect(run(playing, place([at(9, 6), at(9, 7), at(9, 8)]))).toMatchObject({ status: "refused", rule: "PG 16.7", code: "minefields.before-play" });
    expect(run(setUp(undefined, { turn: 2 }), place([at(9, 6), at(9, 7), at(9, 8)]))).toMatchObject({ status: "refused", rule: "PG 16.7", code: "minefields.before-play" });
  });
  it("PG 16.7 a hex off the map is refused at the door", () => {
    expect(run(setUp(), place([at(9, 6), at(9, 7), 100_000]))).toMatchObject({ status: "refused", rule: "engine", code: "engine.invalid-command" });
  });

  it("PG 16.7 the enemy receives the same events and view whatever strengths and dummies were placed where", () => {
    const hexes = [at(9, 6), at(9, 7), at(9, 6)];
    const received = (strengths: readonly (0 | 1 | 2 | 3)[]) => {
      const before = setUp(strengths);
      const r = run(before, place(hexes));
      if (r.status !== "done") throw new Error(JSON.stringify(r));
      const view = pgSideView(r.state, "german");
      return JSON.stringify({
        result: resultFor(pgLeaderRuleset, before, r, "german"),
        card: publicEvents(pgLeaderRuleset, before, r.record.events, ["german", "soviet"], r.record.rolls),
        view: { battle: encodeOnMap(map, PgBattleJson, view.battle), hiddenEnemies: view.hiddenEnemies },
      });
    };
    const dummies = received([0, 0, 0]);
    expect(received([3, 0, 1])).toBe(dummies);
    expect(received([1, 2, 3])).toBe(dummies);
    expect(dummies).not.toContain('"strength":0');
    expect(pgSideView(after(setUp([3, 0, 1]), place(hexes)), "soviet").battle.minefields!.map((m) => m.strength)).toEqual([3, 0, 1]);
  });
});
