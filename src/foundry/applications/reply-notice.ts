/** What a user is told of the referee's reply to his request: why it was refused, or that another side is deciding. */
import { engineText, phrase, type Phrase } from "../i18n";
import type { Reply } from "../referee/protocol";

export interface Notice {
  readonly level: "info" | "warn";
  readonly text: Phrase;
}

/** A refusal's words by its code: the referee's own (`referee.*`) or the engine's, with the English where no key has it. */
export function refusalText(code: string, params: Readonly<Record<string, string | number>>, english: string): Phrase {
  return code.startsWith("referee.") ? { i18n: `HEX_TACTICS.Referee.${code.slice("referee.".length)}`, params, text: english } : engineText(code, params, english);
}

export function replyNotice(reply: Reply): Notice | null {
  if (!reply.ok) return { level: "warn", text: refusalText(reply.code, {}, reply.text) };
  const result = reply.result as { status?: string; code?: string; params?: Record<string, string | number>; reason?: string; side?: string } | null;
  if (result?.status === "refused") return { level: "warn", text: refusalText(result.code ?? "", result.params ?? {}, result.reason ?? "") };
  if (result?.status === "waiting") return { level: "info", text: phrase("HEX_TACTICS.Tracker.waiting", { side: result.side ?? "" }) };
  return null;
}
