import { systemPath } from "../../constants";
import { foundryI18n, localizeAll, localizePhrase, phrase } from "../../i18n";
import { closeAfter, type DecisionsPrompt } from "../../referee/decision-prompt";
import { labelsOf, waitDecision } from "./decision-dialog";
import { answersFrom, decisionsView, secondsLeft } from "./decision-view";

/** A submit button's form, as DialogV2 passes it to the button's callback (docs/foundry-facts.md §8). */
interface Submitted {
  readonly form: { readonly elements: { namedItem(name: string): { readonly value: string } | null } };
}

/**
 * Decisions asked together (referee/decision-batch.ts) in one dialog: each request's prompt over a select of its
 * options (worded as the single dialog words them, the default selected), one submit, a countdown; resolves with the
 * answers by decision id, or null when the user closes it or the time runs out (every default applies). It closes a
 * little before the referee stops waiting, as the single dialog does.
 */
export const showDecisions: DecisionsPrompt = async (decisions, { battle, timeoutMs }) => {
  const deadline = Date.now() + closeAfter(timeoutMs);
  const i18n = foundryI18n();
  const labels = decisions.map((d) => labelsOf(battle, d));
  const view = () => localizeAll(decisionsView(decisions, labels, secondsLeft(deadline, Date.now())), i18n);
  const render = (foundry.applications as any).handlebars.renderTemplate as (path: string, data: object) => Promise<string>;
  const content = await render(systemPath("templates/dialogs/decisions.hbs"), view());
  const submit = {
    action: "submit",
    label: localizePhrase(phrase("HEX_TACTICS.Dialog.Decision.submit"), i18n),
    default: true,
    callback: (_event: Event, button: Submitted) => ({ answers: answersFrom(decisions, (name) => button.form.elements.namedItem(name)?.value) }),
  };
  const chosen = await waitDecision([submit], content, deadline, () => view().countdown);
  return typeof chosen === "object" && chosen !== null && "answers" in chosen ? (chosen as { answers: Readonly<Record<string, unknown>> }) : null;
};
