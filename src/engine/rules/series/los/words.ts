import { fill, type Catalogue, type Params } from "../../../core/text";
import type { TraceEntry } from "../../../core/trace";
import type { Cite } from "../rulebook";

/**
 * What the turn's light and the spotting rules contribute to a spotting range, each with the series rules it follows
 * (by PG number) and the series' English. A game names each `<prefix>.<step>` and cites it through its rulebook.
 */
export const SIGHT_STEPS = {
  daylight: { rules: ["8.1"], text: "daylight spotting range" },
  night: { rules: ["8.1", "8.41"], text: "night spotting range (scenario)" },
  weather: { rules: ["8.1", "8.41"], text: "reduced spotting range (scenario)" },
  conceal: { rules: ["8.21", "16.12"], text: "target concealed by {terrain}" },
  "special-spotting": { rules: [], text: "special spotting powers" },
  "spotted-marker": { rules: ["8.22"], text: "SPOTTED marker: seen as if in clear terrain" },
  elevation: { rules: ["8.42", "8.41"], text: "spotter {levels} level(s) above the target, +{perLevel} per level" },
  hidden: { rules: ["16.6"], text: "hidden unit: one quarter of normal range, minimum one hex" },
} as const satisfies Record<string, { readonly rules: readonly string[]; readonly text: string }>;

export type SightStep = keyof typeof SIGHT_STEPS;

/** The series' English by text code (`sight.<step>`), for hosts that localize trace entries by code. */
export const SIGHT_TEXT: Catalogue = Object.fromEntries(Object.entries(SIGHT_STEPS).map(([step, s]) => [`sight.${step}`, s.text]));

/** How a game words its spotting: its citations, its ids, and (optionally) its own catalogue. */
export interface SightWords {
  /** The game's citation of series rules. */
  readonly cite: Cite;
  /** What the game's ids begin with: `<prefix>.conceal`, `<prefix>.smoke`. */
  readonly prefix: string;
  /** Steps the game names or cites otherwise (a rule its own text states differently, a power only it has). */
  readonly steps?: Partial<Readonly<Record<SightStep, { readonly id?: string; readonly rule?: string }>>>;
  /** A trace entry labelled from the game's own catalogue (by id); without it, from the series' English (by code). */
  readonly trace?: (id: string, value: number, params: Params, rule?: string) => TraceEntry;
}

/** One step as a game words it: its id and citation, resolved once. */
export interface WordedStep {
  readonly step: SightStep;
  readonly id: string;
  readonly rule: string;
}

export function wordStep(words: SightWords, step: SightStep): WordedStep {
  const own = words.steps?.[step];
  return { step, id: own?.id ?? `${words.prefix}.${step}`, rule: own?.rule ?? words.cite(...SIGHT_STEPS[step].rules) };
}

/** The trace entry of a worded step. */
export function sightEntry(words: SightWords, s: WordedStep, value: number, params: Params = {}): TraceEntry {
  if (words.trace) return words.trace(s.id, value, params, s.rule);
  return { id: s.id, label: fill(SIGHT_STEPS[s.step].text, params), value, rule: s.rule, code: `sight.${s.step}`, params };
}
