/**
 * Copy-on-write drafts of plain-JSON states. A command works on a draft that shares every object with the state it
 * came from until a reducer writes it; a write first copies the object (and each object on the path to it) once per
 * draft. A draft costs what the command touches, and the state it came from is never written, so every earlier state
 * (a log's start, the state a refused command was given) stays valid.
 */
const owners = new WeakMap<object, WeakSet<object>>();

/** A draft of `state`: a shallow copy that owns only itself. */
export function draftOf<S extends object>(state: S): S {
  const root = { ...state };
  owners.set(root, new WeakSet<object>([root]));
  return root;
}

/**
 * `parent[key]` as an object the draft `root` owns, copied on its first write; `parent` must be owned already (the root,
 * or what an earlier `own` returned). On a state that is not a draft (one being built, or replayed in place) it is
 * `parent[key]` itself.
 */
export function own<T extends object>(root: object, parent: object, key: PropertyKey): T {
  const value = (parent as Record<PropertyKey, unknown>)[key] as T;
  const owned = owners.get(root);
  if (owned === undefined || owned.has(value)) return value;
  const copy = (Array.isArray(value) ? [...value] : { ...value }) as T;
  (parent as Record<PropertyKey, unknown>)[key] = copy;
  owned.add(copy);
  return copy;
}

/** Whether `value` was created in the draft `root` (it may be written) — for derived indexes kept beside the state. */
export const ownedBy = (root: object, value: object): boolean => owners.get(root)?.has(value) ?? true;
