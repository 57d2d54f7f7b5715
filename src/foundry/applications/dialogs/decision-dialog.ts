import { systemPath } from "../../constants";
import { foundryI18n, localizeAll, localizePhrase, phrase } from "../../i18n";
import { closeAfter, type DecisionJson, type DecisionPrompt } from "../../referee/decision-prompt";
import { tableRuleset } from "../../rulesets/table-ruleset";
import { answerAt, decisionView, plainLabels, secondsLeft, type DecisionLabels } from "./decision-view";

/**
 * Pieces by the names the decision carries for the deciding side's own pieces (hidden ones included: only that side
 * receives it), else those the battle's Combat shows everyone (the referee writes them there); hexes by [column, row].
 */
export function labelsOf(battle: string, decision: DecisionJson): DecisionLabels {
  const combat = (game as any).combats?.find((c: any) => c.type === "battle" && c.system?.battle === battle);
  const names: Readonly<Record<string, string>> = combat?.system?.names ?? {};
  const own = typeof decision.names === "object" && decision.names !== null ? (decision.names as Readonly<Record<string, unknown>>) : {};
  const words = tableRuleset(combat?.system?.ruleset ?? "")?.decisionWords ?? {};
  return { ...plainLabels, piece: (id) => (typeof own[id] === "string" ? own[id] : (names[id] ?? id)), yesNo: (kind) => words[kind] ?? null };
}

/**
 * A decision dialog (DialogV2.wait with `buttons`) showing `countdown()` each second and closing itself at `deadline`:
 * what its button gives, or null when it is closed or the time runs out.
 */
export async function waitDecision(buttons: readonly object[], content: string, deadline: number, countdown: () => string): Promise<unknown> {
  let timer: ReturnType<typeof setInterval> | undefined;
  let closer: ReturnType<typeof setTimeout> | undefined;
  const DialogV2 = (foundry.applications as any).api.DialogV2;
  try {
    return await DialogV2.wait({
      window: { title: localizePhrase(phrase("HEX_TACTICS.Dialog.Decision.title"), foundryI18n()) },
      classes: ["hex-tactics", "ht-decision-dialog"],
      content,
      rejectClose: false,
      buttons,
      render: (_event: Event, dialog: any) => {
        timer = setInterval(() => {
          const shown = dialog.element?.querySelector(".ht-countdown__text");
          if (shown) shown.textContent = countdown();
        }, 1000);
        // Closed at the deadline itself, not at the countdown's next second: the referee is still waiting then.
        closer = setTimeout(() => void dialog.close(), Math.max(0, deadline - Date.now()));
      },
    });
  } catch {
    return null;
  } finally {
    clearInterval(timer);
    clearTimeout(closer);
  }
}

/**
 * The decision dialog (docs/foundry-facts.md §8), set as this client's decision prompt at `init`: the engine's prompt,
 * one button per option with the default marked, a countdown; resolves with the chosen option, or null when the user
 * closes it or the time runs out (the referee then applies the default). It closes a little before the referee stops
 * waiting, so a last-moment click still counts.
 */
export const showDecision: DecisionPrompt = async (decision, { battle, timeoutMs }) => {
  const deadline = Date.now() + closeAfter(timeoutMs);
  const i18n = foundryI18n();
  const labels = labelsOf(battle, decision);
  const view = () => localizeAll(decisionView(decision, labels, secondsLeft(deadline, Date.now())), i18n);
  const first = view();
  const render = (foundry.applications as any).handlebars.renderTemplate as (path: string, data: object) => Promise<string>;
  const content = await render(systemPath("templates/dialogs/decision.hbs"), first);
  const buttons = first.options.map((o) => ({ action: String(o.index), label: o.title, default: o.isDefault, callback: () => o.index }));
  return answerAt(decision, await waitDecision(buttons, content, deadline, () => view().countdown));
};
