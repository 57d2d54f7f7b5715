import type { HexMap } from "./hex-map";

/**
 * Hexes in engine state, commands and events are map indices; in JSON they are [column, row]. These keys hold a
 * hex (or a list of hexes) wherever they appear, and `control` maps hexes to sides. Engine code keeps to these names.
 */
export const HEX_KEYS: ReadonlySet<string> = new Set(["hex", "from", "to", "at", "stack", "riverBank"]);
export const HEX_LIST_KEYS: ReadonlySet<string> = new Set(["smoke", "path", "hexes"]);
export const HEX_RECORD_KEYS: ReadonlySet<string> = new Set(["control"]);

type Convert = (v: unknown, path: string) => unknown;

function walk(value: unknown, hex: Convert, key: (k: string, path: string) => string, path = "$"): unknown {
  if (Array.isArray(value)) return value.map((v, i) => walk(v, hex, key, `${path}[${i}]`));
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => {
      const p = `${path}.${k}`;
      // An object under a hex key is a record entry (a unit whose id is "to"), not a hex: walk into it.
      const isObject = v !== null && typeof v === "object" && !Array.isArray(v);
      if (HEX_KEYS.has(k) && v !== null && !isObject) return [k, hex(v, p)];
      if (HEX_LIST_KEYS.has(k) && Array.isArray(v) && !v.some((h) => h !== null && typeof h === "object" && !Array.isArray(h))) return [k, v.map((h, i) => hex(h, `${p}[${i}]`))];
      if (HEX_RECORD_KEYS.has(k) && v && typeof v === "object")
        return [k, Object.fromEntries(Object.entries(v).map(([hk, side]) => [key(hk, `${p}.${hk}`), side]))];
      return [k, walk(v, hex, key, p)];
    }),
  );
}

/** Replaces every [column, row] under the hex keys with the map index; throws naming the JSON path of a bad hex. */
export function hexesFromJson<T>(value: unknown, map: HexMap, root = "$"): T {
  const toIndex = (v: unknown, path: string): number => {
    if (!Array.isArray(v) || v.length !== 2 || !v.every((n) => Number.isInteger(n))) throw new HexJsonError(path, `expected [column, row], got ${JSON.stringify(v)}`);
    const [c, r] = v as [number, number];
    if (c < 0 || r < 0 || c >= map.columns || r >= map.rows) throw new HexJsonError(path, `[${c}, ${r}] is off the ${map.columns}×${map.rows} map`);
    return map.indexOfOffset(c, r);
  };
  return walk(value, toIndex, (k, path) => String(toIndex(k.split(",").map(Number), path)), root) as T;
}

/** Replaces every map index under the hex keys with [column, row]. */
export function hexesToJson<T>(value: unknown, map: HexMap): T {
  const toOffset = (v: unknown): [number, number] => {
    const o = map.offsetAt(v as number);
    return [o.col, o.row];
  };
  return walk(value, toOffset, (k) => toOffset(Number(k)).join(",")) as T;
}

export class HexJsonError extends Error {
  constructor(
    readonly path: string,
    reason: string,
  ) {
    super(`${path}: ${reason}`);
    this.name = "HexJsonError";
  }
}
