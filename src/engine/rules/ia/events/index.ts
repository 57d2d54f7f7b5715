import type { IaBattle } from "../state";
import { activationReducers, type ActivationEvent } from "./activation-events";
import { artilleryReducers, type ArtilleryEvent } from "./artillery-events";
import { assaultReducers, type AssaultEvent } from "./assault-events";
import { boardEdgeReducers, type BoardEdgeEvent } from "./board-edge-events";
import { cavalryReducers, type CavalryEvent } from "./cavalry-events";
import { fieldworksReducers, type FieldworksEvent } from "./fieldworks-events";
import { fireReducers, type FireEvent } from "./fire-events";
import { moraleReducers, type MoraleEvent, type MoraleResult } from "./morale-events";
import { opportunityReducers, type OpportunityEvent } from "./opportunity-events";
import { optionalReducers, type OptionalEvent } from "./optional-events";
import { pieceReducers, type PieceEvent } from "./piece-events";
import { sequenceReducers, type SequenceEvent } from "./sequence-events";
import { transportReducers, type TransportEvent } from "./transport-events";

export type { ActivationEvent, ArtilleryEvent, AssaultEvent, BoardEdgeEvent, CavalryEvent, FieldworksEvent, FireEvent, MoraleEvent, MoraleResult, OpportunityEvent, OptionalEvent, PieceEvent, SequenceEvent, TransportEvent };
export { piece } from "./piece-events";

/** Every Infantry Attacks event. */
export type IaEvent = PieceEvent | SequenceEvent | ActivationEvent | MoraleEvent | FireEvent | OpportunityEvent | TransportEvent | OptionalEvent | CavalryEvent | ArtilleryEvent | FieldworksEvent | AssaultEvent | BoardEdgeEvent;

type Reducer = (b: IaBattle, e: never) => void;
const REDUCERS: Record<IaEvent["type"], Reducer> = { ...pieceReducers, ...sequenceReducers, ...activationReducers, ...moraleReducers, ...fireReducers, ...opportunityReducers, ...transportReducers, ...optionalReducers, ...cavalryReducers, ...artilleryReducers, ...fieldworksReducers, ...assaultReducers, ...boardEdgeReducers };

/** Applies one event to the battle in place. */
export function applyIaEvent(b: IaBattle, e: IaEvent): void {
  const reduce = REDUCERS[e.type] as (b: IaBattle, e: IaEvent) => void;
  if (!reduce) throw new Error(`no reducer for event "${e.type}"`);
  reduce(b, e);
}
