/**
 * The minimal decision dialog (docs/foundry-facts.md §8): the prompt, one button per option with the default marked,
 * closing itself when the referee stops waiting. The styled dialogs replace it through `setDecisionPrompt`.
 */
import { z } from "zod";
import { engineText, foundryI18n, localizePhrase } from "../i18n";

/** A decision as it reaches the deciding user's client: the ruleset's JSON form of the engine's request. */
export const DecisionJson = z.looseObject({
  id: z.string(),
  kind: z.string(),
  side: z.string(),
  prompt: z.object({ code: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])), text: z.string() }),
  options: z.array(z.unknown()).min(1),
  default: z.unknown(),
  rule: z.string().optional(),
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

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** An option as a button shows it: its text, or its JSON. */
const optionLabel = (option: unknown): string => (typeof option === "string" ? option : JSON.stringify(option));

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** When the dialog closes: a little before the referee gives up, so a last-moment click still counts. */
export const closeAfter = (timeoutMs: number): number => Math.max(0, timeoutMs - Math.min(1000, timeoutMs / 10));

export const minimalDecisionPrompt: DecisionPrompt = async (decision, { timeoutMs }) => {
  const i18n = foundryI18n();
  const prompt = localizePhrase(engineText(decision.prompt.code, decision.prompt.params, decision.prompt.text), i18n);
  const buttons = decision.options.map((option, i) => {
    const label = optionLabel(option);
    const isDefault = same(option, decision.default);
    return { action: String(i), label: isDefault ? i18n.format("HEX_TACTICS.Referee.Decision.default", { option: label }) : label, default: isDefault };
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const chosen: unknown = await foundry.applications.api.DialogV2.wait({
      window: { title: i18n.localize("HEX_TACTICS.Referee.Decision.title") },
      content: `<p>${escapeHtml(prompt)}</p>`,
      buttons,
      rejectClose: false,
      render: (_event: Event, dialog: { close(): unknown }) => {
        timer = setTimeout(() => void dialog.close(), closeAfter(timeoutMs));
      },
    } as never);
    const i = typeof chosen === "string" && /^\d+$/.test(chosen) ? Number(chosen) : -1;
    return i < decision.options.length && i >= 0 ? { answer: decision.options[i] } : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
};
