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
   * The tokens already sent to the referee, by the update operation of the gesture that moves them (V13 moves every
   * controlled token in one operation, each token's `preMoveToken` given the same one): a token sent with another's
   * request (leaders with a unit, a group of movers) sends nothing of its own (token-moves.ts).
   */
  carried: WeakMap<object, Set<string>>;
  /** Store-key hand-overs this GM's client opened, by offer id: its one-off key pair for each (key-exchange.ts). */
  opened: Map<string, CryptoKeyPair>;
  /** Reports of the referee store's changes reaching a player's client, already made ("self") or shown (user ids): store-watch.ts. */
  told: Set<string>;
}

/** This client's table state. */
export const tableClient = (): TableClient =>
  pageState("table-client", () => ({ key: null, referee: null, ports: null, starting: null, moving: null, carried: new WeakMap(), opened: new Map(), told: new Set() }));
