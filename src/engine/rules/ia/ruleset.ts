import type { Ruleset } from "../../core/ruleset";
import { Refusal } from "../../core/refusal";
import type { FireTableSet } from "../../data/schemas/fire-table";
import type { TerrainEffectsChart } from "../../data/schemas/tec";
import type { HexMap } from "../../map";
import type { IaContext } from "./commands/context";
import { activationHandlers, type ActivationCommand } from "./commands/activation";
import { movementHandlers, type MovementCommand } from "./commands/movement";
import { recoveryHandlers, type RecoveryCommand } from "./commands/recovery";
import { sequenceHandlers, type SequenceCommand } from "./commands/sequence";
import { transportHandlers, type TransportCommand } from "./commands/transport";
import { ia1FireTables } from "./data";
import { applyIaEvent, type IaEvent } from "./events";
import { fireHandlers, type FireCommand } from "./fire";
import type { IaBattle } from "./state";

/** Every Infantry Attacks command. */
export type IaCommand = SequenceCommand | ActivationCommand | MovementCommand | RecoveryCommand | FireCommand | TransportCommand;

type Handler = (ctx: IaContext, command: never) => void;
const HANDLERS: Record<IaCommand["type"], Handler> = { ...sequenceHandlers, ...activationHandlers, ...movementHandlers, ...recoveryHandlers, ...fireHandlers, ...transportHandlers };

export interface IaRulesetOptions {
  /** The fire tables in play (default: the shipped IA1 tables): a GM's own charts, or a test's fixture. */
  readonly fireTables?: FireTableSet;
}

/** Infantry Attacks on one map with its Terrain Effects Chart. */
export function iaRuleset(map: HexMap, tec: TerrainEffectsChart, options: IaRulesetOptions = {}): Ruleset<IaBattle, IaCommand, IaEvent> {
  const fireTables = options.fireTables ?? ia1FireTables;
  return {
    id: "infantry-attacks",
    apply: applyIaEvent,
    clone: (b) => structuredClone(b),
    execute(ctx, command) {
      const handler = HANDLERS[command.type] as ((ctx: IaContext, c: IaCommand) => void) | undefined;
      if (!handler) throw new Refusal("engine", `unknown command "${String((command as { type: unknown }).type)}"`);
      refuseUnknownSide(ctx.state, command.side);
      handler({ ...ctx, map, tec, fireTables }, command);
    },
  };
}

function refuseUnknownSide(b: IaBattle, side: string): void {
  if (!b.sides.some((s) => s.id === side)) throw new Refusal("engine", `no side "${side}" in this battle`);
}
