import { z } from "zod";
import { PieceId } from "../../data/schemas/common";
import { Hex } from "../../map/hex-codec";

/** A hex as an option: `{ "hex": [column, row] }` in JSON. */
const HexOption = z.object({ hex: Hex }).strict();

/**
 * The choices both games' rules leave to a player (their series procedures ask them), by kind: each game's catalogue
 * lists them with its own, in its own order.
 */
export const SERIES_DECISIONS = {
  /** 13.1: pass, or fire at the mover with a direct fire group (its piece ids: units, then any leader). */
  "opportunity-fire": { prefix: "opportunity-fire", option: z.union([z.literal("pass"), z.array(PieceId)]) },
  /** 7.61: the unit that takes a step loss, among those the rules allow. */
  "loss-allocation": { prefix: "loss", option: PieceId },
  /** 6.42: the unit a leader adds his combat modifier to. */
  "leader-bonus": { prefix: "leader-bonus", option: PieceId },
  /** 6.71: the hex an overrun leader is displaced to. */
  "leader-retreat": { prefix: "overrun", option: HexOption },
  /** 14.31: the safe hex a fleeing piece moves to, step by step. */
  "flee-hex": { prefix: "flee", option: HexOption },
  /** 6.71: the lone leader lost to a step loss scored on his hex. */
  "lone-leader-loss": { prefix: "lone-leader-loss", option: PieceId },
  /** 6.51: the one leader whose morale modifier a check adds. */
  "morale-leader": { prefix: "morale-leader", option: PieceId },
  /** 14.31: whether a piece that fails to recover in an entrenchment hex flees. */
  "flee-entrenched": { prefix: "flee-entrenched", option: z.boolean() },
  /** 6.52: whether a leader flees with a unit he is with. */
  "flee-with": { prefix: "flee-with", option: z.boolean() },
  /** 14.3 (IA2 1.2): whether a unit voluntarily becomes demoralized to flee with a piece of its hex. */
  "join-flight": { prefix: "join-flight", option: z.boolean() },
  /** 6.52 (IA1 6.62, 6.65): which leader helps a recovery, null for none. */
  "recovery-leader": { prefix: "recovery-leader", option: PieceId.nullable() },
} as const;
