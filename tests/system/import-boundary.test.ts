import { describe, expect, it } from "vitest";
import { importsOf, isNeutral, REGISTRIES, sourceFiles } from "./source-graph";

/**
 * Issue 17: nothing outside the games' folders (`src/engine/rules/<game>/`, `src/foundry/rulesets/<game>/`) imports from them but the two
 * registries, so a new game is one line in each.
 */
const offenders = sourceFiles()
  .filter((f) => isNeutral(f) && !(REGISTRIES as readonly string[]).includes(f))
  .flatMap((f) => importsOf(f).filter((t) => !isNeutral(t)).map((t) => ({ file: f, target: t })));

describe("only the two registries import a game's folders (issue 17)", () => {
  it("no neutral file of src/ imports a game's folder", () => {
    expect(offenders.map((o) => `${o.file} → ${o.target}`)).toEqual([]);
  });
});
