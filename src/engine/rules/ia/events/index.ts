import type { z } from "zod";
import type { IaBattle } from "../state";
import { artilleryReducers, type ArtilleryEvent } from "./artillery-events";
import { cavalryReducers, type CavalryEvent } from "./cavalry-events";
import { iaReducers } from "./ia-reducers";
import type * as Schemas from "./schema";

export type PieceEvent = z.output<typeof Schemas.PieceEventSchema>;
export type SequenceEvent = z.output<typeof Schemas.SequenceEventSchema>;
export type ActivationEvent = z.output<typeof Schemas.ActivationEventSchema>;
export type MoraleEvent = z.output<typeof Schemas.MoraleEventSchema>;
export type FireEvent = z.output<typeof Schemas.FireEventSchema>;
export type OpportunityEvent = z.output<typeof Schemas.OpportunityEventSchema>;
export type TransportEvent = z.output<typeof Schemas.TransportEventSchema>;
export type OptionalEvent = z.output<typeof Schemas.OptionalEventSchema>;
export type FieldworksEvent = z.output<typeof Schemas.FieldworksEventSchema>;
export type AssaultEvent = z.output<typeof Schemas.AssaultEventSchema>;
export type BoardEdgeEvent = z.output<typeof Schemas.BoardEdgeEventSchema>;
export type { ArtilleryEvent, CavalryEvent };
export type { FireTargetResult, LossCategory, MoraleResult } from "../../series/events/types";
export { piece } from "../../series/events/piece-events";

/** Every Infantry Attacks event. */
export type IaEvent = PieceEvent | SequenceEvent | ActivationEvent | MoraleEvent | FireEvent | OpportunityEvent | TransportEvent | OptionalEvent | CavalryEvent | ArtilleryEvent | FieldworksEvent | AssaultEvent | BoardEdgeEvent;

type Reducer = (b: IaBattle, e: never) => void;
const REDUCERS: Record<IaEvent["type"], Reducer> = { ...iaReducers, ...cavalryReducers, ...artilleryReducers };

/** Applies one event to the battle in place. */
export function applyIaEvent(b: IaBattle, e: IaEvent): void {
  const reduce = REDUCERS[e.type] as (b: IaBattle, e: IaEvent) => void;
  if (!reduce) throw new Error(`no reducer for event "${e.type}"`);
  reduce(b, e);
}
