import { z } from "zod";
import { DiceRollJson } from "../../../core/json";
import { PieceId } from "../../../data/schemas/common";
import { Hex } from "../../../map/hex-codec";
import type { ReducedBattle } from "../events/types";
import { listW } from "../state/write";

const Ids = z.array(PieceId).readonly();
const event = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) => z.object({ type: z.literal(type), ...shape }).strict();

/** The bombardment kernel's own events (series/bombardment/*); its attacks are the series' `fire-resolved`. */
export const BOMBARDMENT_EVENTS = {
  /** PG 9.4, ruling A18: bombardment at a hex with no pieces, or too weak for the table's first column: no roll. */
  "bombardment-ineffective": event("bombardment-ineffective", { side: z.string(), guns: Ids, at: Hex, rule: z.string() }),
  /** PG 9.52: the die for a hex `at` of the firing side's pieces next to the hex fired at, `target`, plus `modifier`: 1–2 hits it. */
  "friendly-fire-rolled": event("friendly-fire-rolled", { side: z.string(), at: Hex, target: Hex, roll: DiceRollJson, modifier: z.number().int().optional(), hit: z.boolean(), rule: z.string() }),
  /** PG 16.11: 2d6 by `gun` (a unit or an off-board factor), 8 or less places a smoke marker in the target hex (`placed`). */
  "smoke-fired": event("smoke-fired", { side: z.string(), gun: PieceId, at: Hex, roll: DiceRollJson, placed: z.boolean(), rule: z.string() }),
};

export type BombardmentEvent = z.output<(typeof BOMBARDMENT_EVENTS)[keyof typeof BOMBARDMENT_EVENTS]>;
type Ev<T extends BombardmentEvent["type"]> = Extract<BombardmentEvent, { type: T }>;

/** The kernel's events applied: a smoke marker placed (16.11); the rest change nothing by themselves. */
export const bombardmentReducers = {
  "bombardment-ineffective"(_b: ReducedBattle, _e: Ev<"bombardment-ineffective">) {},
  "friendly-fire-rolled"(_b: ReducedBattle, _e: Ev<"friendly-fire-rolled">) {},
  "smoke-fired"(b: ReducedBattle, e: Ev<"smoke-fired">) {
    if (e.placed) listW(b, "smoke").push(e.at);
  },
};
