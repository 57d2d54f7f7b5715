/**
 * Token actions on the Token HUD (the right-click panel of a token): when it opens on a battle piece's token, the
 * client asks the referee which actions the engine would carry out for that piece now (`actions`, answered as the
 * asker's side knows the battle), adds one button per action to the HUD's right column, and a click sends the action's
 * command through the referee as a dialog would. Ruleset-neutral: the ruleset names its actions and their icons
 * (`TableRuleset.tokenActions`); their words are `HEX_TACTICS.OnTheTable.Action.<action>`.
 * V13 API used (public V13 systems and modules; needs a running V13): the `renderTokenHUD(hud, element)` hook with
 * `element` the HUD's HTMLElement, its `.col.right` column of `button.control-icon` buttons, `hud.object` the Token,
 * `hud.close()`.
 */
import { z } from "zod";
import { sendRequest } from "../applications/send-request";
import { SYSTEM_ID } from "../constants";
import { foundryI18n, localizePhrase, phrase, type I18n } from "../i18n";
import { requestReferee } from "../referee/queries";
import { tableRulesets } from "../rulesets/table-ruleset";
import { viewAsSide } from "../settings/settings";
import { escapeHtml } from "../referee/decision-prompt";

/** The referee's `actions` reply: the side it answered for, and each action with its command in JSON. */
const ActionsJson = z.object({ side: z.string(), actions: z.array(z.object({ action: z.string(), command: z.record(z.string(), z.unknown()) })) });
export type TokenActions = z.output<typeof ActionsJson>;

/** The actions in an `actions` reply's result; null when it is not one. */
export function readTokenActions(result: unknown): TokenActions | null {
  const parsed = ActionsJson.safeParse(result);
  return parsed.success ? parsed.data : null;
}

/** The icon each registered ruleset gives an action (Font Awesome classes). */
const iconOf = (action: string): string => tableRulesets().find((r) => r.tokenActions?.[action])?.tokenActions?.[action] ?? "fa-solid fa-circle-play";

/** The HUD buttons for `actions`, in their order: one `control-icon` button each, its action's words as its tooltip. */
export function tokenActionButtons(actions: TokenActions["actions"], i18n: I18n): string {
  return actions
    .map(({ action }) => {
      const label = escapeHtml(localizePhrase(phrase(`HEX_TACTICS.OnTheTable.Action.${action}`), i18n));
      return `<button type="button" class="control-icon ht-token-action" data-ht-action="${escapeHtml(action)}" data-tooltip="${label}" aria-label="${label}"><i class="${escapeHtml(iconOf(action))}" inert></i></button>`;
    })
    .join("");
}

/* Foundry's HUD and token are used loosely (`any`): a seam with no logic of its own. */
async function showTokenActions(hud: any, element: HTMLElement): Promise<void> {
  const token = hud?.object;
  const battle = token?.document?.getFlag?.(SYSTEM_ID, "battle") as string | undefined;
  const piece = token?.document?.getFlag?.(SYSTEM_ID, "piece") as string | undefined;
  if (!battle || !piece) return;
  // A GM who views the board as a side asks as that side; otherwise the referee answers for the piece's own side.
  const side = (game as ReadyGame).user.isGM ? viewAsSide() : null;
  const reply = await requestReferee({ kind: "actions", battle, piece, ...(side ? { side } : {}) }).catch(() => null);
  const got = reply?.ok ? readTokenActions(reply.result) : null;
  const column = element.querySelector(".col.right");
  // Nothing to offer, or the HUD moved to another token while the referee answered.
  if (!got?.actions.length || !column || hud.object !== token) return;
  column.querySelectorAll(".ht-token-action").forEach((b) => b.remove());
  column.insertAdjacentHTML("beforeend", tokenActionButtons(got.actions, foundryI18n()));
  for (const { action, command } of got.actions)
    column.querySelector(`[data-ht-action="${CSS.escape(action)}"]`)?.addEventListener("click", (event) => {
      event.preventDefault();
      void hud.close?.();
      void sendRequest({ kind: "command", battle, command, side: got.side });
    });
}

/** `init`: the token actions join every Token HUD that opens on a battle piece's token. */
export function registerTokenActions(): void {
  Hooks.on("renderTokenHUD", (hud, element) => void showTokenActions(hud, element));
}
