import { z } from "zod";
import { PieceId } from "../../../data/schemas/common";
import { Hex } from "../../../map/hex-codec";
import type { CiBattle } from "../state";
import { ownBlock } from "../state/own";
import type { Secrecy } from "./secrecy";

export const SetupEventSchemas = [
  /** CI 10.x Set-up: a block placed in a hex of (or next to) its set-up area. */
  z.object({ type: z.literal("placed"), block: PieceId, hex: Hex, rule: z.string().min(1) }).strict(),
  /** CI 10.x Set-up: a side has placed its blocks. */
  z.object({ type: z.literal("setup-ended"), side: z.string().min(1), rule: z.string().min(1) }).strict(),
  /** CI 10.x Set-up: both sides have placed their blocks: Game Turn 1 begins with the scenario's first player. */
  z.object({ type: z.literal("play-began"), rule: z.string().min(1) }).strict(),
] as const;

type SetupEvent = z.output<(typeof SetupEventSchemas)[number]>;

export const SETUP_SECRECY: { readonly [T in SetupEvent["type"]]: Secrecy<Extract<SetupEvent, { type: T }>> } = {
  placed: "public",
  "setup-ended": "public",
  "play-began": "public",
};

export function applySetupEvent(b: CiBattle, e: SetupEvent): void {
  switch (e.type) {
    case "placed":
      ownBlock(b, e.block).hex = e.hex;
      return;
    case "setup-ended":
      b.setupDone = [...b.setupDone, e.side];
      return;
    case "play-began":
      b.phase = "playing";
      return;
  }
}
