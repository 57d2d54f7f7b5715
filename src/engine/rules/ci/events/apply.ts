import type { CiBattle } from "../state";
import { applyAssaultEvent, ASSAULT_SECRECY, AssaultEventSchemas } from "./assault-events";
import { applyBlockEvent, BLOCK_SECRECY, BlockEventSchemas } from "./block-events";
import { applyCombatEvent, COMBAT_SECRECY, CombatEventSchemas } from "./combat-events";
import { applyCommandEvent, COMMAND_SECRECY, CommandEventSchemas } from "./command-events";
import type { CiEvent } from "./schema";
import type { AnySecrecy } from "./secrecy";
import { applySetupEvent, SETUP_SECRECY, SetupEventSchemas } from "./setup-events";
import { applyTurnEvent, TURN_SECRECY, TurnEventSchemas } from "./turn-events";
import { applySequenceEvent, SEQUENCE_SECRECY, SequenceEventSchemas } from "./sequence-events";
import { applyMovementEvent, MOVEMENT_SECRECY, MovementEventSchemas } from "./movement-events";
import { applySupportEvent, SUPPORT_SECRECY, SupportEventSchemas } from "./support-events";
import { applySolitaireEvent, SOLITAIRE_SECRECY, SolitaireEventSchemas } from "./solitaire-events";

type Applier = (b: CiBattle, e: never) => void;
type Group = readonly { readonly shape: { readonly type: { readonly value: string } } }[];
type Secrecies = Readonly<Record<string, AnySecrecy>>;

/** Each event group: its schemas, its applier and how each of its events is shown to a side (one line per group). */
const GROUPS: readonly (readonly [Group, Applier, Secrecies])[] = [
  [BlockEventSchemas, applyBlockEvent, BLOCK_SECRECY],
  [TurnEventSchemas, applyTurnEvent, TURN_SECRECY],
  [CommandEventSchemas, applyCommandEvent, COMMAND_SECRECY],
  [SetupEventSchemas, applySetupEvent, SETUP_SECRECY],
  [CombatEventSchemas, applyCombatEvent, COMBAT_SECRECY],
  [SequenceEventSchemas, applySequenceEvent, SEQUENCE_SECRECY],
  [AssaultEventSchemas, applyAssaultEvent, ASSAULT_SECRECY],
  [MovementEventSchemas, applyMovementEvent, MOVEMENT_SECRECY],
  [SupportEventSchemas, applySupportEvent, SUPPORT_SECRECY],
  [SolitaireEventSchemas, applySolitaireEvent, SOLITAIRE_SECRECY],
];
const BY_TYPE = new Map<string, Applier>(GROUPS.flatMap(([schemas, apply]) => schemas.map((s) => [s.shape.type.value, apply] as const)));

/** How each event type is shown to a side (ci/view/side-view.ts). */
export const SECRECY = new Map<string, AnySecrecy>(GROUPS.flatMap(([, , secrecy]) => Object.entries(secrecy)));

/** Applies one event to the battle in place. */
export function applyCiEvent(b: CiBattle, e: CiEvent): void {
  BY_TYPE.get(e.type)?.(b, e as never);
}
