/**
 * A decision as it reaches the deciding user's client, and what the dialog asking it (applications/dialogs/
 * decision-dialog.ts `showDecision`; several together, decision-batch-dialog.ts) gives back, closing itself when the
 * referee stops waiting.
 */
import { z } from "zod";

/** A decision as it reaches the deciding user's client: the ruleset's JSON form of the engine's request. */
export const DecisionJson = z.looseObject({
  id: z.string(),
  kind: z.string(),
  side: z.string(),
  prompt: z.object({ code: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])), text: z.string() }),
  options: z.array(z.unknown()).min(1),
  default: z.unknown(),
  rule: z.string().optional(),
  /** The edition whose rule is played where the battle's own has no text for it (core/rule-fallback). */
  fallback: z.string().optional(),
});
export type DecisionJson = z.output<typeof DecisionJson>;

/**
 * Asks this client's user to choose one of the decision's options: his answer (an option may itself be null), or null
 * when he does not choose in time.
 */
export type DecisionPrompt = (
  decision: DecisionJson,
  context: { readonly battle: string; readonly timeoutMs: number },
) => Promise<{ readonly answer: unknown } | null>;

/**
 * Asks this client's user several decisions at once, in one dialog (decision-batch.ts): his answers by decision id (one
 * he leaves out takes its default at the referee), or null when he does not submit in time.
 */
export type DecisionsPrompt = (
  decisions: readonly DecisionJson[],
  context: { readonly battle: string; readonly timeoutMs: number },
) => Promise<{ readonly answers: Readonly<Record<string, unknown>> } | null>;

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** When the dialog closes: a little before the referee gives up, so a last-moment click still counts. */
export const closeAfter = (timeoutMs: number): number => Math.max(0, timeoutMs - Math.min(1000, timeoutMs / 10));
