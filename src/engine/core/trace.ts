import type { Params } from "./text";

/**
 * One contribution to a number the engine computed: chat cards, the LOS tool and tests all read the same trace. `id`
 * is stable (tests and cards key on it); `label` is the English text, made from the ruleset's template for `code`
 * (the id itself unless given) with `params`, so a card can localize it; `rule` cites the rulebook, `fallback`
 * marks a rule played by another edition's text.
 */
export interface TraceEntry {
  readonly id: string;
  readonly label: string;
  readonly value: number;
  readonly rule?: string;
  readonly code?: string;
  readonly params?: Params;
  /** The edition whose rule was played because the battle's own has no text for it (core/rule-fallback). */
  readonly fallback?: string;
}
