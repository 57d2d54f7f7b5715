import { describe, expect, it } from "vitest";
import { renderSchemas, staleSchemaFiles } from "../../../scripts/generate-schemas";
import { oracleSchemas } from "../../../src/cli/oracle-schema";
import { dataSchemas } from "../../../src/engine/data/schemas";

describe("published JSON Schemas", () => {
  it("docs/schema matches the zod schemas (run npm run schemas after changing one)", () => {
    expect(staleSchemaFiles()).toEqual([]);
  });
  it("every registered schema is published", () => {
    expect([...renderSchemas().keys()].sort()).toEqual(Object.keys({ ...dataSchemas, ...oracleSchemas }).map((n) => `${n}.schema.json`).sort());
  });
});
