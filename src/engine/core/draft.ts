import { MapOverlay } from "./map-overlay";

/**
 * Copy-on-write drafts of plain-data states (objects, arrays, Maps). A command works on a draft that shares every
 * object with the state it came from until a reducer writes it; a write first copies the object (and each object on the
 * path to it) once per draft. A draft costs what the command touches, and the state it came from is never written, so
 * every earlier state (a log's start, the state a refused command was given) stays valid.
 */
const owners = new WeakMap<object, WeakSet<object>>();
/** The drafts of `queryDraftOf`, whose copies of Maps are overlays. */
const overlaid = new WeakSet<object>();

/** A draft of `state`: a shallow copy that owns only itself. */
export function draftOf<S extends object>(state: S): S {
  const root = { ...state };
  owners.set(root, new WeakSet<object>([root]));
  return root;
}

/**
 * A draft for a query that plays commands' steps and throws the draft away (a move preview): the same draft, except
 * that a Map it writes is copied as a `MapOverlay` (reads through to the Map it copies, holds only what is written), so
 * writing one piece does not copy a Map of hundreds. Reading its Maps costs a little more; iterating them, more still.
 */
export function queryDraftOf<S extends object>(state: S): S {
  const root = draftOf(state);
  overlaid.add(root);
  return root;
}

/** A shallow copy of an array, a Map or a plain object. */
export type Copier = <T extends object>(value: T) => T;

const shallow: Copier = (value) => (Array.isArray(value) ? [...value] : value instanceof Map ? new Map(value) : { ...value }) as typeof value;

/**
 * `parent[key]` as an object the draft `root` owns, copied on its first write; `parent` must be owned already (the root,
 * or what an earlier `own` returned). On a state that is not a draft (one being built, or replayed in place) it is
 * `parent[key]` itself. `copy`: a copier of its own for objects of few shapes (a battle's records of pieces): in V8 a
 * spread that meets every shape of a state copies key by key (0.1–0.2 µs a key), one that meets few copies a record
 * of hundreds of pieces in a microsecond or two. In a `queryDraftOf` draft a Map is copied as an overlay whatever `copy`.
 */
export function own<T extends object>(root: object, parent: object, key: PropertyKey, copy: Copier = shallow): T {
  const value = (parent as Record<PropertyKey, unknown>)[key] as T;
  const owned = owners.get(root);
  if (owned === undefined || owned.has(value)) return value;
  const copied = value instanceof Map && overlaid.has(root) ? (new MapOverlay(value) as unknown as T) : copy(value);
  (parent as Record<PropertyKey, unknown>)[key] = copied;
  owned.add(copied);
  return copied;
}

/** `map.get(key)` as an object the draft `root` owns, copied on its first write; `map` must be owned already (`own`). */
export function ownEntry<K, V extends object>(root: object, map: Map<K, V>, key: K, copy: Copier = shallow): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`no entry "${String(key)}" to write`);
  const owned = owners.get(root);
  if (owned === undefined || owned.has(value)) return value;
  const copied = copy(value);
  map.set(key, copied);
  owned.add(copied);
  return copied;
}

/** Whether `value` was created in the draft `root` (it may be written) — for derived indexes kept beside the state. */
export const ownedBy = (root: object, value: object): boolean => owners.get(root)?.has(value) ?? true;
