/**
 * State a part of the system keeps on this page: on the `game` object — one per page in Foundry — never in module
 * state, so every copy of the code on a page shares it.
 */

/** The state named `name` (the caller's own), made by `make` the first time. */
export function pageState<T>(name: string, make: () => T): T {
  const slot = Symbol.for(`hex-tactics.${name}`);
  const page = game as unknown as Record<symbol, T | undefined>;
  let kept = page[slot];
  if (kept === undefined) {
    kept = make();
    Object.defineProperty(page, slot, { value: kept, enumerable: false });
  }
  return kept;
}
