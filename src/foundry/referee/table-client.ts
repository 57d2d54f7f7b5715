/**
 * What one client keeps between queries: the session key the referee gave its user, the referee itself on the active
 * GM's client, and the dialog that asks this user's decisions. Kept on the `game` object — one per page in Foundry —
 * never in module state, so every copy of the code on a page shares it.
 */
import { minimalDecisionPrompt, type DecisionPrompt } from "./decision-prompt";
import type { FoundryPorts } from "./foundry-ports";
import type { Referee } from "./referee";

export interface TableClient {
  /** The key this user's requests carry (docs/foundry.md, "Who is asking"). */
  key: string | null;
  /** On the active GM's client: the referee and its ports. */
  referee: Referee | null;
  ports: FoundryPorts | null;
  prompt: DecisionPrompt;
}

/** Where the state hangs on `game`: a registered symbol, so every copy of this module finds the same state. */
const SLOT = Symbol.for("hex-tactics.table-client");

/** This client's table state. */
export function tableClient(): TableClient {
  const page = game as unknown as { [SLOT]?: TableClient };
  let client = page[SLOT];
  if (!client) {
    client = { key: null, referee: null, ports: null, prompt: minimalDecisionPrompt };
    Object.defineProperty(page, SLOT, { value: client, enumerable: false });
  }
  return client;
}

/** Replaces the dialog that asks this client's user for decisions (the styled dialogs call this in `init`). */
export function setDecisionPrompt(prompt: DecisionPrompt): void {
  tableClient().prompt = prompt;
}
