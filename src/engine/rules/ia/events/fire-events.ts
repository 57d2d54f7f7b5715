import type { DiceRoll } from "../../../core/dice";
import type { TraceEntry } from "../../../core/trace";
import type { Provenance } from "../../../data/provenance";
import type { IaBattle } from "../state";

/** IA1 7.61: the two categories of unit each X takes a step from. */
export type LossCategory = "combat" | "transport";

/** What one piece in the target hex suffered, on its own column (IA1 7.52). */
export interface FireTargetResult {
  readonly piece: string;
  /** The column's header. */
  readonly column: number;
  readonly result: string;
  /** Where the table cell comes from (rules, playtest, user), for the chat card. */
  readonly source: Provenance["source"];
  /** How the piece's column was reached, when it differs from the hex's (IA1 7.52). */
  readonly trace?: readonly TraceEntry[];
}

/** Direct fire (IA1 10.0–10.2, 7.4–7.61). The losses and morale checks follow as piece and morale events. */
export type FireEvent =
  | {
      readonly type: "fire-resolved";
      readonly side: string;
      readonly firers: readonly string[];
      readonly leaders: readonly string[];
      /** The target hex. */
      readonly at: number;
      /** The fire table used. */
      readonly table: string;
      readonly strength: number;
      readonly strengthTrace: readonly TraceEntry[];
      /** The hex's column (leaders, and units without modifiers of their own) and how it was reached. */
      readonly column: number;
      readonly trace: readonly TraceEntry[];
      readonly roll: DiceRoll;
      readonly results: readonly FireTargetResult[];
      readonly rule: string;
    }
  | { readonly type: "loss-allocated"; readonly unit: string; readonly category: LossCategory; readonly result: string; readonly rule: string };

export const fireReducers = {
  "fire-resolved"(_b: IaBattle, _e: Extract<FireEvent, { type: "fire-resolved" }>) {},
  "loss-allocated"(_b: IaBattle, _e: Extract<FireEvent, { type: "loss-allocated" }>) {},
};
