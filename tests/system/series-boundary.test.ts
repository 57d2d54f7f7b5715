import { describe, expect, it } from "vitest";
import { codeTokens, importsOf, sourceFiles } from "./source-graph";

/**
 * Issue 18: the series core (`src/engine/rules/series/`) holds what Infantry Attacks and Panzer Grenadier state alike,
 * written once for both: it imports neither game's folder and names no ruleset in its code.
 */
const SERIES = "src/engine/rules/series/";
const GAMES = ["src/engine/rules/ia/", "src/engine/rules/pg/"];
const RULESET_NAMES = /^(ia[12]?|pg3?|infantry-attacks|panzer-grenadier)$/i;
const files = sourceFiles(SERIES);

describe("the series core belongs to neither game (issue 18)", () => {
  it("holds files", () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it("imports no game's folder", () => {
    expect(files.flatMap((f) => importsOf(f).filter((t) => GAMES.some((g) => t.startsWith(g))).map((t) => `${f} → ${t}`))).toEqual([]);
  });

  it("names no ruleset in its identifiers or strings", () => {
    expect(files.flatMap((f) => codeTokens(f).filter((t) => RULESET_NAMES.test(t) || /\b(IA[12]|PG3?)\b/.test(t)).map((t) => `${f}: ${t}`))).toEqual([]);
  });
});
