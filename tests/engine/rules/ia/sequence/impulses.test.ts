import { describe, expect, it } from "vitest";
import { afterSegment, startImpulses } from "../../../../../src/engine/rules/series/sequence/impulses";

describe("alternating impulses (IA1 3.0 C)", () => {
  it("the initiative winner takes its segments, then the sides alternate", () => {
    let i = startImpulses("A", "B", 2);
    const order: string[] = [];
    for (let k = 0; k < 5; k++) {
      order.push(i.active);
      i = afterSegment(i, false);
    }
    expect(order).toEqual(["A", "A", "B", "A", "B"]);
  });
  it("IA1 3.0 C a pass answered at once by a pass ends the turn; one side passing twice does not", () => {
    let i = startImpulses("A", "B", 2);
    i = afterSegment(i, true); // A passes (lead segment)
    i = afterSegment(i, true); // A passes again
    expect(i.over).toBe(false);
    expect(i.active).toBe("B");
    i = afterSegment(i, true); // B passes right after A's pass
    expect(i.over).toBe(true);
  });
  it("a pass followed by an action does not end the turn", () => {
    let i = startImpulses("A", "B", 1);
    i = afterSegment(i, true);
    i = afterSegment(i, false);
    i = afterSegment(i, true);
    expect(i.over).toBe(false);
  });
});
