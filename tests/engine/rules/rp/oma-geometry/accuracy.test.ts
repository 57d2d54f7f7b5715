import { describe, expect, it } from "vitest";
import { accuracy, highestHexes, highestLevel } from "../../../../../src/engine/rules/rp/oma/accuracy";
import { rpHexAt } from "../../../../../src/engine/rules/rp/map/labels";
import { fixtureTec } from "../../../../fixtures/tec";
import { testMap } from "../../../../fixtures/maps";

const none = { controlsHighest: false, preregistered: false, previouslyHit: false };

describe("RP 7.242 accuracy die", () => {
  it("RP 7.242: unmodified, 2 or less hits the cross hair's vertex and 3 or more strays", () => {
    expect([1, 2, 3, 6].map((d) => accuracy(d, none).hits)).toEqual([true, true, false, false]);
    expect(accuracy(3, none)).toEqual({ die: 3, modifiers: [], final: 3, hits: false });
  });

  it("RP 7.242: −1 for controlling a hex at the highest elevation on the map turns a 3 into a hit", () => {
    const a = accuracy(3, { ...none, controlsHighest: true });
    expect(a.final).toBe(2);
    expect(a.hits).toBe(true);
    expect(a.modifiers).toEqual([expect.objectContaining({ id: "rp.oma.highest-elevation", value: -1, rule: "RP 7.242" })]);
  });

  it("RP 7.242, 7.3: −1 at a pre-registered vertex or one the group hit before", () => {
    expect(accuracy(3, { ...none, preregistered: true }).modifiers).toEqual([expect.objectContaining({ value: -1, rule: "RP 7.3" })]);
    expect(accuracy(3, { ...none, previouslyHit: true }).modifiers).toEqual([expect.objectContaining({ value: -1, rule: "RP 7.242" })]);
    expect(accuracy(3, { ...none, previouslyHit: true }).hits).toBe(true);
  });

  it("RP 7.242: the two bullets stack (a 4 hits with both), but pre-registered and previously hit together are one −1", () => {
    const both = accuracy(4, { controlsHighest: true, preregistered: true, previouslyHit: false });
    expect(both.final).toBe(2);
    expect(both.hits).toBe(true);
    const oneBullet = accuracy(4, { controlsHighest: false, preregistered: true, previouslyHit: true });
    expect(oneBullet.final).toBe(3);
    expect(oneBullet.hits).toBe(false);
    expect(accuracy(6, { controlsHighest: true, preregistered: true, previouslyHit: true }).final).toBe(4);
  });

  it("RP 7.242: an accuracy die outside 1–6 is refused", () => {
    expect(() => accuracy(0, none)).toThrow(RangeError);
    expect(() => accuracy(2.5, none)).toThrow(RangeError);
  });

  it("RP 7.242, 8.43: the highest elevation is the top level on the map, and every hex at it counts", () => {
    const map = testMap(fixtureTec, [[3, 4, ["hill"], 1], [5, 5, ["hill"], 2], [6, 9, ["hill"], 2, true]], [24, 26]);
    expect(highestLevel(map)).toBe(2);
    expect(highestHexes(map).sort((a, b) => a - b)).toEqual([rpHexAt(map, "F06"), rpHexAt(map, "G10")].sort((a, b) => a - b));
  });

  it("RP 8.43: a map without a hill has no highest-elevation hex to control", () => {
    const flat = testMap(fixtureTec, [], [24, 26]);
    expect(highestLevel(flat)).toBe(0);
    expect(highestHexes(flat)).toEqual([]);
  });
});
