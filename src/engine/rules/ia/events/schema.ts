import { z } from "zod";
import { DiceRollJson, RatingCheckFields } from "../../../core/json";
import { PieceId } from "../../../data/schemas/common";
import { Hex } from "../../../map/hex-codec";
import { ArtilleryPlanJson, LeaderJson, SpineChoiceJson, UnitJson } from "../state/battle-schema";
import { eventUnion, FireTargetResultSchema, seriesEvents } from "../../series/events/schema";

/**
 * Every Infantry Attacks event (`docs/schema/ia-event.schema.json`; `docs/headless.md` lists them). The engine's types
 * are these schemas' output, so what the log saves, the oracle prints and a side receives is exactly what the reducers
 * apply. Hexes are [column, row] in JSON (map/hex-codec).
 */
const S = seriesEvents({
  unit: UnitJson,
  leader: LeaderJson,
  phases: ["initiative", "bombardment", "action", "marker-removal", "over"],
  // `fallback`: "IA1" on an IA2 battle's event whose rule is the 1st edition's (rules/ia/first-edition-rules).
  every: { fallback: z.literal("IA1").optional() },
  // IA1 12.6: whether the attackers' assault is a cold steel attack.
  declared: { coldSteel: z.boolean() },
});
const { event } = S;
const Ids = z.array(PieceId).readonly();
const Rule = z.string();
const LeaderType = z.enum(["infantry", "cavalry"]);

export { FireTargetResultSchema };

export const PieceEventSchema = eventUnion(S.piece);

// The sequence of play (IA1 3.0), smoke (16.13) and the turn's spine choices (IA2 7.56).
export const SequenceEventSchema = eventUnion({ ...S.sequence, "spines-fixed": event("spines-fixed", { choices: z.array(SpineChoiceJson).readonly(), rule: Rule }) });

// Action segments (IA1 3.1–3.3, 5.2, 6.71, 6.72).
const { "overrun-rolled": overrunRolled, "activation-ended": activationEnded, ...activation } = S.activation;
export const ActivationEventSchema = eventUnion({
  ...activation,
  "activation-checked": event("activation-checked", { leader: PieceId, passed: z.boolean(), roll: DiceRollJson, target: z.number().int(), rule: Rule }),
  "overrun-rolled": overrunRolled,
  "activation-ended": activationEnded,
});

// Morale rolls and their bookkeeping (IA1 6.6–6.73, 14.0–14.45): the status changes and losses they cause follow as piece events.
export const MoraleEventSchema = eventUnion({
  ...S.morale,
  decapitated: event("decapitated", { side: z.string(), leader: PieceId, leaderType: LeaderType, turn: z.number().int().positive(), turns: z.union([z.literal(2), z.literal(4)]), rule: Rule }),
});

// Direct fire (IA1 10.0–10.2, 7.4–7.61): losses and morale checks follow as piece and morale events.
export const FireEventSchema = eventUnion(S.fire);

// Opportunity fire (IA1 13.0–13.24), and a leader combining an MG's first shot (IA1 3.3).
export const OpportunityEventSchema = eventUnion({ ...S.opportunity, "combined-first-shot": event("combined-first-shot", { leader: PieceId, mgs: Ids, rule: Rule }) });

// Limbering, loading and unloading (IA1 5.6–5.66; IA2 5.6–5.69, 5.63's limber check), and river banks (IA1 5.8–5.82).
const { limbered, ...carriage } = S.transport;
export const TransportEventSchema = eventUnion({
  limbered,
  "limber-checked": event("limber-checked", { unit: PieceId, leader: PieceId.nullable(), rule: Rule, ...RatingCheckFields }),
  ...carriage,
});

