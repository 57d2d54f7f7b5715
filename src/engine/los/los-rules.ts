import type { LineSide } from "./line-table";

/** Why a line of sight is blocked, as a ruleset explains it. */
export interface BlockReason {
  readonly id: string;
  readonly label: string;
  readonly rule: string;
}

/**
 * A ruleset's line-of-sight rules. `blockSide` is the hot path: 0 when the side of the line is clear,
 * otherwise `encodeBlock(entry, reason)`, which `reason` turns back into words and a rule number.
 */
export interface LosRules {
  readonly id: string;
  /** IA2 7.56: the spotter's choice of side along a spine stays fixed for the rest of the turn. */
  readonly spineChoiceLastsTurn: boolean;
  /** Brings derived terrain data up to date (e.g. after smoke was placed). */
  sync(): void;
  blockSide(from: number, to: number, side: LineSide, length: number): number;
  reason(code: number): BlockReason;
}

/** Packs the blocking entry (index into the side's offsets) and a reason number into one integer. */
export const encodeBlock = (entry: number, reason: number): number => (entry + 1) * 64 + reason;
export const blockEntry = (code: number): number => Math.floor(code / 64) - 1;
export const blockReason = (code: number): number => code % 64;
