import { z } from "zod";
import type { CiBattle } from "../state";
import type { Secrecy } from "./secrecy";

export const TurnEventSchemas = [
  /** CI 10.x Victory: a player may surrender at any time. */
  z.object({ type: z.literal("surrendered"), side: z.string().min(1), rule: z.string().min(1) }).strict(),
  /** CI 10.x Victory: the battle is over; `vp` the final points (objectives counted), `winner` null for a draw. */
  z.object({ type: z.literal("battle-ended"), winner: z.string().min(1).nullable(), vp: z.record(z.string(), z.number().int()), rule: z.string().min(1) }).strict(),
] as const;

type TurnEvent = z.output<(typeof TurnEventSchemas)[number]>;

export const TURN_SECRECY: { readonly [T in TurnEvent["type"]]: Secrecy<Extract<TurnEvent, { type: T }>> } = {
  surrendered: "public",
  "battle-ended": "public",
};

export function applyTurnEvent(b: CiBattle, e: TurnEvent): void {
  switch (e.type) {
    case "surrendered":
      return;
    case "battle-ended":
      b.phase = "ended";
      b.winner = e.winner;
      b.vp = { ...e.vp };
      b.activation = null;
      return;
  }
}
