import { z } from "zod";
import { CampaignEventSchemas } from "./campaign-events";
import { CombatEventSchemas } from "./combat-events";
import { MarkerEventSchemas } from "./marker-events";
import { MovementEventSchemas } from "./movement-events";
import { OmaEventSchemas } from "./oma-events";
import { TurnEventSchemas } from "./turn-events";
import { UnitEventSchemas } from "./unit-events";

/** Every Red Poppies event, by `type`. */
export const RpEventSchema = z.discriminatedUnion("type", [...TurnEventSchemas, ...UnitEventSchemas, ...MarkerEventSchemas, ...OmaEventSchemas, ...CombatEventSchemas, ...MovementEventSchemas, ...CampaignEventSchemas]);
export type RpEvent = z.output<typeof RpEventSchema>;
