/**
 * Rules played by another edition's text. A ruleset whose edition lacks the text of a rule may play an earlier
 * edition's instead (e.g. a new edition published only in part): `Ruleset.ruleFallback`
 * names that edition for a cited rule, and every record citing such a rule carries it as `fallback`.
 */

/** The edition a cited rule is played by when the battle's own edition has no text for it; undefined for its own rules. */
export type RuleFallback = (rule: string) => string | undefined;

/**
 * `value` with `fallback` set on every object in it (itself, nested objects and arrays) that cites a `rule` played by
 * another edition: events, trace entries, decisions (a table may mark its own records with words instead of the edition).
 * Objects that need no flag are returned as they are.
 */
export function markFallbacks<T, F = string>(value: T, fallbackOf: (rule: string) => F | undefined): T {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) {
      const items = v.map(walk);
      return items.some((x, i) => x !== v[i]) ? items : v;
    }
    if (typeof v !== "object" || v === null) return v;
    const o = v as Record<string, unknown>;
    let out: Record<string, unknown> | null = null;
    for (const [k, x] of Object.entries(o)) {
      const y = walk(x);
      if (y !== x) (out ??= { ...o })[k] = y;
    }
    const fallback = typeof o.rule === "string" && o.fallback === undefined ? fallbackOf(o.rule) : undefined;
    if (fallback !== undefined) (out ??= { ...o }).fallback = fallback;
    return out ?? v;
  };
  return walk(value) as T;
}
