import { z } from "zod";
import { DiceRollJson, RatingCheckFields, TraceJson } from "../../../core/json";
import { PieceId } from "../../../data/schemas/common";
import { MoraleOutcome } from "../data/schemas/morale";
import { Hex } from "../../../map/hex-codec";
import { StatusJson } from "../state/battle-schema";
import { SideTallyJson } from "../victory/json";

const Ids = z.array(PieceId).readonly();
const Rule = z.string();
const SideRoll = z.object({ side: z.string(), roll: DiceRollJson, total: z.number().int() }).strict();

/** What one piece in the target hex suffered, on its own column (PG 7.4, IA1 7.52); `trace` where its column differs from the hex's. */
export const FireTargetResultSchema = z
  .object({ piece: PieceId, column: z.number(), result: z.string(), source: z.enum(["rules", "playtest", "user"]), trace: z.array(TraceJson).readonly().optional() })
  .strict();

/** What a game gives the series' events: its units and leaders in JSON, its phases, the fields every event of it may carry, and its own fields of an assault's declaration. */
export interface EventShapes<U extends z.ZodType, L extends z.ZodType, P extends readonly [string, ...string[]], X extends z.ZodRawShape, D extends z.ZodRawShape> {
  readonly unit: U;
  readonly leader: L;
  readonly phases: P;
  /** Fields on every event (IA: `fallback`, core/rule-fallback). */
  readonly every: X;
  /** The game's own fields of `assault-declared`, between `required` and `firstFire` (IA1 12.6 `coldSteel`). */
  readonly declared: D;
}

/**
 * The events both games' procedures emit, by type, each as its JSON schema; the engine's event types are these schemas'
 * output, so what the log saves, the oracle prints and a side receives is exactly what the reducers apply. Hexes are
 * [column, row] in JSON (map/hex-codec). A game lists them, with its own, in the order it publishes them.
 */
