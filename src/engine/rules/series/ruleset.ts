import type { z } from "zod";
import { draftOf } from "../../core/draft";
import { coreSay, Refusal } from "../../core/refusal";
import type { CommandContext, EngineCommand, EngineEvent, Ruleset } from "../../core/ruleset";
import type { SideViews } from "../../core/side-views";
import { misfit, type HexMap } from "../../map";
import type { SeriesLeader, SeriesUnit } from "./state/pieces";

/** What the door reads of a battle: its sides, and whose each piece is. */
type DoorBattle = { readonly sides: readonly { readonly id: string }[]; readonly units: ReadonlyMap<string, SeriesUnit<unknown>>; readonly leaders: ReadonlyMap<string, SeriesLeader> };

/**
 * At the door of every command: the side exists, and each piece the command names as its own is one of that side's.
 * The same answer for a piece of the enemy's (hidden or not) as for one that does not exist.
 */
function refuseForeign(b: DoorBattle, side: string, named: readonly string[]): void {
  if (!b.sides.some((s) => s.id === side)) throw new Refusal("engine", coreSay("engine.unknown-side", { side }));
  for (const id of named) if ((b.units.get(id) ?? b.leaders.get(id))?.side !== side) throw new Refusal("engine", coreSay("engine.not-your-piece", { piece: id }));
}

/** What a game of the series plugs into the engine: its events, views and commands, and the context its handlers run in. */
export interface SeriesGame<B, C extends EngineCommand, E extends EngineEvent, X> {
  readonly id: string;
  apply(b: B, e: E): void;
  readonly views: SideViews<B, E, unknown>;
  readonly ruleFallback?: Ruleset<B, C, E>["ruleFallback"];
  /** The commands' shapes, checked at the door on the battle's map. */
  readonly commands: z.ZodType;
  readonly handlers: Readonly<Record<C["type"], (ctx: X, command: never) => void>>;
  /** The pieces a command names as its side's own. */
  piecesNamed(c: C): readonly string[];
  /** The context a command's handler runs in, from the engine's. */
  context(outer: CommandContext<B, E>): X;
  /** What follows every command (IA1 16.5 hidden pieces spotted, IA2 7.56 spine choices). */
  after?(ctx: X): void;
}

/** A game of the series as the engine's ruleset on `map`: drafts, the door, and each command to its handler. */
export function seriesRuleset<B extends DoorBattle, C extends EngineCommand, E extends EngineEvent, X>(map: HexMap, g: SeriesGame<B, C, E, X>): Ruleset<B, C, E> {
  return {
    id: g.id,
    apply: g.apply,
    draft: draftOf,
    views: g.views,
    ...(g.ruleFallback ? { ruleFallback: g.ruleFallback } : {}),
    check: (command) => misfit(map, g.commands, command),
    execute(outer, command) {
      const handler = g.handlers[command.type as C["type"]] as (ctx: X, c: C) => void;
      refuseForeign(outer.state, command.side, g.piecesNamed(command));
      const ctx = g.context(outer);
      handler(ctx, command);
      g.after?.(ctx);
    },
  };
}
