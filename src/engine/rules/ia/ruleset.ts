import type { Ruleset } from "../../core/ruleset";
import { Refusal } from "../../core/refusal";
import type { TerrainEffectsChart } from "../../data/schemas/tec";
import type { HexMap } from "../../map";
import type { IaContext } from "./commands/context";
import { activationHandlers, type ActivationCommand } from "./commands/activation";
import { sequenceHandlers, type SequenceCommand } from "./commands/sequence";
import { applyIaEvent, type IaEvent } from "./events";
import type { IaBattle } from "./state";

/** Every Infantry Attacks command. */
export type IaCommand = SequenceCommand | ActivationCommand;

type Handler = (ctx: IaContext, command: never) => void;
const HANDLERS: Record<IaCommand["type"], Handler> = { ...sequenceHandlers, ...activationHandlers };

/** Infantry Attacks on one map with its Terrain Effects Chart. */
export function iaRuleset(map: HexMap, tec: TerrainEffectsChart): Ruleset<IaBattle, IaCommand, IaEvent> {
  return {
    id: "infantry-attacks",
    apply: applyIaEvent,
    clone: (b) => structuredClone(b),
    execute(ctx, command) {
      const handler = HANDLERS[command.type] as ((ctx: IaContext, c: IaCommand) => void) | undefined;
      if (!handler) throw new Refusal("engine", `unknown command "${String((command as { type: unknown }).type)}"`);
      refuseUnknownSide(ctx.state, command.side);
      handler({ ...ctx, map, tec }, command);
    },
  };
}

function refuseUnknownSide(b: IaBattle, side: string): void {
  if (!b.sides.some((s) => s.id === side)) throw new Refusal("engine", `no side "${side}" in this battle`);
}
