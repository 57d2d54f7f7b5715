import { z } from "zod";
import { PieceId } from "../../../data/schemas/common";
import { Hex } from "../../../map/hex-codec";

const Rule = z.string().min(1);
const Side = z.string().min(1);

/** What fire and melee declare; their effects are the targets' `cohesion-checked` events that follow. */
export const CombatEventSchemas = [
  /** RP 6.5, 6.7: area fire at a hex or anti-tank fire at one AFV in it; `reaction` without a command (RP 6.71). */
  z
    .object({
      type: z.literal("fired"),
      unit: PieceId,
      side: Side,
      at: Hex,
      kind: z.enum(["area", "anti-tank"]),
      target: PieceId.optional(),
      reaction: z.boolean(),
      range: z.number().int().min(0),
      /** RP 4.81: hexes of concealment the line crosses (0 or 1). */
      concealment: z.number().int().min(0).max(1),
      rule: Rule,
    })
    .strict(),
  /** RP 6.674: each participant's attack (actor's first, then the reactor's), before the simultaneous checks (RP 6.675). */
  z.object({ type: z.literal("melee-allocated"), hex: Hex, actor: Side, attacks: z.array(z.object({ by: PieceId, target: PieceId }).strict()), rule: Rule }).strict(),
] as const;
