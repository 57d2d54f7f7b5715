/**
 * What crosses between clients (V13 `CONFIG.queries`): plain JSON, hexes as [column, row]. One query name for the
 * whole system; `type` routes it. See docs/foundry.md.
 */
export const QUERY = "hex-tactics";

/** A player's (or a GM's) request to the referee. A command names no side: the referee plays it for the asker's. */
export type Request =
  | { readonly kind: "command"; readonly battle: string; readonly command: unknown; readonly side?: string }
  | { readonly kind: "undo"; readonly battle: string }
  | { readonly kind: "view"; readonly battle: string; readonly side?: string }
  /** The enemy pieces the side spots now (fog of war). */
  | { readonly kind: "sight"; readonly battle: string; readonly side?: string }
  /** The LOS tool between two hexes, as the side knows the battle; `target` a piece it knows in `to`. */
  | { readonly kind: "los"; readonly battle: string; readonly from: readonly [number, number]; readonly to: readonly [number, number]; readonly target?: string; readonly side?: string }
  /** What moving a piece along a path would cost, hex by hex, and its first refused step (the ruler). */
  | { readonly kind: "preview"; readonly battle: string; readonly piece: string; readonly path: readonly (readonly [number, number])[]; readonly with?: readonly string[]; readonly side?: string }
  /** The actions the ruleset would carry out for the piece now (its token's HUD buttons), each with the command it sends, as the side knows the battle. */
  | { readonly kind: "actions"; readonly battle: string; readonly piece: string; readonly side?: string }
  /** A token dragged: the piece moves along the path (the hexes of the drag's waypoints), one move per hex entered. */
  | { readonly kind: "move-path"; readonly battle: string; readonly piece: string; readonly path: readonly (readonly [number, number])[]; readonly with?: readonly string[]; readonly side?: string }
  /**
   * IA1 17.52: the Commanding Officer's orders for the turn not yet begun (`[{ piece, sector }]`, replacing his side's)
   * and, at the start of the game, his off-board factors' sectors (`factors`: `[{ factor, sector }]`); without either,
   * the side's orders read back (with the battle's sectors).
   */
  | { readonly kind: "orders"; readonly battle: string; readonly orders?: unknown; readonly factors?: unknown; readonly side?: string };

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
  /** Anyone → a GM's client: the GM `user` wants the store keys; a holder offers them to him (key-exchange.ts). */
  | { readonly type: "key-wanted"; readonly user: string }
  /** A holder → a GM's client: its half of an ECDH agreement for offer `offer`; answered with the other half and the keys held. */
  | { readonly type: "key-offer"; readonly offer: string; readonly publicKey: JsonWebKey }
  /** A holder → that GM's client: the keys he lacks, sealed under the agreed key. */
  | { readonly type: "key-deliver"; readonly offer: string; readonly keys: unknown }
  /** A player's client → the active GM: it received changes to the referee's store (store-watch.ts). */
  | { readonly type: "store-seen"; readonly user: string };

/** A refusal the referee gives before the engine is asked (no battle, no side …), as a reply. */
export const refusal = (code: string, params: ReplyParams = {}): Reply => ({ ok: false, code, params });
