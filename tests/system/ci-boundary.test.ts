import { describe, expect, it } from "vitest";
import { importsOf, sourceFiles } from "./source-graph";

/**
 * Issue 20: Combat Infantry is not a series game either. Its engine and table folders build on the neutral core, map
 * and table only: nothing of the series core, of Infantry Attacks, Panzer Grenadier or Red Poppies (engine or table).
 */
const CI = ["src/engine/rules/ci/", "src/foundry/rulesets/ci/"];
const OTHERS = ["series", "ia", "pg", "rp"].flatMap((g) => [`src/engine/rules/${g}/`, `src/foundry/rulesets/${g}/`]);

describe("Combat Infantry builds on the neutral core only (issue 20)", () => {
  const files = CI.flatMap((d) => sourceFiles(d));

  it("holds files", () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it("imports nothing of another game", () => {
    expect(files.flatMap((f) => importsOf(f).filter((t) => OTHERS.some((o) => t.startsWith(o))).map((t) => `${f} → ${t}`))).toEqual([]);
  });
});
