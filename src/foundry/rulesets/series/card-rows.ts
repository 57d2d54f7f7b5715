/** Pieces of the series' cards that several kinds share: trace rows, rating checks, the words for states. */
import type { RatingCheck } from "../../../engine/core/rating-check";
import type { TraceEntry } from "../../../engine/core/trace";
import { literal, phrase, type Phrase } from "../../i18n";
import type { CheckData, TraceRow } from "./card-data";

const KEY = "HEX_TACTICS.Card";

/** A key of this system's card section. */
export const card = (key: string, params?: Readonly<Record<string, string | number | Phrase>>): Phrase => phrase(`${KEY}.${key}`, params);

/** A trace entry's label: its code's lang text (the id is the code where it has parameters), else its English. */
export function traceLabel(t: TraceEntry): Phrase {
  const code = t.code ?? (t.params ? t.id : null);
  return code === null ? literal(t.label) : { i18n: `HEX_TACTICS.Text.${code}`, params: t.params ?? {}, text: t.label };
}

export const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/** A trace as rows: the first value as it stands (a base), the rest as the amounts they add. */
export const traceRows = (trace: readonly TraceEntry[]): TraceRow[] =>
  trace.map((t, i) => ({ label: traceLabel(t), value: i === 0 ? String(t.value) : signed(t.value), rule: t.rule ?? null }));

/** The fields a rating check spreads into its event (core/rating-check). */
export type CheckFields = RatingCheck;

export const checkData = (e: CheckFields): CheckData => ({
  dice: e.roll.dice,
  roll: e.roll.total,
  result: e.result,
  target: e.target,
  margin: e.margin,
  passed: e.passed,
  doubles: e.doubles,
  trace: traceRows(e.trace),
});

/** A morale state (14.2, 14.3), in the words of the sheets. */
export const statusText = (status: string): Phrase => ({ i18n: `HEX_TACTICS.Status.${status}`, text: status });

/** What a morale check or recovery did (data/schemas/morale `MoraleOutcome`). */
export const outcomeText = (outcome: string): Phrase => ({ i18n: `${KEY}.Outcome.${outcome}`, text: outcome });

/** What called for a morale check: `direct-fire:m2`, `opportunity-fire:<shot>:m1`, `catastrophic-loss:<leader>`. */
export function causeText(cause: string, name: (id: string) => string): Phrase {
  const [kind = cause, who] = cause.split(":");
  if (kind === "catastrophic-loss" && who) return card("Cause.catastrophic-loss", { leader: name(who) });
  return { i18n: `${KEY}.Cause.${kind}`, text: kind };
}

/** A list of names as one parameter. */
export const names = (ids: readonly string[], name: (id: string) => string): string => ids.map(name).join(", ");
