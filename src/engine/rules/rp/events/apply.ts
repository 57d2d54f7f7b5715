import type { RpBattle } from "../state";
import { applyCampaignEvent, CampaignEventSchemas } from "./campaign-events";
import { applyMarkerEvent, MarkerEventSchemas } from "./marker-events";
import { applyMovementEvent, MovementEventSchemas } from "./movement-events";
import { applyOmaEvent, OmaEventSchemas } from "./oma-events";
import type { RpEvent } from "./schema";
import { applyTurnEvent, TurnEventSchemas } from "./turn-events";
import { applyUnitEvent, UnitEventSchemas } from "./unit-events";

type Applier = (b: RpBattle, e: never) => void;
type Group = readonly { readonly shape: { readonly type: { readonly value: string } } }[];
/** Each event group's applier, by the types its schemas declare (declaring events, `fired` and `melee-allocated`, change nothing). */
const GROUPS: readonly (readonly [Group, Applier])[] = [
  [TurnEventSchemas, applyTurnEvent],
  [UnitEventSchemas, applyUnitEvent],
  [MarkerEventSchemas, applyMarkerEvent],
  [OmaEventSchemas, applyOmaEvent],
  [MovementEventSchemas, applyMovementEvent],
  [CampaignEventSchemas, applyCampaignEvent],
];
const BY_TYPE = new Map<string, Applier>(GROUPS.flatMap(([schemas, apply]) => schemas.map((s) => [s.shape.type.value, apply] as const)));

/** Applies one event to the battle in place. */
export function applyRpEvent(b: RpBattle, e: RpEvent): void {
  BY_TYPE.get(e.type)?.(b, e as never);
}
