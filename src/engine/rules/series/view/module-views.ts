import { z } from "zod";
import type { PrivateLayer } from "../../../core/private-layer";
import type { ModuleViews } from "../../../core/ruleset-module";
import type { SideViews } from "../../../core/side-views";
import type { ReducedBattle } from "../events/types";
import { seriesPresence } from "./board-layers";
import type { SeriesSideView } from "./side-view";

/**
 * A game's views as the oracle and the table use them: the battle a side's view shows, how many enemies are hidden on
 * the map (16.6, IA1 16.5: public), what every side and what one side alone knows of the board; `commandSeenBy` where
 * a command of one side is a secret of its (IA1 9.11 Artillery Plans).
 */
export function seriesModuleViews<B extends ReducedBattle, E>(
  views: SideViews<B, E, SeriesSideView<B>>,
  privateLayer: (b: B, side: string) => PrivateLayer,
  commandSeenBy?: (command: unknown, side: string) => unknown,
): ModuleViews<B, E, SeriesSideView<B>> {
  return {
    ...views,
    battleOf: (view) => view.battle,
    told: { shape: { hiddenEnemies: z.number().int().nonnegative().optional() }, of: (view) => ({ hiddenEnemies: view.hiddenEnemies }) },
    ...(commandSeenBy ? { commandSeenBy } : {}),
    presence: seriesPresence,
    privateLayer,
  };
}
