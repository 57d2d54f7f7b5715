/**
 * Checks data against a model's schema as read back from the shim's fields (foundry-shim.ts): the type, null, blank,
 * choices, whole numbers and bounds each field's options give, and no key the schema lacks. A stand-in for
 * Foundry's own validation where Foundry cannot run; it knows the field kinds the models use.
 */
import type { ShimField } from "./schema";

export function schemaIssues(schema: Record<string, ShimField>, data: unknown, path = "system"): string[] {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return [`${path}: not an object`];
  const record = data as Record<string, unknown>;
  const unknown = Object.keys(record).filter((key) => !(key in schema)).map((key) => `${path}.${key}: not in the schema`);
  return [...unknown, ...Object.entries(schema).flatMap(([key, field]) => fieldIssues(field, record[key], `${path}.${key}`))];
}

function fieldIssues(field: ShimField, value: unknown, path: string): string[] {
  const o = field.options;
  if (value === undefined) return o.required === false ? [] : [`${path}: missing`];
  if (value === null) return o.nullable ? [] : [`${path}: null`];
  switch (field.constructor.name) {
    case "SchemaField":
      return schemaIssues(field.fields!, value, path);
    case "TypedSchemaField": {
      const { type, ...rest } = value as Record<string, unknown>;
      const types = (field as unknown as { types: Record<string, Record<string, ShimField>> }).types;
      return typeof type === "string" && Object.hasOwn(types, type) ? schemaIssues(types[type]!, rest, path) : [`${path}.type: "${String(type)}" is not a type`];
    }
    case "ArrayField":
      return Array.isArray(value) ? value.flatMap((v, i) => fieldIssues((field as unknown as { element: ShimField }).element, v, `${path}[${i}]`)) : [`${path}: not an array`];
    case "StringField":
    case "HTMLField": {
      if (typeof value !== "string") return [`${path}: not a string`];
      if (value === "" && o.blank === false) return [`${path}: blank`];
      const choices = (typeof o.choices === "function" ? o.choices() : o.choices) as Record<string, string> | undefined;
      return choices && !Object.hasOwn(choices, value) ? [`${path}: "${value}" is not a choice`] : [];
    }
    case "NumberField": {
      if (typeof value !== "number" || Number.isNaN(value)) return [`${path}: not a number`];
      if (o.integer && !Number.isInteger(value)) return [`${path}: not a whole number`];
      if (typeof o.min === "number" && value < o.min) return [`${path}: below ${o.min}`];
      if (typeof o.max === "number" && value > o.max) return [`${path}: above ${o.max}`];
      return [];
    }
    case "ObjectField":
      return typeof value === "object" && !Array.isArray(value) ? [] : [`${path}: not an object`];
    case "BooleanField":
      return typeof value === "boolean" ? [] : [`${path}: not a boolean`];
    default:
      return [`${path}: no check for ${field.constructor.name}`];
  }
}
