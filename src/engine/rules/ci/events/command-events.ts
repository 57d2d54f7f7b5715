import { z } from "zod";
import { PieceId } from "../../../data/schemas/common";
import type { CiBattle } from "../state";
import { ActionKind } from "../state/activation";
import { ownActivation, ownBlock } from "../state/own";
import type { Secrecy } from "./secrecy";

export const CommandEventSchemas = [
  /**
   * CI 1.x Actions: a block takes its one action of the Game Turn under the activation in progress (`weapon`: a PHQ's
   * one company or battalion weapon command; `chq`: one of a CHQ's three). Its owner's alone while the block is hidden.
   */
  z.object({ type: z.literal("block-commanded"), block: PieceId, action: ActionKind, weapon: z.boolean(), chq: z.boolean(), rule: z.string().min(1) }).strict(),
] as const;

type CommandEvent = z.output<(typeof CommandEventSchemas)[number]>;

export const COMMAND_SECRECY: { readonly [T in CommandEvent["type"]]: Secrecy<Extract<CommandEvent, { type: T }>> } = {
  "block-commanded": "owner",
};

export function applyCommandEvent(b: CiBattle, e: CommandEvent): void {
  switch (e.type) {
    case "block-commanded": {
      const a = ownActivation(b);
      a.commanded[e.block] = e.action;
      if (e.weapon) a.weaponCommanded = true;
      if (e.chq) a.chqCommands += 1;
      ownBlock(b, e.block).acted = true;
      return;
    }
  }
}
