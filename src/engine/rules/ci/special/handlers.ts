import type { CiCommand } from "../commands/schema";
import type { CiContext } from "../context";
import { special } from "./special";

type Handlers = { readonly [T in CiCommand["type"]]?: (ctx: CiContext, c: Extract<CiCommand, { type: T }>) => void };

/** The special actions (CI 7.x Special Actions). */
export const specialHandlers = {
  special,
} satisfies Handlers;
