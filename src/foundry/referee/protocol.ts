/**
 * What crosses between clients (V13 `CONFIG.queries`): plain JSON, hexes as [column, row]. One query name for the
 * whole system; `type` routes it. See docs/foundry.md.
 */
import type { TableHex } from "./layer-json";

export const QUERY = "hex-tactics";

/**
 * A player's (or a GM's) request to the referee. A command names no side: the referee plays it for the asker's. A drag
 * names its `movers` (the dragged piece first, then those going with it); a client of the system's earlier versions
 * names the `piece` and the pieces going `with` it (moversOf).
 */
export type CoreRequest =
  | { readonly kind: "command"; readonly battle: string; readonly command: unknown; readonly side?: string }
  | { readonly kind: "undo"; readonly battle: string }
  | { readonly kind: "view"; readonly battle: string; readonly side?: string }
  /** The enemy pieces the side spots now (fog of war). */
  | { readonly kind: "sight"; readonly battle: string; readonly side?: string }
  /** What only the side knows and its canvas draws (layer-json.ts). */
  | { readonly kind: "layer"; readonly battle: string; readonly side?: string }
  /** The LOS tool between two hexes, as the side knows the battle; `target` a piece it knows in `to`. */
  | { readonly kind: "los"; readonly battle: string; readonly from: TableHex; readonly to: TableHex; readonly target?: string; readonly side?: string }
  /** What moving the pieces along a path would cost, hex by hex, and its first refused step (the ruler). */
  | ({ readonly kind: "preview"; readonly battle: string; readonly path: readonly TableHex[]; readonly side?: string } & Movers)
  /** The actions the ruleset would carry out for the piece now (its token's HUD buttons), each with the command it sends, as the side knows the battle. */
  | { readonly kind: "actions"; readonly battle: string; readonly piece: string; readonly side?: string }
  /** Tokens dragged: the pieces move along the path (the hexes of the drag's waypoints), one move per hex entered. */
  | ({ readonly kind: "move-path"; readonly battle: string; readonly path: readonly TableHex[]; readonly side?: string } & Movers);

/** The pieces a drag moves: a list, or (earlier clients) one piece and those going with it. */
export type Movers = { readonly movers: readonly string[] } | { readonly piece: string; readonly with?: readonly string[] };

/** A drag's movers, the dragged piece first, whichever way the request names them. */
export const moversOf = (request: Movers): readonly string[] => ("movers" in request ? request.movers : [request.piece, ...(request.with ?? [])]);

/** The kinds of the core's requests; any other is a capability's (capability.ts), shaped as it says. */
export const CORE_REQUESTS: readonly string[] = ["command", "undo", "view", "sight", "layer", "los", "preview", "actions", "move-path"] satisfies readonly CoreRequest["kind"][];

/** A request of a capability's kind (for Infantry Attacks `orders`): the battle, the side a GM names, its own fields. */
export interface CapabilityRequestJson {
  readonly kind: string;
  readonly battle: string;
  readonly side?: string;
  readonly [field: string]: unknown;
}

export type Request = CoreRequest | CapabilityRequestJson;

export const isCoreRequest = (request: Request): request is CoreRequest => CORE_REQUESTS.includes(request.kind);

/** Words' parameters: a refusal's text is its code's lang key (`HEX_TACTICS.Referee.<name>`) formatted with them. */
export type ReplyParams = Readonly<Record<string, string | number>>;

/** The referee's answer: what the asker's side may know of the outcome, or why nothing was done. */
export type Reply = { readonly ok: true; readonly result: unknown } | { readonly ok: false; readonly code: string; readonly params: ReplyParams };

export type Message =
  /** Referee → one user: the key his requests must carry (docs/foundry.md, "Who is asking"). */
  | { readonly type: "session"; readonly key: string }
  /** User → referee: the sender's user id and the key the referee gave him (played only if the two match). */
  | { readonly type: "request"; readonly user: string; readonly key: string; readonly request: Request }
  /** User → referee: his client holds no key (or one the referee does not know): he asks for a fresh one. */
  | { readonly type: "hello"; readonly user: string }
  /** Referee → a user of the deciding side: a decision, answered with one of its options (or null: no answer). */
  | { readonly type: "decide"; readonly battle: string; readonly request: unknown; readonly timeoutMs: number }
  /** Referee → that user: decisions asked together (decision-batch.ts), answered `{ answers: { id: option } }` (or null). */
  | { readonly type: "decide-batch"; readonly battle: string; readonly requests: readonly unknown[]; readonly timeoutMs: number }
  /** A GM's client → another GM's: its user wants the store keys; `publicKey` its half of hand-over `offer` (key-exchange.ts). */
  | { readonly type: "key-wanted"; readonly user: string; readonly offer: string; readonly publicKey: JsonWebKey }
  /** A holder → the GM who asked: its half of the hand-over, and the keys sealed under the key the two agree. */
  | { readonly type: "key-deliver"; readonly offer: string; readonly publicKey: JsonWebKey; readonly keys: unknown }
  /** A player's client → the active GM: it received changes to the referee's store (store-watch.ts). */
  | { readonly type: "store-seen"; readonly user: string };

/** A refusal the referee gives before the engine is asked (no battle, no side …), as a reply. */
export const refusal = (code: string, params: ReplyParams = {}): Reply => ({ ok: false, code, params });
