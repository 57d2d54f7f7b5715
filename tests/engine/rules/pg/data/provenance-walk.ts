import type { Provenance } from "../../../../../src/engine/data/provenance";

/** A value with its provenance: a chart cell's value, or the object that carries it (without provenance and label). */
export interface Cited {
  readonly path: string;
  readonly provenance: Provenance;
  readonly value: unknown;
}

/**
 * Every provenance in `json`, at a path of `/`-joined keys where an array element with an `id` is named by it
 * (`tables/direct-fire/rows/4/6`).
 */
export function cited(json: unknown, path: readonly string[] = []): Cited[] {
  if (Array.isArray(json)) return json.flatMap((x: unknown, i) => cited(x, [...path, hasId(x) ? x.id : String(i)]));
  if (typeof json !== "object" || json === null) return [];
  const o = json as Record<string, unknown>;
  const here: Cited[] = [];
  if ("provenance" in o) {
    const rest = Object.fromEntries(Object.entries(o).filter(([k]) => k !== "provenance" && k !== "label"));
    const keys = Object.keys(rest);
    here.push({ path: path.join("/"), provenance: o.provenance as Provenance, value: keys.length === 1 && keys[0] === "value" ? rest.value : rest });
  }
  return [...here, ...Object.entries(o).flatMap(([k, v]) => (k === "provenance" ? [] : cited(v, [...path, k])))];
}

const hasId = (x: unknown): x is { id: string } => typeof x === "object" && x !== null && typeof (x as { id?: unknown }).id === "string";
