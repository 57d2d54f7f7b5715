/**
 * "GM confirms first" (settings `automation`): before the referee runs a player's command, the GM is asked on his own
 * client, in a DialogV2 confirm naming who asks, for which side, and the command in words. The dialog closes itself a
 * little before the prompt timeout; closing it without an answer is a no.
 */
import { foundryI18n, type I18n } from "../i18n";
import { closeAfter, escapeHtml } from "./decision-prompt";

export interface ConsentAsked {
  /** The asking user's name. */
  readonly user: string;
  readonly side: string;
  /** The command as the request gave it (JSON, hexes [column, row]). */
  readonly command: unknown;
}

/** A value of a command's field in words: a hex [column, row], a list, a record of piece → choice, or itself. */
function shown(value: unknown): string {
  if (Array.isArray(value)) return value.length === 2 && value.every((v) => typeof v === "number") ? `[${value.join(", ")}]` : value.map(shown).join(", ");
  if (typeof value === "object" && value !== null)
    return Object.entries(value)
      .map(([k, v]) => `${k} ${shown(v)}`)
      .join(", ");
  return String(value);
}

/** The command in words: its kind as the lang file names it, then each of its fields. */
export function commandInWords(command: unknown, i18n: I18n): { readonly kind: string; readonly details: string } {
  const { type, side: _side, ...fields } = (typeof command === "object" && command !== null ? command : {}) as Record<string, unknown>;
  const key = `HEX_TACTICS.Command.${String(type)}`;
  const details = Object.entries(fields)
    .map(([k, v]) => `${k}: ${shown(v)}`)
    .join("; ");
  return { kind: i18n.has(key) ? i18n.localize(key) : String(type), details };
}

/** Asks the GM on this client; true only when he allows it in time. */
export async function askConsent({ user, side, command }: ConsentAsked, timeoutMs: number): Promise<boolean> {
  const i18n = foundryI18n();
  const { kind, details } = commandInWords(command, i18n);
  const ask = i18n.format("HEX_TACTICS.Referee.Consent.ask", { user, side, command: kind });
  const hint = i18n.format("HEX_TACTICS.Referee.Consent.hint", { seconds: String(Math.round(timeoutMs / 1000)) });
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const answer: unknown = await foundry.applications.api.DialogV2.confirm({
      window: { title: i18n.localize("HEX_TACTICS.Referee.Consent.title") },
      content: `<p>${escapeHtml(ask)}</p>${details ? `<p>${escapeHtml(details)}</p>` : ""}<p class="hint">${escapeHtml(hint)}</p>`,
      rejectClose: false,
      render: (_event: Event, dialog: { close(): unknown }) => {
        timer = setTimeout(() => void dialog.close(), closeAfter(timeoutMs));
      },
    } as never);
    return answer === true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
