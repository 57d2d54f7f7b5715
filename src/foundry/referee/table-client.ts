/**
 * What one client keeps between queries: the session key the referee gave its user, and on the active GM's client the
 * referee itself (and its start while it is under way): page state (page-state.ts).
 */
import type { FoundryPorts } from "./foundry-ports";
import type { Referee } from "./referee";
import { pageState } from "../page-state";

export interface TableClient {
  /** The key this user's requests carry (docs/foundry.md, "Who is asking"). */
  key: string | null;
  /** On the active GM's client: the referee and its ports. */
  referee: Referee | null;
  ports: FoundryPorts | null;
  /** The referee's start while it runs: a second start waits on it rather than making a second referee. */
  starting: Promise<void> | null;
  /** The last drag this page sent the referee (token-moves.ts), until its reply came and was shown. */
  moving: Promise<unknown> | null;
  /**
   * Tokens whose drag went with another token's request in the same gesture (leaders moving with a unit, a mass), by
   * token id, with when it was sent (ms): their own `preMoveToken` of that gesture sends nothing (token-moves.ts).
   */
  carried: Map<string, number>;
  /** Store-key hand-overs this GM's client opened, by offer id: its one-off key pair for each (key-exchange.ts). */
  opened: Map<string, CryptoKeyPair>;
  /** Reports of the referee store's changes reaching a player's client, already made ("self") or shown (user ids): store-watch.ts. */
  told: Set<string>;
}

/** This client's table state. */
export const tableClient = (): TableClient =>
  pageState("table-client", () => ({ key: null, referee: null, ports: null, starting: null, moving: null, carried: new Map(), opened: new Map(), told: new Set() }));
