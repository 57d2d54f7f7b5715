import type { z } from "zod";
import { ownKey } from "./schemas/common";

export interface DataIssue {
  /** JSON path of the offending value, e.g. `$.terrain.woods.limiting.value`. */
  path: string;
  message: string;
}

/** Issues a DataError's message lists; the rest are counted (all stay in `issues`). */
export const LISTED = 20;

/** Refused data: names the source, every JSON path at fault and why. */
export class DataError extends Error {
  constructor(
    readonly source: string,
    readonly issues: readonly DataIssue[],
  ) {
    const listed = issues.slice(0, LISTED).map((i) => `  ${i.path}: ${i.message}`);
    if (issues.length > LISTED) listed.push(`  … and ${issues.length - LISTED} more`);
    super(`${source}: invalid data\n${listed.join("\n")}`);
    this.name = "DataError";
  }
}

export function jsonPath(path: readonly PropertyKey[]): string {
  return (
    "$" +
    path
      .map((k) =>
        typeof k === "number" ? `[${k}]` : /^[A-Za-z_$][\w$]*$/.test(String(k)) ? `.${String(k)}` : `[${JSON.stringify(String(k))}]`,
      )
      .join("")
  );
}

/** How deep data may nest: far deeper than any data file or request (a request's deepest value lies about ten levels down). */
export const MAX_JSON_DEPTH = 64;

/**
 * What a schema cannot be trusted to see: a key that is a name every object inherits (`__proto__`, `constructor` …: a
 * record silently drops `__proto__`, and `constructor` would be read where nothing was written), and nesting deeper than
 * MAX_JSON_DEPTH (which would exhaust the stack of anything that walks it). Walked without recursion.
 */
export function jsonHazards(json: unknown, root: readonly PropertyKey[] = []): DataIssue[] {
  const issues: DataIssue[] = [];
  const stack: { value: unknown; path: readonly PropertyKey[] }[] = [{ value: json, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (typeof value !== "object" || value === null) continue;
    if (path.length >= MAX_JSON_DEPTH) {
      issues.push({ path: jsonPath([...root, ...path]), message: `nested more than ${MAX_JSON_DEPTH} levels deep` });
      continue;
    }
    const keys = Array.isArray(value) ? value.keys() : Object.keys(value);
    for (const key of keys) {
      if (typeof key === "string" && !ownKey(key)) issues.push({ path: jsonPath([...root, ...path, key]), message: `"${key}" is a name reserved by JavaScript: it cannot name anything here` });
      else stack.push({ value: (value as Record<PropertyKey, unknown>)[key], path: [...path, key] });
    }
  }
  return issues.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * Parses `json` with `schema`; on failure throws a DataError listing each JSON path (under `root`) and reason. Reserved
 * keys and too deep nesting (`jsonHazards`) are refused first.
 */
export function parseData<S extends z.ZodType>(schema: S, json: unknown, source: string, root: readonly PropertyKey[] = []): z.infer<S> {
  const hazards = jsonHazards(json, root);
  if (hazards.length) throw new DataError(source, hazards);
  const result = schema.safeParse(json);
  if (result.success) return result.data;
  throw new DataError(
    source,
    result.error.issues.map((i) => ({ path: jsonPath([...root, ...i.path]), message: i.message })),
  );
}

const kindOf = (v: unknown) => (v === null ? "null" : Array.isArray(v) ? "array" : typeof v);

/**
 * A union's refusal in words, for `z.union([...], { error: unionMessage })` (zod says only "Invalid input"): what was
 * expected when no option takes the input's type, else why the closest option (the fewest issues) refused it.
 */
export function unionMessage(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code !== "invalid_union" || !issue.errors.length) return undefined;
  const options = issue.errors as z.core.$ZodIssue[][];
  const typed = options.filter((o) => !o.some((i) => i.path.length === 0 && i.code === "invalid_type"));
  if (!typed.length) {
    const expected = [...new Set(options.flat().map((i) => (i.code === "invalid_type" ? i.expected : null)).filter((e) => e !== null))];
    return `Invalid input: expected ${expected.join(" or ")}, received ${kindOf(issue.input)}`;
  }
  const closest = typed.reduce((a, b) => (b.length < a.length ? b : a));
  return closest.map((i) => (i.path.length ? `${jsonPath(i.path).replace(/^\$\.?/, "")}: ${i.message}` : i.message)).join("; ");
}
