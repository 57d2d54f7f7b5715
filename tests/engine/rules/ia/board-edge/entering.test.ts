import { describe, expect, it } from "vitest";
import { inf } from "../../../../fixtures/ia-battle";
import { previewMove } from "../../../../../src/engine/rules/ia/queries/preview";
import { after, refused, run, tec } from "../transport/support";
import { activate, at, entering, ia, map, move, offBoard } from "./support";

describe("IA1 16.41 entering the board", () => {
  it("IA1 16.41 off-board pieces are activated normally, grouped around their leader, and move on by an entry hex, the first hex their first MPs", () => {
    const b = entering();
    const { state, events } = after(ia, b, [activate({ r1: "move", r2: "move" }), move("r1", at(5, 0))]);
    expect(events).toEqual([
      { type: "acting", piece: "r1" },
      { type: "entered-board", piece: "r1", to: at(5, 0), rule: "IA1 16.41" },
      { type: "mp-spent", piece: "r1", mp: 1, by: "clear", rule: "IA1 16.41" },
      { type: "hex-controlled", hex: at(5, 0), side: "R" },
    ]);
    expect(state.units.get("r1")!.hex).toBe(at(5, 0));
    expect(state.activation!.pieces["r1"]).toMatchObject({ mpSpent: 1, hexesEntered: 1, ledBy: "capt" });
    expect(state.units.get("r2")!.hex).toBeNull();
    // It moves on with the MPs it has left (4 MP: three more clear hexes).
    const on = after(ia, b, [activate({ r1: "move" }), move("r1", at(5, 0)), move("r1", at(5, 1)), move("r1", at(5, 2)), move("r1", at(5, 3))]);
    expect(on.state.activation!.pieces["r1"]).toMatchObject({ mpSpent: 4, hexesEntered: 4 });
    refused(ia, b, [activate({ r1: "move" }), move("r1", at(5, 0)), move("r1", at(5, 1)), move("r1", at(5, 2)), move("r1", at(5, 3)), move("r1", at(5, 4))], "IA1 5.2");
  });

  it("IA1 16.41 the terrain of the first hex entered is what it costs", () => {
    const b = entering({ hexes: [at(8, 0)] });
    const { state } = after(ia, b, [activate({ r1: "move" }), move("r1", at(8, 0))]);
    expect(state.activation!.pieces["r1"]).toMatchObject({ mpSpent: 2, hexesEntered: 1 });
  });

  it("IA1 16.41, 6.4 the leader who activated a unit may enter with it", () => {
    const b = entering();
    const { state, events } = after(ia, b, [activate({ r1: "move" }), move("r1", at(5, 0), { with: ["capt"] })]);
    expect(events.filter((e) => e.type === "entered-board").map((e) => e.type === "entered-board" && e.piece)).toEqual(["r1", "capt"]);
    expect(state.leaders.get("capt")!.hex).toBe(at(5, 0));
  });

  it("IA1 16.41 pieces scheduled for a later turn stay off the board: activating them is refused", () => {
    const b = entering({ enters: 2 });
    refused(ia, b, [activate({ r1: "move" })], "IA1 16.41");
    expect(after(ia, { ...b, turn: 2 }, [activate({ r1: "move" }), move("r1", at(5, 0))]).state.units.get("r1")!.hex).toBe(at(5, 0));
  });

  it("IA1 16.41 they enter only by the scenario's entry hexes", () => {
    const b = entering({ hexes: [at(5, 0), at(6, 0)] });
    refused(ia, b, [activate({ r1: "move" }), move("r1", at(7, 0))], "IA1 16.41");
    refused(ia, b, [activate({ r1: "move" }), move("r1", at(5, 1))], "IA1 16.41");
    expect(after(ia, b, [activate({ r1: "move" }), move("r1", at(6, 0))]).state.units.get("r1")!.hex).toBe(at(6, 0));
  });

  it("IA1 16.41 a disrupted leader off the board activates nobody else; a unit may still activate by itself", () => {
    const b = entering();
    const disrupted = { ...b, leaders: new Map([["capt", { ...b.leaders.get("capt")!, status: "disrupted" as const }]]) };
    refused(ia, disrupted, [activate({ r1: "move" })], "IA1 3.12, 3.2");
    expect(after(ia, disrupted, [activate({ r1: "move" }, { piece: "r1" }), move("r1", at(5, 0))]).state.units.get("r1")!.hex).toBe(at(5, 0));
  });

  it("IA1 5.7 at night a unit entering by itself enters only a friendly-controlled hex; led by its leader it may enter any", () => {
    const b = entering();
    const night = { ...b, visibility: { ...b.visibility, night: true } };
    refused(ia, night, [activate({ r1: "move" }, { piece: "r1" }), move("r1", at(5, 0))], "IA1 5.7");
    expect(after(ia, { ...night, control: { [at(5, 0)]: "R" } }, [activate({ r1: "move" }, { piece: "r1" }), move("r1", at(5, 0))]).state.units.get("r1")!.hex).toBe(at(5, 0));
    expect(after(ia, night, [activate({ r1: "move" }), move("r1", at(5, 0))]).state.units.get("r1")!.hex).toBe(at(5, 0));
  });

  it("IA1 4.3 stacking limits hold in the hex entered", () => {
    const full = [inf("a", "R", at(5, 0), { company: false }), inf("b", "R", at(5, 0), { company: false }), inf("c", "R", at(5, 0), { company: false })];
    const b = entering({ more: full });
    refused(ia, b, [activate({ r1: "move" }), move("r1", at(5, 0))], "IA1 4.3");
  });

  it("IA1 16.41 an off-board piece moves only by entering: a piece not scheduled to enter is not R's to activate", () => {
    const b = entering({ more: [offBoard(inf("lost", "R", 0))] });
    refused(ia, b, [activate({ lost: "move" }, { piece: "lost" })], "IA1 3.1");
  });
});

