/** The flags the referee puts on the documents it writes, to find them again (never a secret: flags are public). */
import type { GridPlacement } from "../../engine/hex/foundry-grid";

/**
 * On the battle's Combat and each chat card: the battle they show; on the Combat, where the map lies on its scene's
 * grid (not a secret: every client turns a dragged token's grid offsets into map hexes with it).
 */
export interface BattleFlags {
  readonly battle: string;
  readonly grid?: GridPlacement;
}

/** A piece's public state on its token, where its ruleset has it (ports.ts `Projection`): the face shown, steps left. */
export interface PieceState {
  readonly face?: string;
  readonly steps?: { readonly value: number; readonly max: number };
}

/**
 * On a token the referee placed: its battle, and the piece it shows (with its public `state`, which the sheet of the
 * token's actor shows; a concealed piece's handle alone: ports.ts `ConcealedPiece`) or the marker (`kind@column,row`,
 * `kind@column,row,corner` on a vertex, `kind@column,row|column,row` on a hexside, its lower hex first: layer-json.ts
 * `placeKey`).
 */
export interface TokenFlags {
  readonly battle: string;
  readonly piece?: string;
  readonly state?: PieceState;
  readonly marker?: string;
}

declare global {
  interface FlagConfig {
    Combat: { "hex-tactics"?: BattleFlags };
    ChatMessage: { "hex-tactics"?: BattleFlags };
    Token: { "hex-tactics"?: TokenFlags };
  }
}
