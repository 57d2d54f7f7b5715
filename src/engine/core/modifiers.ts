import type { TraceEntry } from "./trace";

/** A modifier with where it comes from; `category` groups modifiers a ruleset treats together. */
export interface Modifier extends TraceEntry {
  readonly category?: string;
}

/** How a category combines: all add up (optionally capped), or only one counts, chosen by the target's owner. */
export type CategoryRule = { readonly combine: "sum"; readonly min?: number; readonly max?: number } | { readonly combine: "one-chosen" };

export interface ModifierPolicy {
  readonly categories?: Readonly<Record<string, CategoryRule>>;
  /** Cap on the total (a table's own edges are clamped separately). */
  readonly min?: number;
  readonly max?: number;
}

export interface ModifierTotal {
  readonly total: number;
  /** What counted, with any cap shown as its own entry. */
  readonly trace: readonly TraceEntry[];
  /** Modifiers left out (the unchosen of a one-only category). */
  readonly dropped: readonly Modifier[];
}

/**
 * The modifier pipeline: cumulative shifts with caps per category and on the total, and "one modifier per
 * category" where the target's owner picks (`choose` is the caller's decision; the engine never picks for a player).
 */
export function totalModifiers(
  modifiers: readonly Modifier[],
  policy: ModifierPolicy = {},
  choose: (category: string, candidates: readonly Modifier[]) => Modifier = (c, cs) => {
    throw new Error(`category "${c}" needs a choice among ${cs.map((m) => m.id).join(", ")}`);
  },
): ModifierTotal {
  const trace: TraceEntry[] = [];
  const dropped: Modifier[] = [];
  const byCategory = new Map<string, Modifier[]>();
  for (const m of modifiers) {
    const key = m.category ?? "";
    byCategory.set(key, [...(byCategory.get(key) ?? []), m]);
  }
  let total = 0;
  for (const [category, mods] of byCategory) {
    const rule = category ? policy.categories?.[category] : undefined;
    if (rule?.combine === "one-chosen" && mods.length > 1) {
      const pick = choose(category, mods);
      if (!mods.includes(pick)) throw new Error(`the choice for "${category}" is not one of its candidates`);
      trace.push(pick);
      dropped.push(...mods.filter((m) => m !== pick));
      total += pick.value;
      continue;
    }
    const sum = mods.reduce((a, m) => a + m.value, 0);
    trace.push(...mods);
    const capped = rule?.combine === "sum" ? clamp(sum, rule.min, rule.max) : sum;
    if (capped !== sum) trace.push({ id: `cap.${category}`, label: `${category} capped at ${capped}`, value: capped - sum });
    total += capped;
  }
  const final = clamp(total, policy.min, policy.max);
  if (final !== total) trace.push({ id: "cap.total", label: `total capped at ${final}`, value: final - total });
  return { total: final, trace, dropped };
}

const clamp = (v: number, min = -Infinity, max = Infinity): number => Math.min(max, Math.max(min, v));
