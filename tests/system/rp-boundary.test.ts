import { describe, expect, it } from "vitest";
import { importsOf, sourceFiles } from "./source-graph";

/**
 * Issue 19: Red Poppies is not a series game. Its engine and table folders build on the neutral core, map and table
 * only: nothing of the series core, of Infantry Attacks or of Panzer Grenadier (engine or table).
 */
const RP = ["src/engine/rules/rp/", "src/foundry/rulesets/rp/"];
const OTHERS = ["src/engine/rules/series/", "src/engine/rules/ia/", "src/engine/rules/pg/", "src/foundry/rulesets/series/", "src/foundry/rulesets/ia/", "src/foundry/rulesets/pg/"];

describe("Red Poppies builds on the neutral core only (issue 19)", () => {
  const files = RP.flatMap((d) => sourceFiles(d));

  it("holds files", () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it("imports nothing of the series games", () => {
    expect(files.flatMap((f) => importsOf(f).filter((t) => OTHERS.some((o) => t.startsWith(o))).map((t) => `${f} → ${t}`))).toEqual([]);
  });
});
