/** The flags the referee puts on the documents it writes, to find them again (never a secret: flags are public). */

/** On the battle's Combat and each chat card: the battle they show. */
export interface BattleFlags {
  readonly battle: string;
}

/** On a token the referee placed: its battle, and the piece it shows or the marker (`kind@column,row`). */
export interface TokenFlags {
  readonly battle: string;
  readonly piece?: string;
  readonly marker?: string;
}

declare global {
  interface FlagConfig {
    Combat: { "hex-tactics"?: BattleFlags };
    ChatMessage: { "hex-tactics"?: BattleFlags };
    Token: { "hex-tactics"?: TokenFlags };
  }
}
