/** Plain document data as the simulated server keeps and sends it, and Foundry's update forms on it. */

export type Obj = Record<string, unknown>;

/** A document's source: its `_id` and its fields (embedded documents are arrays of sources). */
export type Source = Obj & { _id: string };

export const isObject = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/** What crosses the wire: a JSON round trip (no classes, no functions, no `undefined`). */
export const wire = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

/** Foundry's `expandObject`: `{"a.b": 1}` → `{a: {b: 1}}`, at every depth. */
export function expand(data: Obj): Obj {
  const out: Obj = {};
  for (const [key, raw] of Object.entries(data)) {
    const value = isObject(raw) ? expand(raw) : raw;
    const parts = key.split(".");
    let at = out;
    for (const p of parts.slice(0, -1)) {
      if (!isObject(at[p])) at[p] = {};
      at = at[p] as Obj;
    }
    const last = parts.at(-1)!;
    at[last] = isObject(value) && isObject(at[last]) ? merge(at[last] as Obj, value) : value;
  }
  return out;
}

/** Foundry's update merge (in place): objects merge key by key, `-=key` deletes the key, anything else replaces. */
export function merge(target: Obj, changes: Obj): Obj {
  for (const [key, value] of Object.entries(changes)) {
    if (key.startsWith("-=")) delete target[key.slice(2)];
    else if (isObject(value) && isObject(target[key])) merge(target[key] as Obj, value);
    else target[key] = wire(value);
  }
  return target;
}

/** The part of `changes` (expanded) that differs from `current`: the server's `diff: true`. */
export function diff(current: Obj, changes: Obj): Obj {
  const out: Obj = {};
  for (const [key, value] of Object.entries(changes)) {
    if (key.startsWith("-=")) {
      if (key.slice(2) in current) out[key] = value;
    } else if (isObject(value) && isObject(current[key])) {
      const inner = diff(current[key] as Obj, value);
      if (Object.keys(inner).length) out[key] = inner;
    } else if (JSON.stringify(current[key]) !== JSON.stringify(value)) out[key] = value;
  }
  return out;
}

/** The dotted paths of the leaves a change writes or deletes. */
export function leafPaths(changes: Obj, prefix = ""): string[] {
  return Object.entries(changes).flatMap(([key, value]) => {
    const path = prefix + (key.startsWith("-=") ? key.slice(2) : key);
    return isObject(value) && !key.startsWith("-=") && Object.keys(value).length ? leafPaths(value, `${path}.`) : [path];
  });
}

/** Foundry's `getProperty`. */
export function getProperty(data: unknown, path: string): unknown {
  let at: unknown = data;
  for (const p of path.split(".")) {
    if (!isObject(at)) return undefined;
    at = at[p];
  }
  return at;
}

let idCounter = 0;

/** A 16-character document id, unique within a test run. */
export const randomID = (): string => `sim${String(++idCounter).padStart(13, "0")}`;
