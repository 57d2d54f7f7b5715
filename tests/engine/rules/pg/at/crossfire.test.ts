import { describe, expect, it } from "vitest";
import { crossfireApplies } from "../../../../../src/engine/rules/pg/at/crossfire";

describe("PG 11.12 crossfire", () => {
  it("PG 11.12 crossfire applies to a later attack traced through a non-adjacent hex", () => {
    expect(crossfireApplies({ attackedSinceLastMove: true, throughNonAdjacentHex: true })).toBe(true);
  });
  it("PG 11.12 not on the first attack, nor after the target moved since the earlier one", () => {
    expect(crossfireApplies({ attackedSinceLastMove: false, throughNonAdjacentHex: true })).toBe(false);
  });
  it("PG 11.12 not through an adjacent approach or along a spine (the geometry says no)", () => {
    expect(crossfireApplies({ attackedSinceLastMove: true, throughNonAdjacentHex: false })).toBe(false);
  });
});
