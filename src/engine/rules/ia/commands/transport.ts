import { load, unload, type LoadingCommand } from "../transport/loading";
import { limber, type LimberCommand } from "../transport/limber";
import type { IaContext } from "./context";

/** Limbering, unlimbering, loading and unloading: Movement actions of activated units (IA1 3.13, 5.6–5.66). */
export type TransportCommand = LimberCommand | LoadingCommand;

export const transportHandlers = {
  limber: (ctx: IaContext, c: LimberCommand) => limber(ctx, c),
  unlimber: (ctx: IaContext, c: LimberCommand) => limber(ctx, c),
  load: (ctx: IaContext, c: Extract<LoadingCommand, { type: "load" }>) => load(ctx, c),
  unload: (ctx: IaContext, c: Extract<LoadingCommand, { type: "unload" }>) => unload(ctx, c),
};
