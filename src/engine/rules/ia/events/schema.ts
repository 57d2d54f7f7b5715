import { z } from "zod";
import { DiceRollJson, RatingCheckFields, TraceJson } from "../../../core/json";
import { PieceId } from "../../../data/schemas/common";
import { MoraleOutcome } from "../../../data/schemas/morale";
import { Hex } from "../../../map/hex-codec";
import { LeaderJson, SpineChoiceJson, StatusJson, UnitJson } from "../state/battle-schema";

/**
 * Every Infantry Attacks event (`docs/schema/ia-event.schema.json`; `docs/headless.md` lists them). The engine's types
 * are these schemas' output, so what the log saves, the oracle prints and a side receives is exactly what the reducers
 * apply. Hexes are [column, row] in JSON (map/hex-codec).
 */
const event = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) => z.object({ type: z.literal(type), ...shape }).strict();
const Ids = z.array(PieceId).readonly();
const Rule = z.string();
const SideRoll = z.object({ side: z.string(), roll: DiceRollJson, total: z.number().int() }).strict();
const LeaderType = z.enum(["infantry", "cavalry"]);

// Changes to units and leaders that every procedure shares (IA1 3.0 A, 7.6, 8.52, 16.5 …).
export const PieceEventSchema = z.discriminatedUnion("type", [
  event("steps-lost", { unit: PieceId, steps: z.number().int().positive(), rule: Rule }),
  event("status-changed", { piece: PieceId, status: StatusJson, rule: Rule }),
  /** `countsForInitiative: false` where the elimination counts for victory only (IA1 4.4): its steps are not step losses (3.0 A). */
  event("eliminated", { piece: PieceId, rule: Rule, countsForInitiative: z.literal(false).optional() }),
  event("moved-fired", { pieces: Ids, rule: Rule }),
  event("opp-fire-marker", { unit: PieceId, rule: Rule }),
  event("spotted-marker", { units: Ids, on: z.boolean(), rule: Rule }),
  /** `found`, in a side's view only (view/side-view.ts): the pieces it did not know, as they now stand on the board. */
  event("revealed", { pieces: Ids, rule: Rule, found: z.array(z.union([UnitJson, LeaderJson])).readonly().optional() }),
  event("piece-moved", { piece: PieceId, from: Hex, to: Hex, rule: Rule }),
]);

// The sequence of play (IA1 3.0), smoke (16.13) and the turn's spine choices (IA2 7.56).
export const SequenceEventSchema = z.discriminatedUnion("type", [
  event("initiative-rolled", { rolls: z.array(SideRoll).readonly(), tie: z.boolean() }),
  event("initiative-won", { winner: z.string(), segments: z.number().int().positive(), rolls: z.array(SideRoll).readonly() }),
  event("phase-began", { phase: z.enum(["initiative", "bombardment", "action", "marker-removal", "over"]) }),
  event("segment-ended", { side: z.string(), passed: z.boolean() }),
  event("markers-removed", { pieces: Ids }),
  /** `to`: where it drifted (16.13), or null when it is removed. */
  event("smoke-dispersed", { hex: Hex, roll: DiceRollJson, to: Hex.nullable() }),
  event("turn-began", { turn: z.number().int().positive() }),
  event("spines-fixed", { choices: z.array(SpineChoiceJson).readonly(), rule: Rule }),
]);

// Action segments (IA1 3.1–3.3, 5.2, 6.71, 6.72).
export const ActivationEventSchema = z.discriminatedUnion("type", [
  event("activated", { side: z.string(), pieces: z.record(PieceId, z.object({ action: z.enum(["move", "fire"]), ledBy: PieceId.nullable() }).strict()) }),
  event("acting", { piece: PieceId }),
  /** `by`: the terrain or hexside feature that set the cost. */
  event("mp-spent", { piece: PieceId, mp: z.number().nonnegative(), by: z.string(), rule: Rule }),
  event("hex-controlled", { hex: Hex, side: z.string() }),
  event("activation-checked", { leader: PieceId, passed: z.boolean(), roll: DiceRollJson, target: z.number().int(), rule: Rule }),
  event("overrun-rolled", { leader: PieceId, roll: DiceRollJson, result: z.string(), rule: Rule }),
  event("activation-ended", { side: z.string() }),
]);

