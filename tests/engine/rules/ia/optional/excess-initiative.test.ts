import { describe, expect, it } from "vitest";
import type { IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle } from "../../../../../src/engine/rules/ia/state";
import { inf } from "../../../../fixtures/ia-battle";
import { at, chain, expectRefused, ia, inAction, segment } from "./support";

const units = () => [1, 2, 3, 4, 5].flatMap((n) => [inf(`a${n}`, "A", at(2, n)), inf(`b${n}`, "B", at(25, n))]);
/** A won initiative by enough for `segments` segments before B's first (IA1 3.0 A). */
const won = (segments: number, options: ("excess-initiative" | "fog-of-war")[] = ["excess-initiative"]): IaBattle =>
  inAction(options, units(), [], {
    initiative: { winner: "A", segments, rolls: [] },
    impulses: { sides: ["A", "B"], active: "A", lead: segments, lastPass: null, over: false },
  });
const save: IaCommand = { type: "save-segment", side: "A" };
const use: IaCommand = { type: "use-saved-segment", side: "A" };
/** Which side took each segment, from the `segment-ended` events. */
const order = (events: readonly { type: string; side?: string }[]) => events.filter((e) => e.type === "segment-ended").map((e) => e.side);

describe("IA1 17.2 Excess Initiative", () => {
  it("IA1 17.2 a winner of three or more segments saves one: he takes one fewer before his opponent's first", () => {
    const r = chain(won(3), [save, ...segment("A", "a1"), ...segment("A", "a2"), ...segment("B", "b1")]);
    expect(r.records[0]!.events).toEqual([{ type: "segment-saved", side: "A", rule: "IA1 17.2" }]);
    expect(order(r.events)).toEqual(["A", "A", "B"]);
    expect(r.state.savedSegment).toEqual({ side: "A", using: false });
  });

  it("IA1 17.2 used later in the turn, the saved segment gives two consecutive segments", () => {
    const r = chain(won(3), [save, ...segment("A", "a1"), ...segment("A", "a2"), ...segment("B", "b1"), use, ...segment("A", "a3"), ...segment("A", "a4"), ...segment("B", "b2")]);
    expect(order(r.events)).toEqual(["A", "A", "B", "A", "A", "B"]);
    expect(r.events.filter((e) => e.type === "second-segment")).toEqual([{ type: "second-segment", side: "A", rule: "IA1 17.2" }]);
    expect(r.state.savedSegment).toBeUndefined();
    expect(r.state.impulses?.active).toBe("A");
  });

  it("IA1 17.2 used at once, the saved segment is one more before the opponent's first (three in all)", () => {
    const r = chain(won(3), [save, use, ...segment("A", "a1"), ...segment("A", "a2"), ...segment("A", "a3"), ...segment("B", "b1")]);
    expect(order(r.events)).toEqual(["A", "A", "A", "B"]);
  });

  it("IA1 17.2 refusals: not in force, too few segments won, not the winner, after the first segment, a second save", () => {
    expectRefused(won(3, []), save, "IA1 17.2", "optional.not-in-force");
    expectRefused(won(2), save, "IA1 17.2", "excess.too-few");
    expectRefused(won(3), { type: "save-segment", side: "B" }, "IA1 17.2", "excess.not-winner");
    expectRefused(chain(won(3), segment("A", "a1")).state, save, "IA1 17.2", "excess.too-late");
    expectRefused(chain(won(4), [save]).state, save, "IA1 17.2", "excess.too-late");
  });

  it("IA1 17.2 the saved segment is used at the start of one of the saver's own segments, once", () => {
    const saved = chain(won(3), [save, ...segment("A", "a1"), ...segment("A", "a2")]).state;
    expectRefused(saved, use, "IA1 17.2", "excess.not-now");
    expectRefused(won(3), use, "IA1 17.2", "excess.none-saved");
    const under = chain(saved, [...segment("B", "b1"), segment("A", "a3")[0]!]).state;
    expectRefused(under, use, "IA1 17.2", "excess.not-now");
    const used = chain(saved, [...segment("B", "b1"), use]).state;
    expectRefused(used, use, "IA1 17.2", "excess.none-saved");
  });

  it("IA1 17.2 a segment saved and not used is lost at the end of the turn", () => {
    const s = structuredClone(chain(won(3), [save]).state);
    ia.apply(s, { type: "turn-began", turn: 2 });
    expect(s.savedSegment).toBeUndefined();
  });
});
