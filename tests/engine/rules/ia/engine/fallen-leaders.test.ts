import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runCommand } from "../../../../../src/engine/core/engine";
import type { IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { ActivatedPiece, IaBattle, IaUnit } from "../../../../../src/engine/rules/ia/state";
import { activate, entering, move } from "../board-edge/support";
import { after, inAction, leader, refused, world } from "../transport/support";
import { inf } from "../../../../fixtures/ia-battle";

const { ia, at } = world();
const moving = (ledBy: string | null): ActivatedPiece => ({ action: "move", ledBy, mpSpent: 0, hexesEntered: 0 });

/**
 * R's segment under way: Colonel `col` (rank 3, +1 morale) activated Major `maj` (rank 2), who activated the unit `u`;
 * then the Major fell (an elimination mid-segment: state/write.ts `removeW`). G's unit `g` stands at `enemyAt`.
 */
function majorFell(opts: { u?: Partial<IaUnit>; uAt?: number; majAt?: number; enemyAt?: number; edition?: "IA1" | "IA2" } = {}): IaBattle {
  const b = inAction([inf("u", "R", opts.uAt ?? at(5, 5), opts.u)], [leader("col", "R", at(5, 5), { rank: 3 }), leader("maj", "R", opts.majAt ?? at(5, 5), { rank: 2 })], opts.enemyAt ?? at(5, 15), opts.edition);
  const s = structuredClone({ ...b, activation: { side: "R", pieces: { col: moving(null), maj: moving("col"), u: moving("maj") }, current: null, done: [] } });
  ia.apply(s, { type: "eliminated", piece: "maj", rule: "IA1 6.7" });
  return s;
}
const recover = (piece: string): IaCommand => ({ type: "recover", side: "R", piece });

describe("IA1 3.2, 3.12, 3.13 who activated whom stands for the segment when a leader of the chain falls", () => {
  it("IA1 3.2, 3.13 the fallen leader leaves the segment, and his place in the chain stays on record", () => {
    const s = majorFell();
    expect(s.activation!.pieces).toEqual({ col: moving(null), u: moving("maj") });
    expect(s.activation!.fallen).toEqual({ maj: "col" });
  });

  it("IA1 6.4, 3.2 the superior who activated the unit through him still moves with it", () => {
    const { state } = after(ia, majorFell(), [{ type: "move", side: "R", piece: "u", to: at(5, 4), with: ["col"] }]);
    expect([state.units.get("u")!.hex, state.leaders.get("col")!.hex]).toEqual([at(5, 4), at(5, 4)]);
  });

  it("IA1 6.4 a leader outside the chain still does not", () => {
    const b = majorFell();
    const s = { ...b, leaders: new Map([...b.leaders, ["lt", leader("lt", "R", at(5, 5), { rank: 1 })]]), activation: { ...b.activation!, pieces: { ...b.activation!.pieces, lt: moving(null) } } };
    refused(ia, s, [{ type: "move", side: "R", piece: "u", to: at(5, 4), with: ["lt"] }], "IA1 6.4");
  });

  it("IA1 3.13 the fallen leader himself moves no more: a command naming him is refused at the door", () => {
    refused(ia, majorFell(), [{ type: "move", side: "R", piece: "u", to: at(5, 4), with: ["maj"] }], "engine");
  });
});

describe("IA1 3.11, 5.5, 5.41, 5.7, 17.1 a unit activated by a leader keeps that status when he falls", () => {
  it("IA1 3.11, 5.5 it may still move closer to enemy combat units", () => {
    const { state } = after(ia, majorFell(), [{ type: "move", side: "R", piece: "u", to: at(5, 6) }]);
    expect(state.units.get("u")!.hex).toBe(at(5, 6));
  });

  it("IA1 5.5 a unit that activated by itself still may not", () => {
    const b = majorFell();
    refused(ia, { ...b, activation: { ...b.activation!, pieces: { ...b.activation!.pieces, u: moving(null) } } }, [{ type: "move", side: "R", piece: "u", to: at(5, 6) }], "IA1 5.5");
  });

  it("IA1 5.41 it may still enter an adjacent enemy-occupied hex (assault movement)", () => {
    const { state, events } = after(ia, majorFell({ enemyAt: at(5, 6) }), [{ type: "move", side: "R", piece: "u", to: at(5, 6) }]);
    expect(state.units.get("u")!.hex).toBe(at(5, 6));
    expect(events).toContainEqual({ type: "assault-owed", side: "R", hex: at(5, 6), rule: "IA1 12.4" });
  });

  it("IA1 5.7, 16.41 at night it may still enter the board by a hex its side does not control", () => {
    const b = entering({ hexes: [at(5, 0), at(6, 0)] });
    const night = { ...b, visibility: { ...b.visibility, night: true } };
    const { state } = after(ia, night, [activate({ r1: "move", capt: "move" }), move("capt", at(5, 0))]);
    const s = structuredClone(state);
    ia.apply(s, { type: "eliminated", piece: "capt", rule: "IA1 6.7" });
    expect(after(ia, s, [move("r1", at(6, 0))]).state.units.get("r1")!.hex).toBe(at(6, 0));
  });

  it("IA1 17.1 two companies he activated may still consolidate: they were activated by the same leader", () => {
    const b = majorFell({ u: { steps: 1 } });
    const s = { ...b, options: ["consolidation" as const], units: new Map([...b.units, ["v", inf("v", "R", at(5, 5), { steps: 1 })]]), activation: { ...b.activation!, pieces: { ...b.activation!.pieces, v: moving("maj") } } };
    const { state } = after(ia, s, [{ type: "consolidate", side: "R", unit: "u", with: "v" }]);
    expect([state.units.get("u")!.steps, state.units.has("v")]).toEqual([2, false]);
  });
});

describe("IA1 6.62, IA2 6.62 recovery help through a chain with a fallen leader", () => {
  const disrupted = { u: { status: "disrupted" as const }, uAt: at(5, 6), majAt: at(5, 6) };

  it("IA2 6.62 the owner may still pick the superior above the fallen leader (docs/rulings.md)", () => {
    const r = runCommand(ia, majorFell({ ...disrupted, edition: "IA2" }), recover("u"), new ScriptedDice([]));
    expect(r).toMatchObject({ status: "decision", request: { kind: "recovery-leader", options: ["col", null], rule: "IA2 6.62" } });
  });

  it("IA1 6.62 only the leader who activated the unit helps: he has fallen, so no one does", () => {
    const { events } = after(ia, majorFell(disrupted), [recover("u")], [3, 3]);
    expect(events).toContainEqual(expect.objectContaining({ type: "recovery-attempted", piece: "u", leader: null }));
  });
});
