import { z } from "zod";
import { DiceRollJson, RatingCheckFields, TraceJson } from "../../../core/json";
import { PieceId } from "../../../data/schemas/common";
import { MoraleOutcome } from "../../series/data/schemas/morale";
import { Hex } from "../../../map/hex-codec";
import { ArtilleryPlanJson, LeaderJson, SpineChoiceJson, StatusJson, UnitJson } from "../state/battle-schema";
import { SideTallyJson } from "../victory/json";

/**
 * Every Infantry Attacks event (`docs/schema/ia-event.schema.json`; `docs/headless.md` lists them). The engine's types
 * are these schemas' output, so what the log saves, the oracle prints and a side receives is exactly what the reducers
 * apply. Hexes are [column, row] in JSON (map/hex-codec).
 */
// `fallback`: "IA1" on an IA2 battle's event whose rule is the 1st edition's (rules/ia/first-edition-rules).
const event = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) => z.object({ type: z.literal(type), ...shape, fallback: z.literal("IA1").optional() }).strict();
const Ids = z.array(PieceId).readonly();
const Rule = z.string();
const SideRoll = z.object({ side: z.string(), roll: DiceRollJson, total: z.number().int() }).strict();
const LeaderType = z.enum(["infantry", "cavalry"]);

// Changes to units and leaders that every procedure shares (IA1 3.0 A, 7.6, 8.52, 16.5 …).
export const PieceEventSchema = z.discriminatedUnion("type", [
  event("steps-lost", { unit: PieceId, steps: z.number().int().positive(), rule: Rule }),
  event("status-changed", { piece: PieceId, status: StatusJson, rule: Rule }),
  /** `countsForInitiative: false` where the elimination counts for victory only (IA1 4.4): its steps are not step losses (3.0 A). */
  /** `countsForVictory: false`: eliminated by ammunition depletion ("EAD", IA1 11.2), not for victory. */
  event("eliminated", { piece: PieceId, rule: Rule, countsForInitiative: z.literal(false).optional(), countsForVictory: z.literal(false).optional() }),
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
  /** IA1 3.0: at the end of the last turn, the scenario's victory conditions counted (victory/tally.ts); `winner` null: a draw, or no conditions. */
  event("victory-determined", { sides: z.array(SideTallyJson).readonly(), winner: z.string().nullable(), rule: Rule }),
  event("spines-fixed", { choices: z.array(SpineChoiceJson).readonly(), rule: Rule }),
]);

// Action segments (IA1 3.1–3.3, 5.2, 6.71, 6.72).
export const ActivationEventSchema = z.discriminatedUnion("type", [
  /** `strategic`: designated to move by strategic movement (IA1 17.3). */
  event("activated", { side: z.string(), pieces: z.record(PieceId, z.object({ action: z.enum(["move", "fire"]), ledBy: PieceId.nullable(), strategic: z.literal(true).optional() }).strict()) }),
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
export const FieldworksEventSchema = z.discriminatedUnion("type", [event("dug-in", { unit: PieceId, done: z.boolean(), rule: Rule })]);

// Optional rules (IA1 17.1, 17.2, 17.4, 17.6).
export const OptionalEventSchema = z.discriminatedUnion("type", [
  /** IA1 17.1: `removed` leaves play (not eliminated); `unit` flips to full strength. */
  event("consolidated", { unit: PieceId, removed: PieceId, rule: Rule }),
  event("segment-saved", { side: z.string(), rule: Rule }),
  event("saved-segment-used", { side: z.string(), rule: Rule }),
  /** IA1 17.2: the side takes the second of its two consecutive segments. */
  event("second-segment", { side: z.string(), rule: Rule }),
  /** IA1 17.4: `total` is the roll plus one on a night turn; `ended`: 15 or more ends the turn. */
  event("fog-of-war-rolled", { side: z.string(), roll: DiceRollJson, total: z.number().int(), ended: z.boolean(), rule: Rule }),
  /** IA1 17.6: a direct fire attack on `at`, traced into it through `through`; `companies`: those there at the hex's first attack this turn. */
  event("fire-traced", { at: Hex, through: z.array(Hex).readonly(), companies: Ids, rule: Rule }),
]);

// Assault (IA1 12.0–12.84): each side's fire follows as `fire-resolved` on the Assault Table, then losses and morale checks.
export const AssaultEventSchema = z.discriminatedUnion("type", [
  /** IA1 12.4: `side`'s assault movement entered `hex` where it had no combat units: the assault is owed this segment. */
  event("assault-owed", { side: z.string(), hex: Hex, rule: Rule }),
  /** `firstFire`: the defending units that fire first (12.33), none when both sides fire at once. */
  /** `through`: the intervening hexes (IA1 12.73) of the attacking units that charged this segment; absent when none did. */
  event("assault-declared", { side: z.string(), at: Hex, units: Ids, leaders: Ids, required: z.boolean(), coldSteel: z.boolean(), firstFire: Ids, through: z.array(Hex).readonly().optional(), rule: Rule }),
  /** IA1 12.22: pieces left an assault hex (their one hex); IA1 12.23 harassing fire may follow. */
  event("assault-hex-left", { hex: Hex, pieces: Ids, rule: Rule }),
  /** IA1 12.7: mounted cavalry entered `hex` from two hexes away through the clear, empty `through`. */
  event("cavalry-charged", { pieces: Ids, hex: Hex, through: Hex, rule: Rule }),
]);

// Entering and exiting the board (IA1 16.41–16.43).
export const BoardEdgeEventSchema = z.discriminatedUnion("type", [
  /** IA1 16.41: an off-board piece entered `to`. `found`, in the enemy's view only (view/side-view.ts): the pieces it did not know, as they now stand. */
  event("entered-board", { piece: PieceId, to: Hex, rule: Rule, found: z.array(z.union([UnitJson, LeaderJson])).readonly().optional() }),
  /** IA1 16.42: pieces left the board from their hex, out of play for good (not destroyed). */
  event("exited-board", { pieces: Ids, rule: Rule }),
]);

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
