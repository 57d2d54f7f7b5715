import { Limber, Load, Unlimber, type LimberCommand, type LoadCommand } from "../../series/commands/shapes";
import type { PgContext } from "../commands/context";
import { limber } from "./limber";
import { load } from "./load";
import { unload } from "./unload";
import { Unload, type UnloadCommand } from "./unload-shape";

/** PG's transport commands, to join PG's command union (commands/schema.ts); limbering and loading are the series' shapes. */
export const TRANSPORT_COMMANDS = [Limber, Unlimber, Load, Unload] as const;
type TransportCommand = LimberCommand | LoadCommand | UnloadCommand;

/** The pieces a transport command names, each a piece of the commanding side (checked at the door). */
export const transportPiecesNamed = (c: TransportCommand): string[] => (c.type === "load" || c.type === "unload" ? [c.transport, c.unit] : [c.unit]);

/** PG's transport commands' handlers (Movement actions, 3.13), to join PG's handlers (ruleset.ts). */
export const transportHandlers = {
  limber: (ctx: PgContext, c: LimberCommand) => limber(ctx, c),
  unlimber: (ctx: PgContext, c: LimberCommand) => limber(ctx, c),
  load: (ctx: PgContext, c: LoadCommand) => load(ctx, c),
  unload: (ctx: PgContext, c: UnloadCommand) => unload(ctx, c),
};
