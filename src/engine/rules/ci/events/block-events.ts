import { z } from "zod";
import { PieceId } from "../../../data/schemas/common";
import { Hex } from "../../../map/hex-codec";
import type { CiBattle } from "../state";
import { Company } from "../state/block";
import { ownBlock, ownVp } from "../state/own";
import { renamed, type Secrecy } from "./secrecy";

/** Why a block was shown (CI 1.x Blocks, CI 12 fog of war in the digest). */
export const RevealCause = z.enum(["fire", "special", "hq", "assault", "tank", "mine", "eliminated", "returned", "setup"]);

export const BlockEventSchemas = [
  /** A hidden block turned face-up: every side now sees its label (its handle, now its id and identity). */
  z
    .object({
      type: z.literal("revealed"),
      block: PieceId,
      ref: z.string().min(1),
      side: z.string().min(1),
      kind: z.string().min(1),
      company: Company.nullable(),
      platoon: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
      attachedTo: Company.nullable(),
      strength: z.number().int().min(0),
      halfHit: z.boolean(),
      hex: Hex,
      why: RevealCause,
      rule: z.string().min(1),
    })
    .strict(),
  /** A face-up block hidden again (stood up, or tipped back): the fresh handle its opponent knows it by from now on. */
  z.object({ type: z.literal("concealed"), block: PieceId, ref: z.string().min(1), orientation: z.enum(["upright", "face-down"]), rule: z.string().min(1) }).strict(),
  /** A hidden block stood up or tipped back, still hidden. */
  z.object({ type: z.literal("tipped"), block: PieceId, orientation: z.enum(["upright", "face-down"]), rule: z.string().min(1) }).strict(),
  /** CI 6.x Eliminated Units: gone, 1 VP to `to` (a block is shown before it goes, ruling R3); `vp` 0 when it gives none (ruling R4 gives overstacked ones). */
  z.object({ type: z.literal("eliminated"), block: PieceId, to: z.string().min(1), vp: z.number().int().min(0), rule: z.string().min(1) }).strict(),
] as const;

type BlockEvent = z.output<(typeof BlockEventSchemas)[number]>;

export const BLOCK_SECRECY: { readonly [T in BlockEvent["type"]]: Secrecy<Extract<BlockEvent, { type: T }>> } = {
  // Its identity is what it tells: the handle the other side knew it by is how it finds the block.
  revealed: (e) => e,
  // The other side watched it tip over: it learns the fresh handle of the block it knew.
  concealed: (e) => e,
  // The other side sees a hidden block tip, not why (a rally, a failed no-command check: each tells what the block is).
  tipped: (e, o) => (o.hidden(e.block) ? { ...renamed(e, o), rule: "CI 1.x Blocks" } : e),
  eliminated: "public",
};

export function applyBlockEvent(b: CiBattle, e: BlockEvent): void {
  switch (e.type) {
    case "revealed": {
      const k = ownBlock(b, e.block);
      k.orientation = "face-up";
      k.handle = null;
      return;
    }
    case "concealed": {
      const k = ownBlock(b, e.block);
      k.orientation = e.orientation;
      k.handle = e.ref;
      k.concealments += 1;
      return;
    }
    case "tipped":
      ownBlock(b, e.block).orientation = e.orientation;
      return;
    case "eliminated": {
      const k = ownBlock(b, e.block);
      k.status = "eliminated";
      k.hex = null;
      k.orientation = "face-up";
      k.handle = null;
      if (e.vp > 0) {
        const vp = ownVp(b);
        vp[e.to] = (vp[e.to] ?? 0) + e.vp;
      }
      return;
    }
  }
}
