/**
 * What one client keeps between queries: the session key the referee gave its user, and on the active GM's client the
 * referee itself (and its start while it is under way). Kept on the `game` object — one per page in Foundry — never in
 * module state, so every copy of the code on a page shares it.
 */
import type { FoundryPorts } from "./foundry-ports";
import type { Referee } from "./referee";
import type { SealingKey } from "./sealed";

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
   * Tokens whose drag went with another token's request in the same gesture (leaders moving with a unit), by token id,
   * with the destination they were sent to: their own `preMoveToken` sends nothing (token-moves.ts).
   */
  carried: Map<string, string>;
  /** Store-key hand-overs this GM's client answered, by offer id: the key agreed for each (key-exchange.ts). */
  offers: Map<string, SealingKey>;
  /** Reports of the referee store's changes reaching a player's client, already made ("self") or shown (user ids): store-watch.ts. */
  told: Set<string>;
}

/** Where the state hangs on `game`: a registered symbol, so every copy of this module finds the same state. */
const SLOT = Symbol.for("hex-tactics.table-client");

/** This client's table state. */
export function tableClient(): TableClient {
  const page = game as unknown as { [SLOT]?: TableClient };
  let client = page[SLOT];
  if (!client) {
    client = { key: null, referee: null, ports: null, starting: null, moving: null, carried: new Map(), offers: new Map(), told: new Set() };
    Object.defineProperty(page, SLOT, { value: client, enumerable: false });
  }
  return client;
}

/** Other state a part of the system keeps on this page (`name` its own), made by `make` the first time. */
export function pageState<T>(name: string, make: () => T): T {
  const slot = Symbol.for(`hex-tactics.${name}`);
  const page = game as unknown as Record<symbol, T | undefined>;
  let kept = page[slot];
  if (kept === undefined) {
    kept = make();
    Object.defineProperty(page, slot, { value: kept, enumerable: false });
  }
  return kept;
}
