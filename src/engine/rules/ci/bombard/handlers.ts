import type { CiCommand } from "../commands/schema";
import type { CiContext } from "../context";
import { bombard } from "./bombard";
import { callStrike } from "./strike";

type Handlers = { readonly [T in CiCommand["type"]]?: (ctx: CiContext, c: Extract<CiCommand, { type: T }>) => void };

/** Bombardment and off-map support (CI 6.x Bombardment, CI 2.x Artillery Support, CI 2.x Air Support). */
export const bombardHandlers = {
  bombard,
  "call-strike": callStrike,
} satisfies Handlers;
