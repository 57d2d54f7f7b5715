import { z } from "zod";
import { DataError, jsonHazards, jsonPath } from "../data/validate";
import { vertexEquals, vertexHexes, vertexOf, type Vertex as HexVertex } from "../hex/vertex";
import type { HexMap } from "./hex-map";

/**
 * Hexes are map indices inside the engine and `[column, row]` (0-based, the map's offset coordinates) in JSON. Schemas
 * declare their hex fields with `Hex` (`HexKey` for record keys, `Vertex` for a hex vertex); `decodeOnMap` and
 * `encodeOnMap` convert exactly those fields, for the map given, and nothing else. The map is the conversion's context:
 * each call sets it for the span of one synchronous zod run.
 */
let map: HexMap | null = null;

function current(): HexMap {
  if (map === null) throw new Error("hexes are converted on a map: use decodeOnMap / encodeOnMap");
  return map;
}

/** The map hexes are read on now, for a schema's checks that need its geometry or terrain (inside `decodeOnMap` / `encodeOnMap`). */
export const mapInUse = (): HexMap => current();

const cell = z.number().int().nonnegative();
/** A hex in JSON: [column, row] of the map, 0-based. */
export const HexJson = z.tuple([cell, cell]).describe("a hex: [column, row] of the map, 0-based");

const offMap = ([c, r]: readonly [number, number], m: HexMap) => `[${c}, ${r}] is off the ${m.columns}×${m.rows} map`;

/** A hex field: [column, row] in JSON, the map index inside. */
export const Hex = z.codec(HexJson, z.number().int().nonnegative(), {
  decode: ([c, r], payload) => {
    const m = current();
    if (c < m.columns && r < m.rows) return m.indexOfOffset(c, r);
    payload.issues.push({ code: "custom", message: offMap([c, r], m), input: [c, r] });
    return z.NEVER;
  },
  encode: (index, payload) => {
    const m = current();
    if (index < m.size && m.contains(m.hexAt(index))) {
      const { col, row } = m.offsetAt(index);
      return [col, row] as [number, number];
    }
    payload.issues.push({ code: "custom", message: `${index} is not a hex of the map`, input: index });
    return z.NEVER;
  },
});

const corner = z.number().int().min(0).max(5);
/** A hex vertex in JSON: [column, row, corner], corner k (0–5) of that hex, the point it shares with its neighbours in directions k and k + 1. */
export const VertexJson = z.tuple([cell, cell, corner]).describe("a hex vertex: [column, row, corner 0–5] of the map, 0-based");

/**
 * A vertex field: [column, row, corner] in JSON, the canonical axial vertex inside (hex/vertex.ts). A vertex has three
 * names, one per hex meeting there; it is written back by its owning hex (corner 0 or 1) when that hex is on the map,
 * else by the first of the others that is.
 */
export const Vertex = z.codec(VertexJson, z.custom<HexVertex>(), {
  decode: ([c, r, k], payload) => {
    const m = current();
    if (c < m.columns && r < m.rows) return vertexOf(m.hexAt(m.indexOfOffset(c, r)), k);
    payload.issues.push({ code: "custom", message: offMap([c, r], m), input: [c, r, k] });
    return z.NEVER;
  },
  encode: (v, payload) => {
    const m = current();
    if (typeof v !== "object" || v === null || !Number.isInteger(v.q) || !Number.isInteger(v.r) || (v.corner !== 0 && v.corner !== 1)) {
      payload.issues.push({ code: "custom", message: "not a hex vertex", input: v });
      return z.NEVER;
    }
    for (const h of vertexHexes(v)) {
      if (!m.contains(h)) continue;
      const k = [0, 1, 2, 3, 4, 5].find((k) => vertexEquals(vertexOf(h, k), v))!;
      const { col, row } = m.offsetAt(m.indexOf(h));
      return [col, row, k] as [number, number, number];
    }
    payload.issues.push({ code: "custom", message: `${v.q},${v.r},${v.corner} is not a vertex of the map`, input: v });
    return z.NEVER;
  },
});

/** A record key that is a hex: "column,row" in JSON, the map index (as a string key) inside. */
export const HexKey = z.codec(z.string().regex(/^\d+,\d+$/, 'hex keys are "column,row"'), z.string(), {
  decode: (key, payload) => {
    const m = current();
    const [c, r] = key.split(",").map(Number) as [number, number];
    if (c < m.columns && r < m.rows) return String(m.indexOfOffset(c, r));
    payload.issues.push({ code: "custom", message: offMap([c, r], m), input: key });
    return z.NEVER;
  },
  encode: (index) => {
    const { col, row } = current().offsetAt(Number(index));
    return `${col},${row}`;
  },
});

function onMap<T>(on: HexMap, run: () => T): T {
  const before = map;
  map = on;
  try {
    return run();
  } finally {
    map = before;
  }
}

/**
 * JSON → engine value, the one door for commands, answers and stored records: `schema` decodes `json` on `on`; a bad
 * value is a DataError naming each JSON path under `root`. What a schema cannot see is refused first, as `parseData`
 * does (`jsonHazards`): a record would drop an own `__proto__` key silently, value and all.
 */
export function decodeOnMap<S extends z.ZodType>(on: HexMap, schema: S, json: unknown, source: string, root: readonly PropertyKey[] = []): z.output<S> {
  const hazards = jsonHazards(json, root);
  if (hazards.length) throw new DataError(source, hazards);
  const r = onMap(on, () => z.safeDecode(schema, json as z.input<S>));
  if (r.success) return r.data;
  throw new DataError(source, r.error.issues.map((i) => ({ path: jsonPath([...root, ...i.path]), message: i.message })));
}

/**
 * An engine value's first field of the wrong shape for `schema` (hexes on `on`), as a JSON path and why; null when it
 * fits. What a schema cannot see comes first (`jsonHazards`): a record skips an own `__proto__` key unread, value and all.
 */
export function misfit<S extends z.ZodType>(on: HexMap, schema: S, value: z.output<S>): { readonly path: string; readonly message: string } | null {
  const hazard = jsonHazards(value)[0];
  if (hazard) return hazard;
  const r = onMap(on, () => z.safeEncode(schema, value));
  if (r.success) return null;
  const issue = r.error.issues[0]!;
  return { path: jsonPath(issue.path), message: issue.message };
}

/** Engine value → JSON: every hex field of `schema` written [column, row] for `on`. */
export function encodeOnMap<S extends z.ZodType>(on: HexMap, schema: S, value: z.output<S>): z.input<S> {
  return onMap(on, () => z.encode(schema, value));
}
