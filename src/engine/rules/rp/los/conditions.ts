/** What a line of sight depends on besides the map (RP 4.6, 4.8, 8.8). Hexes are map indices. */
export interface RpSightConditions {
  readonly night: boolean;
  readonly precipitation: boolean;
  /** RP 8.8: wheat fields exist April–October. */
  readonly wheat: boolean;
  /** Full-hex concealment markers in a hex: smoke, a creeping barrage (RP 4.8). */
  concealing(hex: number): boolean;
  /** RP 4.6: hexes whose friendly units block an infantry/cavalry firer (units not in trenches/blockhouses). */
  blocksFire?(hex: number): boolean;
}

/** Why a line is blocked: the hex, in words, and the rule. */
export interface RpBlock {
  readonly hex: number;
  readonly reason: string;
  readonly rule: string;
}

export interface RpSight {
  readonly visible: boolean;
  /** Hexes of concealment crossed (RP 4.81): 0 or 1 when visible; those crossed before the block when not. */
  readonly concealment: number;
  readonly blockedBy?: RpBlock;
}
