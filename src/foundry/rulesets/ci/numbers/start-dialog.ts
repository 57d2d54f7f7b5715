/**
 * The scenario start's refusal dialog (plan §3 "Refusal before play", DialogV2: the seam is untyped): each unset lost
 * number by its rule and meaning, the probable values the battle would play, a button to the lost numbers page and —
 * where the scenario's labelled playtest values give them all — a button to play with those, this battle only.
 */
import { SYSTEM_ID } from "../../../constants";
import { foundryI18n } from "../../../i18n";
import type { StartNumbers } from "./start-check";
import { CI_NUMBERS_MENU } from "./setting";

/** What the GM chose: play with the scenario's playtest values, open the lost numbers page, or nothing. */
export type StartChoice = "playtest" | "settings" | "cancel";

const I = "HEX_TACTICS.CI.Start";
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const list = (numbers: StartNumbers["unset"], badge: string) =>
  `<ul>${numbers.map((n) => `<li><b>${escape(n.rule)}</b>: ${escape(n.meaning)} <code>${escape(n.id)}</code>${n.default !== undefined ? ` = ${n.default}` : ""} <span class="ci-badge ci-badge-${badge}">${escape(foundryI18n().localize(`HEX_TACTICS.CI.Numbers.Badge.${badge}`))}</span></li>`).join("")}</ul>`;

/** The dialog's content (HTML, every text escaped). */
export function startDialogContent(check: StartNumbers, scenario: string): string {
  const i18n = foundryI18n();
  return [
    `<p>${escape(i18n.format(`${I}.unset`, { scenario, count: String(check.unset.length) }))}</p>`,
    list(check.unset, "unset"),
    check.probable.length ? `<p>${escape(i18n.localize(`${I}.probable`))}</p>${list(check.probable, "probable")}` : "",
    check.playtest ? `<p class="ht-warning">${escape(i18n.localize(`${I}.playtestHint`))}</p>` : "",
  ].join("");
}

/** Asks the GM (a DialogV2); opening the settings page is done here. */
export async function askStartNumbers(check: StartNumbers, scenario: string): Promise<StartChoice> {
  const DialogV2 = (foundry.applications as any).api.DialogV2;
  const t = (key: string) => foundryI18n().localize(`${I}.${key}`);
  const buttons = [
    ...(check.playtest ? [{ action: "playtest", label: t("playtest"), icon: "fa-solid fa-flask" }] : []),
    { action: "settings", label: t("settings"), icon: "fa-solid fa-list-ol", default: !check.playtest },
    { action: "cancel", label: t("cancel"), icon: "fa-solid fa-xmark" },
  ];
  const chosen: unknown = await DialogV2.wait({ window: { title: t("title") }, content: startDialogContent(check, scenario), buttons, rejectClose: false });
  const choice: StartChoice = chosen === "playtest" || chosen === "settings" ? chosen : "cancel";
  if (choice === "settings") {
    const menu = (game as ReadyGame).settings.menus.get(`${SYSTEM_ID}.${CI_NUMBERS_MENU}`) as { type?: new () => { render(force: boolean): unknown } } | undefined;
    if (menu?.type) new menu.type().render(true);
  }
  return choice;
}
