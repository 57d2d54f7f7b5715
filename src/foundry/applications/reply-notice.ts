/** What a user is told of the referee's reply to his request: why it was refused. */
import { engineText, phrase, type Phrase } from "../i18n";
import type { Reply, ReplyParams } from "../referee/protocol";

export interface Notice {
  readonly level: "warn";
  readonly text: Phrase;
}

/** The referee's own refusal (`referee.<name>`): its words are `HEX_TACTICS.Referee.<name>` with its parameters. */
export const refereeText = (code: string, params: ReplyParams): Phrase => phrase(`HEX_TACTICS.Referee.${code.slice("referee.".length)}`, params);

export function replyNotice(reply: Reply): Notice | null {
  if (!reply.ok) return { level: "warn", text: refereeText(reply.code, reply.params) };
  const result = reply.result as { status?: string; code?: string; params?: Record<string, string | number>; reason?: string } | null;
  // The engine's refusal: its code's text (generated into lang/en.json), its English where a newer engine has no key yet.
  if (result?.status === "refused") return { level: "warn", text: engineText(result.code ?? "", result.params ?? {}, result.reason ?? "") };
  return null;
}
