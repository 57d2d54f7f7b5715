import { describe, expect, it } from "vitest";
import { importCycles, importGraph, sourceFiles } from "./source-graph";

/**
 * Issue 17: no file of src/ imports one that imports it back, type-only imports included (rollup warns of the runtime
 * ones at every build).
 */
const cycles = importCycles(importGraph(sourceFiles()));

describe("imports run in one direction (issue 17)", () => {
  it("no import cycle in src/, type-only imports included", () => {
    expect(cycles.map((c) => c.join(" ⇄ "))).toEqual([]);
  });
});
