import type { CiCommand } from "../commands/schema";
import type { CiContext } from "../context";
import { drawHq } from "./draw";

type Handlers = { readonly [T in CiCommand["type"]]?: (ctx: CiContext, c: Extract<CiCommand, { type: T }>) => void };

/** The solitaire commands (CI 10.x Solitaire). */
export const solitaireHandlers = {
  "draw-hq": drawHq,
} satisfies Handlers;
