/**
 * The decision prompt's view model: any choice the engine leaves to a player (a loss to allocate, opportunity fire, a
 * flee hex …) as the referee sends it — the prompt, each option in words, the default marked, the time left.
 * Ruleset-neutral: options are read by their shape (a piece id, a list of them, a hex, yes/no, none).
 */
import { literal, phrase, type Phrase } from "../../i18n";
import type { DecisionJson } from "../../referee/decision-prompt";

/** How a client names what options hold: pieces by id, hexes by [column, row]. */
export interface DecisionLabels {
  piece(id: string): string;
  hex(at: readonly [number, number]): string;
  /** The words for yes and no in a decision of `kind`, where its ruleset gives them (lang keys). */
  yesNo?(kind: string): { readonly yes: string; readonly no: string } | null;
}

export const plainLabels: DecisionLabels = { piece: (id) => id, hex: ([c, r]) => `[${c}, ${r}]` };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isHex = (v: unknown): v is { hex: [number, number] } =>
  typeof v === "object" && v !== null && Array.isArray((v as { hex?: unknown }).hex) && (v as { hex: unknown[] }).hex.length === 2;

/** An option in words. */
export function optionLabel(option: unknown, labels: DecisionLabels, kind = ""): Phrase {
  const words = typeof option === "boolean" ? labels.yesNo?.(kind) : null;
  if (words) return phrase(option ? words.yes : words.no);
  if (option === null) return phrase("HEX_TACTICS.Dialog.Decision.none");
  if (option === true) return phrase("HEX_TACTICS.Dialog.Decision.yes");
  if (option === false) return phrase("HEX_TACTICS.Dialog.Decision.no");
  if (option === "pass") return phrase("HEX_TACTICS.Dialog.Decision.pass");
  if (typeof option === "string") return literal(labels.piece(option));
  if (Array.isArray(option)) return literal(option.map((o) => (typeof o === "string" ? labels.piece(o) : JSON.stringify(o))).join(" + "));
  if (isHex(option)) return phrase("HEX_TACTICS.Dialog.Decision.hex", { hex: labels.hex(option.hex) });
  return literal(JSON.stringify(option));
}

/** Whole seconds left before `deadline` (ms since the epoch) at `now`, never below zero. */
export const secondsLeft = (deadline: number, now: number): number => Math.max(0, Math.ceil((deadline - now) / 1000));

export function decisionView(request: DecisionJson, labels: DecisionLabels, seconds: number) {
  const prompt: Phrase = { i18n: `HEX_TACTICS.Text.${request.prompt.code}`, params: request.prompt.params, text: request.prompt.text };
  return {
    prompt,
    rule: request.rule ?? null,
    // A rule played by another edition's text is marked as on the cards ("1st-edition rule").
    fallback: request.fallback ? phrase(`HEX_TACTICS.RuleFallback.${request.fallback}`) : null,
    options: request.options.map((option, index) => {
      const label = optionLabel(option, labels, request.kind);
      const isDefault = same(option, request.default);
      return { index, label, isDefault, title: isDefault ? phrase("HEX_TACTICS.Dialog.Decision.default", { option: label }) : label };
    }),
    countdown: phrase("HEX_TACTICS.Dialog.Decision.countdown", { seconds }),
  };
}

/**
 * The option a button index stands for, as an answer (an option may itself be null, e.g. "no leader helps"), or null
 * for none: no answer, and the default applies at the referee.
 */
export const answerAt = (request: DecisionJson, index: unknown): { readonly answer: unknown } | null => {
  const i = typeof index === "string" ? Number(index) : index;
  return typeof i === "number" && Number.isInteger(i) && i >= 0 && i < request.options.length ? { answer: request.options[i] } : null;
};


/**
 * Decisions asked together (referee/decision-batch.ts): one field each, named `answer-<n>`, with its prompt and its
 * options worded as a single decision's, the default selected; one countdown.
 */
export function decisionsView(requests: readonly DecisionJson[], labels: readonly DecisionLabels[], seconds: number) {
  const fields = requests.map((request, n) => {
    const { prompt, rule, fallback, options } = decisionView(request, labels[n]!, seconds);
    return { name: `answer-${n}`, prompt, rule, fallback, options };
  });
  return { fields, countdown: phrase("HEX_TACTICS.Dialog.Decision.countdown", { seconds }) };
}

/**
 * The answers a submitted form gives, by decision id: field `answer-<n>` holds the index of an option of the n-th
 * request. A field without one is left out: its default applies at the referee.
 */
export function answersFrom(requests: readonly DecisionJson[], field: (name: string) => unknown): Record<string, unknown> {
  return Object.fromEntries(
    requests.flatMap((request, n) => {
      const value = field(`answer-${n}`);
      const chosen = value === "" ? null : answerAt(request, value);
      return chosen ? [[request.id, chosen.answer]] : [];
    }),
  );
}
