import { z } from "zod";
import { AssaultEventSchemas } from "./assault-events";
import { BlockEventSchemas } from "./block-events";
import { CombatEventSchemas } from "./combat-events";
import { CommandEventSchemas } from "./command-events";
import { SetupEventSchemas } from "./setup-events";
import { TurnEventSchemas } from "./turn-events";
import { SequenceEventSchemas } from "./sequence-events";
import { MovementEventSchemas } from "./movement-events";
import { SupportEventSchemas } from "./support-events";
import { SolitaireEventSchemas } from "./solitaire-events";

/** Every Combat Infantry event, by `type` (one spread per group file). */
export const CiEventSchema = z.discriminatedUnion("type", [...BlockEventSchemas, ...TurnEventSchemas, ...CommandEventSchemas, ...SequenceEventSchemas, ...CombatEventSchemas, ...AssaultEventSchemas, ...MovementEventSchemas, ...SetupEventSchemas, ...SupportEventSchemas, ...SolitaireEventSchemas]);
export type CiEvent = z.output<typeof CiEventSchema>;
