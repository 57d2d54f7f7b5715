import { z } from "zod";
import { PieceId } from "../../../data/schemas/common";
import { Hex } from "../../../map/hex-codec";
import type { CiBattle } from "../state";
import { ownActivation, ownBlock } from "../state/own";
import type { Secrecy } from "./secrecy";

/**
 * CI 9.x Assault Combat: every unit in an assault is revealed at its start, so every event of an assault names face-up
 * blocks only and is public, dice and all.
 */
export const AssaultEventSchemas = [
  /** An assault is fought now (its units just revealed). */
  z.object({ type: z.literal("assault-begun"), hex: Hex, attackers: z.array(PieceId), defenders: z.array(PieceId), rule: z.string().min(1) }).strict(),
  /** CI 9.x Assault Rounds: round `round` (1–3) begins. */
  z.object({ type: z.literal("assault-round"), hex: Hex, round: z.number().int().min(1), rule: z.string().min(1) }).strict(),
  /** CI 9.x Assault Morale: `block` rolled `die` against `morale` (its own, or that of `hq`); failed: disrupted this round. */
  z
    .object({
      type: z.literal("assault-morale"),
      block: PieceId,
      hq: PieceId.nullable(),
      morale: z.number().int(),
      die: z.number().int().min(1).max(10),
      disrupted: z.boolean(),
      rule: z.string().min(1),
    })
    .strict(),
  /**
   * CI 9.x Assault Rounds: `block` fired at `F` (its dice in the roll just before); `hits` on the enemy (on `target`
   * when it targets, else the strongest), `friendly` on itself (CI 7.x Mines: 9s and 10s against a minefield).
   */
  z
    .object({
      type: z.literal("assault-fired"),
      block: PieceId,
      F: z.number().int(),
      dice: z.array(z.number().int().min(1).max(10)),
      hits: z.number().int().min(0),
      friendly: z.number().int().min(0),
      target: PieceId.nullable(),
      rule: z.string().min(1),
    })
    .strict(),
  /** CI 9.x Assault Retreats: one hex out of the assault; `to` null: off the map (removed, no VP). */
  z.object({ type: z.literal("retreated"), block: PieceId, from: Hex, to: Hex.nullable(), rule: z.string().min(1) }).strict(),
  /** CI 9.x Regrouping: a winner moved to an adjacent friendly hex. */
  z.object({ type: z.literal("regrouped"), block: PieceId, from: Hex, to: Hex, rule: z.string().min(1) }).strict(),
  /** The assault in `hex` is over: `winner` alone holds the hex (ruling R15), null when it is empty. */
  z.object({ type: z.literal("assault-ended"), hex: Hex, winner: z.string().min(1).nullable(), rule: z.string().min(1) }).strict(),
] as const;

type AssaultEvent = z.output<(typeof AssaultEventSchemas)[number]>;

export const ASSAULT_SECRECY: { readonly [T in AssaultEvent["type"]]: Secrecy<Extract<AssaultEvent, { type: T }>> } = {
  "assault-begun": "public",
  "assault-round": "public",
  "assault-morale": "public",
  "assault-fired": "public",
  retreated: "public",
  regrouped: "public",
  "assault-ended": "public",
};

export function applyAssaultEvent(b: CiBattle, e: AssaultEvent): void {
  switch (e.type) {
    case "assault-begun":
    case "assault-round":
    case "assault-morale":
    case "assault-fired":
      return;
    case "retreated": {
      const k = ownBlock(b, e.block);
      k.hex = e.to;
      if (e.to === null) k.status = "left";
      return;
    }
    case "regrouped":
      ownBlock(b, e.block).hex = e.to;
      return;
    case "assault-ended": {
      const a = ownActivation(b);
      const i = a.assaults.findIndex((s) => s.hex === e.hex);
      if (i >= 0) a.assaults.splice(i, 1);
      return;
    }
  }
}
