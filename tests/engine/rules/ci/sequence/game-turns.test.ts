import { describe, expect, it } from "vitest";
import { activeSide } from "../../../../../src/engine/rules/ci/state/lookups";
import type { CiBattle } from "../../../../../src/engine/rules/ci/state";
import { ciBattle, ciMap, ciRunner, GERMAN, US } from "../support/fixture";
import { expectRefused, typesOf } from "./support";

const map = ciMap();
const { play, seen } = ciRunner(map);

const forces = {
  uchq: { kind: "us-chq", at: "0304", company: "B" },
  uphq: { kind: "us-phq", at: "0305", company: "B", platoon: 1 },
  gchq: { kind: "ger-chq", at: "0804", company: "A" },
  gphq: { kind: "ger-phq", at: "0805", company: "A", platoon: 1 },
} as const;

const battle = (more: Partial<Parameters<typeof ciBattle>[1]> = {}): CiBattle => ciBattle(map, { blocks: forces, ...more });

describe("CI 1.x Game Turns", () => {
  it("CI 1.x Game Turns: 8 Player Turns, 4 each, alternating from the first player", () => {
    let b = battle({ firstPlayer: GERMAN });
    const order: string[] = [];
    for (let t = 1; t <= 8; t++) {
      expect(b.playerTurn).toBe(t);
      const side = activeSide(b)!;
      order.push(side);
      b = play(b, { type: "end-player-turn", side }, t === 8 ? [4, 9] : []).state;
    }
    expect(order).toEqual([GERMAN, US, GERMAN, US, GERMAN, US, GERMAN, US]);
    expect(b).toMatchObject({ gameTurn: 2, playerTurn: 1 });
  });

  it("CI 1.x Game Turns: after Player Turn 8 the next first player is the high d10, the first player's die rolled first", () => {
    const b = battle({ playerTurn: 8 });
    const { state, events } = play(b, { type: "end-player-turn", side: GERMAN }, [3, 7]);
    expect(typesOf(events)).toEqual(["player-turn-ended", "game-turn-ended", "first-player-rolled", "game-turn-begun"]);
    expect(events[2]).toMatchObject({ sides: [US, GERMAN], dice: [3, 7] });
    expect(state).toMatchObject({ gameTurn: 2, playerTurn: 1, firstPlayer: GERMAN });
    expect(activeSide(state)).toBe(GERMAN);
    // The rolls are public: each side receives both dice with the event that records them.
    const r = seen(b, { type: "end-player-turn", side: GERMAN }, US, [3, 7]);
    expect(r.status === "done" && r.rolls.map((x) => x.dice)).toEqual([[3, 7]]);
  });

  it("CI 1.x Game Turns: a tie for the first player is rolled again (ruling R1)", () => {
    const b = battle({ playerTurn: 8 });
    const { state, events } = play(b, { type: "end-player-turn", side: GERMAN }, [5, 5, 10, 2]);
    expect(events.filter((e) => e.type === "first-player-rolled").map((e) => "dice" in e && e.dice)).toEqual([
      [5, 5],
      [10, 2],
    ]);
    expect(state.firstPlayer).toBe(US);
  });

  it("CI 1.x Commands: a company that has not activated passes when its side ends the Player Turn (ruling R2)", () => {
    const b = battle({ extra: { companiesDone: [] } });
    const { state, events } = play(b, { type: "end-player-turn", side: US });
    expect(events[0]).toMatchObject({ type: "player-turn-ended", side: US, playerTurn: 1, passed: ["B"] });
    expect(state).toMatchObject({ playerTurn: 2, companiesDone: [] });
    const done = battle({ extra: { companiesDone: ["B"] } });
    expect(play(done, { type: "end-player-turn", side: US }).events[0]).toMatchObject({ passed: [] });
  });

  it("CI 1.x Game Turns: only the active side ends its Player Turn, and not during an HQ activation; the state is unchanged", () => {
    expectRefused(map, battle(), { type: "end-player-turn", side: GERMAN }, "CI 1.x Game Turns");
    const active = battle({ blocks: { ...forces, uchq: { ...forces.uchq, orientation: "face-up" } }, extra: { activation: { side: US, company: "B", hq: "uchq", stage: "commands" } } });
    expectRefused(map, active, { type: "end-player-turn", side: US }, "CI 1.x Commands");
  });

  it("CI 10.x Victory: once the battle has ended no Player Turn is played", () => {
    const b = battle({ extra: { phase: "ended", winner: US } });
    expectRefused(map, b, { type: "end-player-turn", side: US }, "CI 10.x Victory");
    expectRefused(map, b, { type: "activate", side: US, hq: b.blocks.uchq!.handle! }, "CI 10.x Victory");
  });
});