describe("IA1 16.41 a move preview of an off-board piece", () => {
  it("IA1 16.41 is refused naming the rule: it enters by an entry hex, not by an adjacent step", () => {
    const { state } = after(ia, entering(), [activate({ r1: "move" })]);
    const r = previewMove({ state, map, tec }, "r1", [at(5, 0)]);
    expect(r).toMatchObject({ steps: [], refused: { hex: at(5, 0), rule: "IA1 16.41", why: { code: "board-edge.off-board" } } });
  });
});

describe("IA1 16.43 not the edge of the world", () => {
  it("IA1 16.43 when the enemy holds every entry hex, the board-edge hexes next to them may be used; not the held hex, nor inland hexes", () => {
    const b = entering({ enemyAt: at(5, 0) });
    refused(ia, b, [activate({ r1: "move" }), move("r1", at(5, 0))], "IA1 16.43");
    refused(ia, b, [activate({ r1: "move" }), move("r1", at(5, 1))], "IA1 16.43");
    refused(ia, b, [activate({ r1: "move" }), move("r1", at(7, 0))], "IA1 16.43");
    // Entering next to the enemy: G may take opportunity fire at it there (13.11).
    for (const [c, r] of [[4, 0], [6, 0]] as const) {
      const id = `opportunity-fire:r1@${c},${r}:1`;
      const r1 = run(ia, b, [activate({ r1: "move" }), move("r1", at(c, r))]);
      expect(r1).toMatchObject({ status: "decision", request: { id, side: "G" }, preview: expect.arrayContaining([{ type: "entered-board", piece: "r1", to: at(c, r), rule: "IA1 16.43" }]) });
      const done = run(ia, b, [activate({ r1: "move" }), move("r1", at(c, r))], [], { [id]: "pass" });
      expect(done.status === "done" && done.state.units.get("r1")!.hex).toBe(at(c, r));
    }
  });

  it("IA1 16.43 while one entry hex is free, only the entry hexes may be used", () => {
    const b = entering({ hexes: [at(5, 0), at(6, 0)], enemyAt: at(5, 0) });
    refused(ia, b, [activate({ r1: "move" }), move("r1", at(4, 0))], "IA1 16.41");
    refused(ia, b, [activate({ r1: "move" }), move("r1", at(5, 0))], "IA1 16.43");
  });

  it("IA1 16.5, 16.43 an entry hex holding only a hidden enemy unit: it is found and the entry stops short, off the board", () => {
    const b = entering();
    const hidden = { ...b, units: new Map([...b.units, ["gh", inf("gh", "G", at(5, 0), { hidden: true })]]) };
    const { state, events } = after(ia, hidden, [activate({ r1: "move" }), move("r1", at(5, 0))]);
    expect(events).toEqual([
      { type: "revealed", pieces: ["gh"], rule: "IA1 16.5" },
      { type: "movement-stopped", pieces: ["r1"], rule: "IA1 16.5" },
    ]);
    expect(state.units.get("r1")!.hex).toBeNull();
    expect(state.units.get("gh")!.hidden).toBe(false);
  });
});
