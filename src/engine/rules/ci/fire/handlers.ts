import type { CiCommand } from "../commands/schema";
import type { CiContext } from "../context";
import { fire } from "./fire";

type Handlers = { readonly [T in CiCommand["type"]]?: (ctx: CiContext, c: Extract<CiCommand, { type: T }>) => void };

/** The fire commands (CI 6.x Fire Combat). */
export const fireHandlers = {
  fire,
} satisfies Handlers;