// The Artillery Plan and Planned Fire (IA1 9.1–9.7, 11.1): a plan is its side's secret (view/side-view.ts); the fire follows as `fire-resolved`.
export const ArtilleryEventSchema = z.discriminatedUnion("type", [
  /** `plan`: in its own side's view only; the other side learns that it was written. */
  event("artillery-plan-written", { side: z.string(), plan: ArtilleryPlanJson.optional() }),
  /** IA1 9.14: 1–2 aborts the mission of `gun` (a unit or an off-board factor). Its side's business. */
  event("abort-rolled", { side: z.string(), gun: PieceId, roll: DiceRollJson, aborted: z.boolean(), rule: Rule }),
  /** IA1 9.61: the turn's planned fire of `gun` does not happen, crossed out for drumfire. Its side's business. */
  event("planned-fire-crossed", { side: z.string(), gun: PieceId, turn: z.number().int().positive(), rule: Rule }),
  /** IA1 9.3: planned fire at a hex with no units or leaders: no roll. */
  event("bombardment-ineffective", { side: z.string(), guns: Ids, at: Hex, rule: Rule }),
  /** IA1 9.13: `gun` unloaded or unlimbered in its destination hex (or unlimbered with every transport gone): its Move mission becomes Open Sights. Its side's business. */
  event("move-mission-ended", { side: z.string(), gun: PieceId, rule: Rule }),
  /** IA1 9.13, 5.65: `gun`, on a Move mission and moving only towed, was set down by force from `transport`. Its side's business. */
  event("move-gun-set-down", { side: z.string(), gun: PieceId, transport: PieceId, rule: Rule }),
  /** IA1 9.83: the die for a hex `at` of the firing side's pieces next to the hex fired at, `target`: 1–2 hits it. */
  event("friendly-fire-rolled", { side: z.string(), at: Hex, target: Hex, roll: DiceRollJson, hit: z.boolean(), rule: Rule }),
  /** IA1 9.7: a Drumfire marker placed by `gun`, which fired at the same hex last turn. */
  event("drumfire-placed", { side: z.string(), gun: PieceId, at: Hex, onboard: z.boolean(), rule: Rule }),
  /** IA1 9.7, 9.72: the markers `guns` placed come off (marker removal, or the gun eliminated, demoralized or assaulted). */
  event("drumfire-removed", { guns: Ids, rule: Rule }),
  /** IA1 11.2: 2d6 after an Open Sights unit fires: above the side's number its ammunition is depleted, or, depleted already, it is eliminated. */
  event("ammunition-checked", { side: z.string(), unit: PieceId, roll: DiceRollJson, depletion: z.number().int(), result: z.enum(["ok", "depleted", "eliminated"]), rule: Rule }),
  /** IA1 16.11: 2d6, 8 or less places a smoke marker in the target hex (`placed`: a marker went down). */
  event("smoke-fired", { side: z.string(), gun: PieceId, at: Hex, roll: DiceRollJson, placed: z.boolean(), rule: Rule }),
  /**
   * IA1 18.1–18.4 (solitaire): where the planned fire of `gun` at `target` falls, `struck`: `roll` on the Distance Table
   * (null: none needed, 18.1 (3) or a target acquired, 18.2), `directions` on the Scatter Diagram (re-rolled, 18.4);
   * `acquired`: on target by 18.2. Its side's business (the fire itself is public).
   */
  event("scatter-checked", { side: z.string(), gun: PieceId, target: Hex, roll: DiceRollJson.nullable(), directions: z.array(DiceRollJson), struck: Hex, acquired: z.boolean(), rule: Rule }),
]);

// Cavalry (IA1 15.1–15.52): the unit's other piece replaces the one on the map.
export const CavalryEventSchema = z.discriminatedUnion("type", [
  event("mount-changed", { unit: PieceId, mounted: z.boolean(), rule: Rule }),
  /** IA2 7.3: the special spotter `unit` put a Spotted marker on the enemy unit `target`. */
  event("special-spotted", { unit: PieceId, target: PieceId, rule: Rule }),
]);

// Fieldworks (IA1 16.2): a segment of digging in; `done`: the second, the Dug In marker goes on top of the unit.
export const FieldworksEventSchema = eventUnion(S.fieldworks);

// Optional rules (IA1 17.1, 17.2, 17.4, 17.6).
export const OptionalEventSchema = eventUnion({
  ...S.optional,
  /** IA1 17.6: a direct fire attack on `at`, traced into it through `through`; `companies`: those there at the hex's first attack this turn. */
  "fire-traced": event("fire-traced", { at: Hex, through: z.array(Hex).readonly(), companies: Ids, rule: Rule }),
});

// Assault (IA1 12.0–12.84): each side's fire follows as `fire-resolved` on the Assault Table, then losses and morale checks.
export const AssaultEventSchema = eventUnion(S.assault);

// Entering and exiting the board (IA1 16.41–16.43).
export const BoardEdgeEventSchema = eventUnion(S.boardEdge);

export const IaEventSchema = z.discriminatedUnion("type", [
  ...BoardEdgeEventSchema.options,
  ...PieceEventSchema.options,
  ...SequenceEventSchema.options,
  ...ActivationEventSchema.options,
  ...MoraleEventSchema.options,
  ...FireEventSchema.options,
  ...OpportunityEventSchema.options,
  ...TransportEventSchema.options,
  ...OptionalEventSchema.options,
  ...CavalryEventSchema.options,
  ...FieldworksEventSchema.options,
  ...ArtilleryEventSchema.options,
  ...AssaultEventSchema.options,
]);
