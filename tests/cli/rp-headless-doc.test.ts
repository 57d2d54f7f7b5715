import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { rpModule } from "../../src/engine/rules/rp/module";
import { RP_QUERIES } from "../../src/engine/rules/rp/queries/oracle-queries";

const doc = readFileSync(new URL("../../docs/headless.md", import.meta.url), "utf8");
const section = doc.slice(doc.indexOf("### Red Poppies"), doc.indexOf("\n## Response"));

describe("docs/headless.md, Red Poppies", () => {
  it("documents every query the Red Poppies module answers and links every schema it publishes", () => {
    expect(section.length).toBeGreaterThan(0);
    expect(Object.keys(RP_QUERIES).filter((q) => !section.includes(`{ "${q}":`))).toEqual([]);
    expect(Object.keys(rpModule.published).filter((n) => !section.includes(`(schema/${n}.schema.json)`))).toEqual([]);
  });
});
