import { describe, expect, it } from "vitest";
import { hashedId, readableId } from "../../../src/foundry/data/static-id";

const FOUNDRY_ID = /^[A-Za-z0-9]{16}$/;

describe("static document ids: 16 letters and digits, the same everywhere", () => {
  it("a readable id camel-cases a name, padded with 0 or cut to 16", () => {
    expect(readableId("ht-moved-fired")).toBe("htMovedFired0000");
    expect(readableId("ht-mk-artillery-target")).toBe("htMkArtilleryTar");
    expect(readableId("ht-fd-German leaders")).toBe("htFdGermanLeader");
  });

  it("a hashed id keeps its prefix, fills the rest from the key, and is the same for the same key", () => {
    const id = hashedId("ia1", "infantry-attacks/IA1/unit/ger-inf");
    expect(id).toMatch(FOUNDRY_ID);
    expect(id.startsWith("ia1")).toBe(true);
    expect(hashedId("ia1", "infantry-attacks/IA1/unit/ger-inf")).toBe(id);
    expect(hashedId("ia1", "infantry-attacks/IA1/unit/rus-inf")).not.toBe(id);
  });

  it("hashed ids of many keys are all valid and distinct", () => {
    const ids = Array.from({ length: 2000 }, (_, i) => hashedId("ht", `key-${i}`));
    for (const id of ids) expect(id).toMatch(FOUNDRY_ID);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
