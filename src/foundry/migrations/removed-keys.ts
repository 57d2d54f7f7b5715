type Source = Record<string, unknown>;

const isObject = (v: unknown): v is Source => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Foundry deletion keys (`system.fire.-=direct` style, relative to `prefix`) for every key of `before` that `after`
 * no longer has, so an update that writes `after` leaves nothing of `before` behind.
 */
export function removedKeys(before: Source, after: Source, prefix = "system"): string[] {
  return Object.keys(before).flatMap((key) => {
    if (!(key in after)) return [`${prefix}.-=${key}`];
    const [b, a] = [before[key], after[key]];
    return isObject(b) && isObject(a) ? removedKeys(b, a, `${prefix}.${key}`) : [];
  });
}