// Morale rolls and their bookkeeping (IA1 6.6–6.73, 14.0–14.45): the status changes and losses they cause follow as piece events.
export const MoraleEventSchema = z.discriminatedUnion("type", [
  /** `cargo`: a transport's cargo shares its roll (5.64); `leader`: whose morale modifier was added (6.61); `cause`: what called for it. */
  event("morale-checked", { piece: PieceId, cargo: PieceId.nullable(), cause: z.string(), leader: PieceId.nullable(), outcome: MoraleOutcome, rule: Rule, ...RatingCheckFields }),
  event("recovery-attempted", { piece: PieceId, leader: PieceId.nullable(), outcome: MoraleOutcome, rule: Rule, ...RatingCheckFields }),
  /** `result`: the roll less one per step lost. */
  event("leader-casualty-rolled", { leader: PieceId, roll: DiceRollJson, stepsLost: z.number().int().nonnegative(), result: z.number().int(), eliminated: z.boolean(), rule: Rule }),
  event("decapitated", { side: z.string(), leader: PieceId, leaderType: LeaderType, turn: z.number().int().positive(), turns: z.union([z.literal(2), z.literal(4)]), rule: Rule }),
]);

/** What one piece in the target hex suffered, on its own column (IA1 7.52); `trace` where its column differs from the hex's. */
export const FireTargetResultSchema = z
  .object({ piece: PieceId, column: z.number(), result: z.string(), source: z.enum(["rules", "playtest", "user"]), trace: z.array(TraceJson).readonly().optional() })
  .strict();

// Direct fire (IA1 10.0–10.2, 7.4–7.61): losses and morale checks follow as piece and morale events.
export const FireEventSchema = z.discriminatedUnion("type", [
  /** `column` and `trace`: the hex's column (leaders, and units without modifiers of their own) and how it was reached. */
  event("fire-resolved", {
    side: z.string(),
    firers: Ids,
    leaders: Ids,
    at: Hex,
    table: z.string(),
    strength: z.number().int(),
    strengthTrace: z.array(TraceJson).readonly(),
    column: z.number(),
    trace: z.array(TraceJson).readonly(),
    roll: DiceRollJson,
    results: z.array(FireTargetResultSchema).readonly(),
    rule: Rule,
  }),
  event("loss-allocated", { unit: PieceId, category: z.enum(["combat", "transport"]), result: z.string(), rule: Rule }),
]);

// Opportunity fire (IA1 13.0–13.24): the attack follows as `fire-resolved` and the usual events.
export const OpportunityEventSchema = z.discriminatedUnion("type", [
  /** `mover`: the moving unit or leader fired at (leaders moving with a unit share its fate, 7.43); `hex`: the hex it entered. */
  event("opportunity-fired", { side: z.string(), mover: PieceId, hex: Hex, firers: Ids, leaders: Ids, rule: Rule }),
  event("movement-stopped", { pieces: Ids, rule: Rule }),
  event("combined-first-shot", { leader: PieceId, mgs: Ids, rule: Rule }),
]);

// Limbering, loading and unloading (IA1 5.6–5.66; IA2 5.6–5.69), and the bank a piece holds in a river hex (IA1 5.8–5.82).
export const TransportEventSchema = z.discriminatedUnion("type", [
  event("limbered", { unit: PieceId, limbered: z.boolean(), rule: Rule }),
  event("limber-checked", { unit: PieceId, leader: PieceId.nullable(), rule: Rule, ...RatingCheckFields }),
  event("loaded", { transport: PieceId, unit: PieceId, rule: Rule }),
  event("unloaded", { transport: PieceId, unit: PieceId, rule: Rule }),
  event("river-bank", { piece: PieceId, riverBank: Hex.nullable(), rule: Rule }),
]);

export const IaEventSchema = z.discriminatedUnion("type", [
  ...PieceEventSchema.options,
  ...SequenceEventSchema.options,
  ...ActivationEventSchema.options,
  ...MoraleEventSchema.options,
  ...FireEventSchema.options,
  ...OpportunityEventSchema.options,
  ...TransportEventSchema.options,
]);
