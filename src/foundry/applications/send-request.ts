import { foundryI18n, localizePhrase, phrase, type Phrase } from "../i18n";
import type { Reply, Request } from "../referee/protocol";
import { requestReferee } from "../referee/queries";
import { replyNotice } from "./reply-notice";

/** Shows a phrase as a Foundry notification. */
export function notify(level: "info" | "warn" | "error", text: Phrase): void {
  (ui as any).notifications?.[level](localizePhrase(text, foundryI18n()));
}

/** Sends a request to the referee and tells the user why it was refused, if it was; null when no referee answered. */
export async function sendRequest(request: Request): Promise<Reply | null> {
  let reply: Reply;
  try {
    reply = await requestReferee(request);
  } catch {
    notify("error", phrase("HEX_TACTICS.Tracker.noReferee"));
    return null;
  }
  const notice = replyNotice(reply);
  if (notice) notify(notice.level, notice.text);
  return reply;
}
