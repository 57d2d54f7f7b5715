/**
 * One contribution to a number the engine computed: chat cards, the LOS tool and tests all read the same
 * trace. `id` is stable (for localization and tests); `label` is the English text; `rule` cites the rulebook.
 */
export interface TraceEntry {
  readonly id: string;
  readonly label: string;
  readonly value: number;
  readonly rule?: string;
}
