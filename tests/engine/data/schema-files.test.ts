import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { langFile, renderLang, renderSchemas, staleSchemaFiles } from "../../../scripts/generate-schemas";
import { oracleSchemas } from "../../../src/cli/oracle-schema";
import { dataSchemas } from "../../../src/engine/schemas";

describe("published JSON Schemas", () => {
  it("docs/schema matches the zod schemas (run npm run schemas after changing one)", () => {
    expect(staleSchemaFiles()).toEqual([]);
  });
  it("lang/en.json holds every engine text code with its English template (run npm run schemas after changing one)", () => {
    expect(renderLang()).toBe(readFileSync(langFile, "utf8"));
  });
  it("every registered schema is published", () => {
    expect([...renderSchemas().keys()].sort()).toEqual(Object.keys({ ...dataSchemas, ...oracleSchemas }).map((n) => `${n}.schema.json`).sort());
  });
});