export function seriesEvents<U extends z.ZodType, L extends z.ZodType, const P extends readonly [string, ...string[]], X extends z.ZodRawShape, D extends z.ZodRawShape>(g: EventShapes<U, L, P, X, D>) {
  const event = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) => z.object({ type: z.literal(type), ...shape, ...g.every }).strict();
  /** `found`, in a side's view only: the pieces it did not know, as they now stand on the board. */
  const found = () => z.array(z.union([g.unit, g.leader])).readonly().optional();
  return {
    event,
    // Changes to units and leaders every procedure shares (3.0 A, 7.4, 8.22, 16.6 …).
    piece: {
      "steps-lost": event("steps-lost", { unit: PieceId, steps: z.number().int().positive(), rule: Rule }),
      "status-changed": event("status-changed", { piece: PieceId, status: StatusJson, rule: Rule }),
      /** `countsForInitiative: false`: the elimination counts for victory only, its steps are no step losses (3.0 A); `countsForVictory: false`: not for victory. */
      eliminated: event("eliminated", { piece: PieceId, rule: Rule, countsForInitiative: z.literal(false).optional(), countsForVictory: z.literal(false).optional() }),
      "moved-fired": event("moved-fired", { pieces: Ids, rule: Rule }),
      "opp-fire-marker": event("opp-fire-marker", { unit: PieceId, rule: Rule }),
      "spotted-marker": event("spotted-marker", { units: Ids, on: z.boolean(), rule: Rule }),
      revealed: event("revealed", { pieces: Ids, rule: Rule, found: found() }),
      "piece-moved": event("piece-moved", { piece: PieceId, from: Hex, to: Hex, rule: Rule }),
    },
    // The sequence of play (3.0) and smoke (16.13).
    sequence: {
      "initiative-rolled": event("initiative-rolled", { rolls: z.array(SideRoll).readonly(), tie: z.boolean() }),
      "initiative-won": event("initiative-won", { winner: z.string(), segments: z.number().int().positive(), rolls: z.array(SideRoll).readonly() }),
      "phase-began": event("phase-began", { phase: z.enum(g.phases) }),
      "segment-ended": event("segment-ended", { side: z.string(), passed: z.boolean() }),
      "markers-removed": event("markers-removed", { pieces: Ids }),
      /** `to`: where it drifted (16.13), or null when it is removed. */
      "smoke-dispersed": event("smoke-dispersed", { hex: Hex, roll: DiceRollJson, to: Hex.nullable() }),
      "turn-began": event("turn-began", { turn: z.number().int().positive() }),
      /** At the end of the last turn, the scenario's victory conditions counted (victory/tally.ts); `winner` null: a draw, or no conditions (3.0). */
      "victory-determined": event("victory-determined", { sides: z.array(SideTallyJson).readonly(), winner: z.string().nullable(), rule: Rule }),
    },
    // Action segments (3.1–3.2, 5.2, 6.71).
    activation: {
      /** `strategic`: designated to move by strategic movement (17.3). */
      activated: event("activated", { side: z.string(), pieces: z.record(PieceId, z.object({ action: z.enum(["move", "fire"]), ledBy: PieceId.nullable(), strategic: z.literal(true).optional() }).strict()) }),
      acting: event("acting", { piece: PieceId }),
      /** `by`: the terrain or hexside feature that set the cost. */
      "mp-spent": event("mp-spent", { piece: PieceId, mp: z.number().nonnegative(), by: z.string(), rule: Rule }),
      "hex-controlled": event("hex-controlled", { hex: Hex, side: z.string() }),
      "overrun-rolled": event("overrun-rolled", { leader: PieceId, roll: DiceRollJson, result: z.string(), rule: Rule }),
      "activation-ended": event("activation-ended", { side: z.string() }),
    },
    // Morale rolls (PG 6.5–6.73, 14.0–14.4): the status changes and losses they cause follow as piece events.
    morale: {
      /** `cargo`: a transport's cargo shares its roll (5.64); `leader`: whose morale modifier was added; `cause`: what called for it. */
      "morale-checked": event("morale-checked", { piece: PieceId, cargo: PieceId.nullable(), cause: z.string(), leader: PieceId.nullable(), outcome: MoraleOutcome, rule: Rule, ...RatingCheckFields }),
      "recovery-attempted": event("recovery-attempted", { piece: PieceId, leader: PieceId.nullable(), outcome: MoraleOutcome, rule: Rule, ...RatingCheckFields }),
      /** `result`: the roll less one per step lost. */
      "leader-casualty-rolled": event("leader-casualty-rolled", { leader: PieceId, roll: DiceRollJson, stepsLost: z.number().int().nonnegative(), result: z.number().int(), eliminated: z.boolean(), rule: Rule }),
    },
    // Direct fire (10.0, 7.4–7.6): losses and morale checks follow as piece and morale events.
    fire: {
      /** `column` and `trace`: the hex's column (leaders, and units without modifiers of their own) and how it was reached. */
      "fire-resolved": event("fire-resolved", {
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
      "loss-allocated": event("loss-allocated", { unit: PieceId, category: z.enum(["combat", "transport"]), result: z.string(), rule: Rule }),
    },
    // Opportunity fire (13.0–13.24): the attack follows as `fire-resolved` and the usual events.
    opportunity: {
      /** `mover`: the moving unit or leader fired at (leaders moving with a unit share its fate, 7.43); `hex`: the hex it entered. */
      "opportunity-fired": event("opportunity-fired", { side: z.string(), mover: PieceId, hex: Hex, firers: Ids, leaders: Ids, rule: Rule }),
      "movement-stopped": event("movement-stopped", { pieces: Ids, rule: Rule }),
    },
    // Limbering, loading and unloading (5.6), and the bank a piece holds in a river hex (PG 5.7, IA1 5.8).
    transport: {
      limbered: event("limbered", { unit: PieceId, limbered: z.boolean(), rule: Rule }),
      loaded: event("loaded", { transport: PieceId, unit: PieceId, rule: Rule }),
      unloaded: event("unloaded", { transport: PieceId, unit: PieceId, rule: Rule }),
      "river-bank": event("river-bank", { piece: PieceId, riverBank: Hex.nullable(), rule: Rule }),
    },
    // Fieldworks (16.2): a segment of digging in; `done`: the second, the Dug In marker goes on top of the unit.
    fieldworks: {
      "dug-in": event("dug-in", { unit: PieceId, done: z.boolean(), rule: Rule }),
    },
    // Optional rules (17.1, 17.2, 17.4).
    optional: {
      /** 17.1: `removed` leaves play (not eliminated); `unit` flips to full strength. */
      consolidated: event("consolidated", { unit: PieceId, removed: PieceId, rule: Rule }),
      "segment-saved": event("segment-saved", { side: z.string(), rule: Rule }),
      "saved-segment-used": event("saved-segment-used", { side: z.string(), rule: Rule }),
      /** 17.2: the side takes the second of its two consecutive segments. */
      "second-segment": event("second-segment", { side: z.string(), rule: Rule }),
      /** 17.4: `total` is the roll plus one on a night turn; `ended`: the game's threshold or more ends the turn. */
      "fog-of-war-rolled": event("fog-of-war-rolled", { side: z.string(), roll: DiceRollJson, total: z.number().int(), ended: z.boolean(), rule: Rule }),
    },
    // Assault (12.0): each side's fire follows as `fire-resolved` on the Assault Table, then losses and morale checks.
    assault: {
      /** `side`'s assault movement entered `hex` where it had no combat units: the assault is owed this segment (PG 12.2, IA1 12.4). */
      "assault-owed": event("assault-owed", { side: z.string(), hex: Hex, rule: Rule }),
      /** `firstFire`: the defending units that fire first (PG 12.43, IA1 12.33), none when both sides fire at once; `through`: the intervening hexes of attacking units that charged this segment, absent when none did. */
      "assault-declared": event("assault-declared", { side: z.string(), at: Hex, units: Ids, leaders: Ids, required: z.boolean(), ...g.declared, firstFire: Ids, through: z.array(Hex).readonly().optional(), rule: Rule }),
      /** Pieces left an assault hex (their one hex); the free shot may follow (PG 12.12, IA1 12.22). */
      "assault-hex-left": event("assault-hex-left", { hex: Hex, pieces: Ids, rule: Rule }),
      /** Cavalry entered `hex` from two hexes away through the clear, empty `through` (PG 15.31, IA1 12.7). */
      "cavalry-charged": event("cavalry-charged", { pieces: Ids, hex: Hex, through: Hex, rule: Rule }),
    },
    // Entering and exiting the board (PG 16.5, IA1 16.4).
    boardEdge: {
      /** An off-board piece entered `to`. `found`, in the enemy's view only: the pieces it did not know, as they now stand. */
      "entered-board": event("entered-board", { piece: PieceId, to: Hex, rule: Rule, found: found() }),
      /** Pieces left the board from their hex, out of play for good (not destroyed). */
      "exited-board": event("exited-board", { pieces: Ids, rule: Rule }),
    },
  };
}

/** One group of events (or several, spread together) as a union on `type`, in the order listed. */
export const eventUnion = <G extends Record<string, z.ZodObject>>(group: G) =>
  z.discriminatedUnion("type", Object.values(group) as [G[keyof G], ...G[keyof G][]]);
