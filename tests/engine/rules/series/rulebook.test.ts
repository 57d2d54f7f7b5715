import { describe, expect, it } from "vitest";
import { citeBy } from "../../../../src/engine/rules/series/rulebook";
import { pgCite } from "../../../../src/engine/rules/pg/rulebook";

// A fixture game's text: it numbers series rule 8.31 as 9.1 and reads 8.36 from an older text "OLD".
const fixture = citeBy((rule) => (rule === "8.36" ? { text: "OLD", number: "7.6" } : { text: "NEW", number: rule === "8.31" ? "9.1" : rule }));

describe("series citations (issue 18: one rule, cited by each game's own text)", () => {
  it("a game cites a series rule by its own number", () => {
    expect(fixture("8.31")).toBe("NEW 9.1");
    expect(fixture("8.4")).toBe("NEW 8.4");
  });
  it("numbers of one text join with commas, texts with semicolons, in the order cited", () => {
    expect(fixture("8.31", "8.4")).toBe("NEW 9.1, 8.4");
    expect(fixture("8.31", "8.36", "8.4")).toBe("NEW 9.1; OLD 7.6; NEW 8.4");
  });
  it("a key naming one sentence of a rule cites the rule's number, or the number a game's text gives that sentence", () => {
    expect(pgCite("3.13 (once)")).toBe("PG 3.13");
    expect(fixture("3.13 (once)", "3.0 B")).toBe("NEW 3.13, 3.0 B");
    expect(citeBy((rule) => ({ text: "OWN", number: rule === "3.13 (once)" ? "3.3" : rule }))("3.13 (once)", "3.13")).toBe("OWN 3.3, 3.13");
  });
  it("PG cites the series' rules by their own numbers", () => {
    expect(pgCite("8.31", "8.36")).toBe("PG 8.31, 8.36");
    expect(pgCite("16.12")).toBe("PG 16.12");
  });
});
