import { describe, expect, it } from "vitest";
import type { CiBattle } from "../../../../../src/engine/rules/ci/state";
import { ciBattle, ciMap, ciRunner, GERMAN, US, type BattleSpec } from "../support/fixture";
import { typesOf } from "./support";

const map = ciMap();
const { at, play, seen } = ciRunner(map);

const END = { type: "end-player-turn", side: GERMAN } as const;

/** The last Player Turn of Game Turn 1 (of `turns`), the German side active. */
function lastPlayerTurn(blocks: BattleSpec["blocks"], more: Omit<BattleSpec, "blocks"> = {}): CiBattle {
  return ciBattle(map, { playerTurn: 8, ...more, blocks: { gchq: { kind: "ger-chq", at: "0904", company: "A" }, ...blocks } });
}

describe("CI 1.x Game Turns: the end of the Game Turn", () => {
  it("CI 1.x Game Turns: every block stands upright — a face-up one under a fresh handle, a face-down one just turns", () => {
    const b = lastPlayerTurn({
      up: { kind: "us-squad", at: "0304", company: "B", platoon: 1, orientation: "face-up", acted: true },
      down: { kind: "us-squad", at: "0305", company: "B", platoon: 1, orientation: "face-down", acted: true },
      stand: { kind: "us-squad", at: "0306", company: "B", platoon: 1 },
    });
    const { state, events } = play(b, END, [9, 1]);
    expect(events.filter((e) => e.type === "concealed")).toMatchObject([{ block: "up", orientation: "upright" }]);
    expect(events.filter((e) => e.type === "tipped")).toMatchObject([{ block: "down", orientation: "upright" }]);
    for (const id of ["up", "down", "stand"]) expect(state.blocks[id]).toMatchObject({ orientation: "upright", acted: false });
    expect(state.blocks.up!.handle).not.toBeNull();
    // The other side learns the face-up block's new handle, nothing of the others.
    const r = seen(b, END, GERMAN, [9, 1]);
    expect(r.status === "done" && r.events.find((e) => e.type === "concealed")).toMatchObject({ block: "up", ref: state.blocks.up!.handle });
  });

  it("CI 1.x Game Turns: tanks stay face-up only with the option; a bunker and a revealed minefield stay face-up", () => {
    const blocks = {
      tank: { kind: "sherman", at: "0304", attachedTo: "B", orientation: "face-up" },
      bunker: { kind: "ger-bunker", at: "0806", orientation: "face-up" },
      mine: { kind: "ger-minefield", at: "0807", orientation: "face-up" },
      hiddenMine: { kind: "ger-minefield", at: "0808", orientation: "face-down" },
    } as const;
    const without = play(lastPlayerTurn(blocks), END, [9, 1]).state;
    expect(without.blocks.tank!.orientation).toBe("upright");
    expect(without.blocks.bunker!.orientation).toBe("face-up");
    expect(without.blocks.mine!.orientation).toBe("face-up");
    expect(without.blocks.hiddenMine!.orientation).toBe("upright");
    const withOption = play(lastPlayerTurn(blocks, { extra: { options: { tanksStayFaceUp: true, tanksRevealedAtSetup: false, hitLimits: false, chitPull: false } } }), END, [9, 1]).state;
    expect(withOption.blocks.tank!.orientation).toBe("face-up");
  });

  it("CI 1.x Game Turns: smoke dissipates; acted, HQ activations and spotting are cleared", () => {
    const b = lastPlayerTurn({ uchq: { kind: "us-chq", at: "0304", company: "B", orientation: "face-up", acted: true } }, { extra: { markers: { smoke: [[5, 5]] } } });
    b.blocks.uchq!.hqActivated = true;
    b.blocks.uchq!.spotted = true;
    const { state, events } = play(b, END, [9, 1]);
    expect(typesOf(events)).toContain("game-turn-ended");
    expect(state.markers.smoke).toEqual([]);
    expect(state.blocks.uchq).toMatchObject({ acted: false, hqActivated: false, spotted: false });
  });
});

describe("CI 10.x Victory", () => {
  const forces = {
    uchq: { kind: "us-chq", at: "0304", company: "B" },
    us1: { kind: "us-squad", at: "0204", company: "B", platoon: 1 },
  } as const;

  it("CI 10.x Victory: after the last Game Turn each objective's VP go to the side controlling it, added to the eliminations'", () => {
    // US holds 0304 (4 VP); Germany holds 0904 (2 VP, German objective); 0606 is neutral.
    const b = lastPlayerTurn(forces, { turns: 1, extra: { objectives: [{ hex: [3, 4], vp: 4 }, { hex: [9, 4], vp: 2, side: GERMAN }, { hex: [6, 6], vp: 5 }], vp: { [GERMAN]: 1 } } });
    const { state, events } = play(b, END);
    expect(typesOf(events)).toEqual(["player-turn-ended", "game-turn-ended", "battle-ended"]);
    expect(events.at(-1)).toMatchObject({ winner: US, vp: { [US]: 4, [GERMAN]: 1 + 2 } });
    expect(state).toMatchObject({ phase: "ended", winner: US, vp: { [US]: 4, [GERMAN]: 3 } });
    expect(at("0304")).toBe(state.objectives[0]!.hex);
  });

  it("CI 10.x Victory: an objective named for one side scores nothing for the other; equal totals are a draw", () => {
    const b = lastPlayerTurn(forces, { turns: 1, extra: { objectives: [{ hex: [3, 4], vp: 2, side: GERMAN }], vp: { [US]: 1, [GERMAN]: 1 } } });
    const { state } = play(b, END);
    expect(state).toMatchObject({ phase: "ended", winner: null, vp: { [US]: 1, [GERMAN]: 1 } });
  });

  it("CI 10.x Victory: before the last Game Turn the battle goes on", () => {
    const { state } = play(lastPlayerTurn(forces, { turns: 2 }), END, [1, 9]);
    expect(state).toMatchObject({ phase: "playing", gameTurn: 2, firstPlayer: GERMAN });
  });
});
