import type { z } from "zod";

export interface DataIssue {
  /** JSON path of the offending value, e.g. `$.terrain.woods.limiting.value`. */
  path: string;
  message: string;
}

/** Refused data: names the source, every JSON path at fault and why. */
export class DataError extends Error {
  constructor(
    readonly source: string,
    readonly issues: readonly DataIssue[],
  ) {
    super(`${source}: invalid data\n${issues.map((i) => `  ${i.path}: ${i.message}`).join("\n")}`);
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

/** Parses `json` with `schema`; on failure throws a DataError listing each JSON path and reason. */
export function parseData<S extends z.ZodType>(schema: S, json: unknown, source: string): z.infer<S> {
  const result = schema.safeParse(json);
  if (result.success) return result.data;
  throw new DataError(
    source,
    result.error.issues.map((i) => ({ path: jsonPath(i.path), message: i.message })),
  );
}
