/** Reads a model's schema back from the shim's fields (tests/foundry/setup/foundry-shim.ts). */

export interface ShimField {
  constructor: { name: string };
  options: Record<string, unknown>;
  fields?: Record<string, ShimField>;
}

export function readSchema(model: { defineSchema(): unknown }): Record<string, ShimField> {
  return model.defineSchema() as Record<string, ShimField>;
}

/** The schema as nested field class names: `{ steps: { value: "NumberField" } }`. */
export function fieldKinds(schema: Record<string, ShimField>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema).map(([key, field]) => [key, field.fields ? fieldKinds(field.fields) : field.constructor.name]),
  );
}

export { fieldPaths } from "../../../scripts/system-manifest";
