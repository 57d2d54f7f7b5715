import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { byHandle, concealedRef, PresenceJson, type Presence } from "../../../src/engine/core/presence";
import { decodeOnMap, encodeOnMap } from "../../../src/engine/map";
import { ia1Tec } from "../../../src/engine/rules/ia/data";
import { testMap } from "../../fixtures/maps";

const map = testMap(ia1Tec, [], [6, 5]);

describe("presence: public, identity concealed (Combat Infantry's blocks, Panzer Grenadier's face-down minefields)", () => {
  it("a concealed piece's handle is the same for the same battle secret and generation, and tells nothing of the piece", () => {
    const ref = concealedRef("salt-1", "b1", 0);
    expect(concealedRef("salt-1", "b1", 0)).toBe(ref);
    expect(concealedRef("salt-2", "b1", 0)).not.toBe(ref);
    expect(concealedRef("salt-1", "b2", 0)).not.toBe(ref);
    expect(ref).toMatch(/^c-[0-9a-f]{20}$/);
    // The first 80 bits of HMAC-SHA-256 under the salt of "b1\0" + "0" (node: createHmac("sha256", "salt-1")): a keyed hash,
    // which no handle and guessed id can be worked back from to the salt.
    expect(ref).toBe("c-d611b85388363d6ced12");
  });

  it("a piece concealed again gets a fresh handle: its generations' handles differ", () => {
    const handles = [0, 1, 2, 10].map((generation) => concealedRef("salt-1", "b1", generation));
    expect(new Set(handles).size).toBe(4);
  });

  it("any handle is 80 bits of hex: never the id, nor holding it, and different for another id, salt or generation", () => {
    const id = fc.stringMatching(/^[a-z][a-z0-9-]{5,15}$/);
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 24 }), id, id, fc.nat(1000), (salt, a, b, generation) => {
        const ref = concealedRef(salt, a, generation);
        expect(ref).toMatch(/^c-[0-9a-f]{20}$/);
        expect(ref).not.toContain(a);
        expect(concealedRef(salt, a, generation + 1)).not.toBe(ref);
        expect(concealedRef(`${salt}'`, a, generation)).not.toBe(ref);
        if (a !== b) expect(concealedRef(salt, b, generation)).not.toBe(ref);
      }),
      { numRuns: 100 },
    );
  });

  it("lists of concealed items are ordered by handle, by code unit whatever the locale", () => {
    expect(["c-b", "c-B", "c-a1", "c-a"].sort(byHandle)).toEqual(["c-B", "c-a", "c-a1", "c-b"]);
  });

  it("a presence on a hex or a vertex reads and writes as JSON, with no more than its handle when concealed", () => {
    const block: Presence = { what: "piece", ref: concealedRef("s", "b1", 0), side: "red", concealed: true, hex: map.indexOfOffset(2, 3) };
    expect(encodeOnMap(map, PresenceJson, block)).toEqual({ what: "piece", ref: block.ref, side: "red", concealed: true, hex: [2, 3] });
    const mine = { what: "marker", ref: "m1", side: "red", kind: "minefield", vertex: [1, 1, 0] };
    expect(encodeOnMap(map, PresenceJson, decodeOnMap(map, PresenceJson, mine, "presence"))).toEqual(mine);
    expect(() => decodeOnMap(map, PresenceJson, { ...mine, id: "m1" }, "presence")).toThrow(/presence: invalid data/);
  });
});
