import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { manifestFile, renderManifest } from "../../scripts/system-manifest";

describe("system.json", () => {
  it("declares every table module's actor subtypes with their GM-only fields, and its packs, as the registry gives them (`npm run build` writes them)", async () => {
    expect(await renderManifest()).toBe(readFileSync(manifestFile, "utf8"));
    // It loads every game's table and engine modules.
  }, 30_000);
});
