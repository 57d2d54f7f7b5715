import { z } from "zod";
import { PieceId } from "../../../data/schemas/common";
import { Hex } from "../../../map/hex-codec";
import type { PgBattle } from "../state";

/** PG's own morale events, by type, to join PG's event union. */
export const PG_MORALE_EVENTS = {
  /** PG 6.72: `side`'s highest-ranking leader fell in `hex` on `turn`: its units within three hexes may not move this turn or next (ruling A35). */
  decapitated: z.object({ type: z.literal("decapitated"), side: z.string(), leader: PieceId, hex: Hex, turn: z.number().int().positive(), rule: z.string() }).strict(),
};

type Of<T extends keyof typeof PG_MORALE_EVENTS> = z.output<(typeof PG_MORALE_EVENTS)[T]>;

/** How PG's morale events change a battle (plain top-level writes: the draft owns its root, core/draft). */
export const moraleReducers = {
  decapitated(b: PgBattle, e: Of<"decapitated">) {
    b.decapitations = [...(b.decapitations ?? []), { side: e.side, leader: e.leader, hex: e.hex, turn: e.turn }];
  },
};
