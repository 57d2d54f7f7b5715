import { describe, expect, it } from "vitest";
import { concealedRef, PresenceJson, type Presence } from "../../../src/engine/core/presence";
import { decodeOnMap, encodeOnMap } from "../../../src/engine/map";
import { ia1Tec } from "../../../src/engine/rules/ia/data";
import { testMap } from "../../fixtures/maps";

const map = testMap(ia1Tec, [], [6, 5]);

describe("presence: public, identity concealed (Combat Infantry's blocks, Panzer Grenadier's face-down minefields)", () => {
  it("a concealed piece's handle is the same for the same battle secret, and tells nothing of the piece", () => {
    const ref = concealedRef("salt-1", "b1");
    expect(concealedRef("salt-1", "b1")).toBe(ref);
    expect(concealedRef("salt-2", "b1")).not.toBe(ref);
    expect(concealedRef("salt-1", "b2")).not.toBe(ref);
    expect(ref).not.toContain("b1");
    expect(ref).toMatch(/^c-[0-9a-z]+$/);
  });

  it("a presence on a hex or a vertex reads and writes as JSON, with no more than its handle when concealed", () => {
    const block: Presence = { what: "piece", ref: concealedRef("s", "b1"), side: "red", concealed: true, hex: map.indexOfOffset(2, 3) };
    expect(encodeOnMap(map, PresenceJson, block)).toEqual({ what: "piece", ref: block.ref, side: "red", concealed: true, hex: [2, 3] });
    const mine = { what: "marker", ref: "m1", side: "red", kind: "minefield", vertex: [1, 1, 0] };
    expect(encodeOnMap(map, PresenceJson, decodeOnMap(map, PresenceJson, mine, "presence"))).toEqual(mine);
    expect(() => decodeOnMap(map, PresenceJson, { ...mine, id: "m1" }, "presence")).toThrow(/presence: invalid data/);
  });
});
