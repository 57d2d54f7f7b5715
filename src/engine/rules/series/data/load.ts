import type { z } from "zod";
import { parseData } from "../../../data/validate";

/** Charts shipped as JSON files, by the name they are exported under: each with its schema, its JSON and its file name. */
type Shipped = Record<string, readonly [schema: z.ZodType, json: unknown, file: string]>;

/** Validates every shipped chart with its schema; bad data throws a DataError naming the file and each JSON path at fault. */
export function loadCharts<const T extends Shipped>(charts: T): { readonly [K in keyof T]: z.infer<T[K][0]> } {
  return Object.fromEntries(Object.entries(charts).map(([name, [schema, json, file]]) => [name, parseData(schema, json, file)])) as { [K in keyof T]: z.infer<T[K][0]> };
}
