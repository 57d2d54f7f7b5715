import { seriesRuleset } from "../series/ruleset";
import type { Ruleset } from "../../core/ruleset";
import type { FireTableSet } from "../series/data/schemas/fire-table";
import type { TerrainEffectsChart } from "../../data/schemas/tec";
import type { HexMap } from "../../map";
import { activationHandlers } from "../series/commands/activation";
import { optionalHandlers } from "./optional/commands";
import { liftingDrumfire } from "./artillery/drumfire";
import { openSightsHandlers } from "./artillery/open-sights";
import { artilleryPlanHandlers } from "./artillery/plan";
import { cavalryHandlers } from "./cavalry/mount";
import { specialSpotHandlers } from "./cavalry/special-spot";
import { fieldworksHandlers } from "./fieldworks/dig-in";
import { assaultHandlers } from "./assault/command";
import { exitBoard } from "../series/board-edge/exit";
import type { IaContext } from "./commands/context";
import { move } from "../series/movement/move";
import { recoveryHandlers } from "../series/commands/recovery";
import { IaCommandSchema, piecesNamed, type IaCommand } from "./commands/schema";
import { sequenceHandlers } from "./commands/sequence";
import { spineChoicesMade } from "./commands/sight";
import { transportHandlers } from "./commands/transport";
import { ia1FireTables } from "./data";
import { checkFireTables } from "./data/fire-vocabulary";
import { applyIaEvent, type IaEvent } from "./events";
import { fireHandlers } from "./commands/fire";
import { iaRuleFallback } from "./first-edition-rules";
import type { IaBattle } from "./state";
import { revealing, revealSpottedHidden } from "../series/view/reveal";
import { piecesShown } from "./view/event-pieces";
import { iaViews } from "./view/side-view";
import { iaSeriesRules } from "./rules";

export type { IaCommand };

type Handler = (ctx: IaContext, command: never) => void;
const HANDLERS: Record<IaCommand["type"], Handler> = { ...sequenceHandlers, ...optionalHandlers, ...activationHandlers, move, ...recoveryHandlers, ...fireHandlers, ...transportHandlers, ...cavalryHandlers, ...specialSpotHandlers, ...fieldworksHandlers, ...artilleryPlanHandlers, ...openSightsHandlers, ...assaultHandlers, "exit-board": exitBoard };

export interface IaRulesetOptions {
  /** The fire tables in play (default: the shipped IA1 tables): a GM's own charts, or a test's fixture. */
  readonly fireTables?: FireTableSet;
}

/** Infantry Attacks on one map with its Terrain Effects Chart. */
export function iaRuleset(map: HexMap, tec: TerrainEffectsChart, options: IaRulesetOptions = {}): Ruleset<IaBattle, IaCommand, IaEvent> {
  const fireTables = options.fireTables ?? ia1FireTables;
  if (options.fireTables) checkFireTables(options.fireTables, "fire tables", ["fireTables"]);
  return seriesRuleset<IaBattle, IaCommand, IaEvent, IaContext>(map, {
    id: "infantry-attacks",
    apply: applyIaEvent,
    views: iaViews,
    ruleFallback: iaRuleFallback,
    commands: IaCommandSchema,
    handlers: HANDLERS,
    piecesNamed,
    context: (outer) => liftingDrumfire(revealing<IaBattle, IaEvent, IaContext>({ ...outer, map, tec, fireTables, rules: iaSeriesRules(outer.state.edition) }, piecesShown)),
    after(ctx) {
      revealSpottedHidden(ctx);
      // IA2 7.56: spine choices made during the command hold for the rest of the turn.
      const spines = spineChoicesMade(ctx.state);
      if (spines.length) ctx.emit({ type: "spines-fixed", choices: spines, rule: "IA2 7.56" });
    },
  });
}
