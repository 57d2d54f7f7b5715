import type { CiCommand } from "../commands/schema";
import type { CiContext } from "../context";
import { endMove, move } from "./move";

type Handlers = { readonly [T in CiCommand["type"]]?: (ctx: CiContext, c: Extract<CiCommand, { type: T }>) => void };

/** The movement commands (CI 8.x Movement). */
export const movementHandlers = {
  move,
  "end-move": endMove,
} satisfies Handlers;
