import { z } from "zod";
import { PieceId } from "../../../data/schemas/common";
import { Hex } from "../../../map/hex-codec";
import type { RpBattle } from "../state";
import { ownUnit } from "../state/own";

const Rule = z.string().min(1);

export const MovementEventSchemas = [
  /** RP 6.663: the unit's one lost check of the turn is being made (its roll is the `cohesion-checked` that follows). */
  z.object({ type: z.literal("lost-checked"), unit: PieceId, rule: Rule }).strict(),
  /** RP 6.61: a lone mover picks up a not-yet-moved unit in its hex, which counts as having spent the mover's MPs. */
  z.object({ type: z.literal("picked-up"), unit: PieceId, by: PieceId, mpSpent: z.number().int().min(0), rule: Rule }).strict(),
  /** RP 6.62, 6.671: the movers pay one MP each to initiate a melee in their hex. */
  z.object({ type: z.literal("melee-initiated"), units: z.array(PieceId).min(1), hex: Hex, rule: Rule }).strict(),
] as const;

type MovementEvent = z.output<(typeof MovementEventSchemas)[number]>;

export function applyMovementEvent(b: RpBattle, e: MovementEvent): void {
  switch (e.type) {
    case "lost-checked":
      ownUnit(b, e.unit).lostChecked = true;
      return;
    case "picked-up":
      ownUnit(b, e.unit).mpSpent = e.mpSpent;
      return;
    case "melee-initiated":
      for (const id of e.units) ownUnit(b, id).mpSpent += 1;
      return;
  }
}
