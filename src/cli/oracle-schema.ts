import { z } from "zod";
import { ParamsJson, RollRecordJson, TextJson, TraceJson } from "../engine/core/json";
import { PieceId } from "../engine/data/schemas/common";
import { FireTableSet } from "../engine/data/schemas/fire-table";
import { MapData } from "../engine/data/schemas/map";
import { TerrainEffectsChart } from "../engine/data/schemas/tec";
import { unionMessage } from "../engine/data/validate";
import { Hex } from "../engine/map/hex-codec";
import { IaCommandSchema } from "../engine/rules/ia/commands/schema";
import { IaAnswersSchema, IaDecisionSchema } from "../engine/rules/ia/decisions";
import { IaEventSchema } from "../engine/rules/ia/events/schema";
import { IaBattleJson } from "../engine/rules/ia/state/battle-schema";
import { VictoryTallyJson } from "../engine/rules/ia/victory/json";

/** One command to run, with the answers to the decisions it will ask for (by decision id). */
const Step = z.object({ command: IaCommandSchema, answers: IaAnswersSchema.default({}) }).strict();

/** Questions answered on the battle after the commands (as the side asking, or as `as`). */
export const OracleQuery = z.union([
  /** IA1 8.0–8.9: the enemy pieces a side spots now. */
  z.object({ sight: z.object({ side: z.string().min(1) }).strict() }).strict(),
  /** The LOS tool: two hexes; optionally the side asking and a piece it knows in `to`. */
  z.object({ los: z.object({ from: Hex, to: Hex, side: z.string().min(1).optional(), target: PieceId.optional() }).strict() }).strict(),
  /** A move preview: a piece, a path of hexes and the leaders moving with it, seen by the piece's side. */
  z.object({ preview: z.object({ piece: PieceId, path: z.array(Hex).min(1), with: z.array(PieceId).optional() }).strict() }).strict(),
  /** IA1 3.0: the victory tally now (final once the last turn is over), on the battle as the side asking knows it. */
  z.object({ victory: z.object({ side: z.string().min(1).optional() }).strict() }).strict(),
], { error: unionMessage });

/**
 * A die's face: a whole number from 1 up to its sides; no die of any table has more than 20 (`Dice`). Whether it fits
 * the die wanted is known when it is drawn. (Checks rather than an integer type, so that a bad face is named by its
 * index in the list: zod's union reports only its option that took the input's type.)
 */
const DieFace = z.number().min(1).max(20).refine(Number.isInteger, "a die face is a whole number");

/**
 * A rules-oracle request: a map, a battle, the commands to run in order and the dice to use — a list of individual die
 * faces (exact reproduction) or a seed — and questions to answer afterwards. With `as`, everything comes back as that
 * side may know it. Every hex is [column, row].
 */
export const OracleRequest = z
  .object({
    map: MapData,
    /** The Terrain Effects Chart to play with; the edition's shipped chart when omitted. */
    tec: TerrainEffectsChart.optional(),
    /** The fire tables to play with (a GM's printed charts, a test's fixture); the shipped tables when omitted. */
    fireTables: FireTableSet.optional(),
    battle: IaBattleJson,
    /** Answer as this side: its view of the battle, the events as it sees them, decisions only if they are its own. */
    as: z.string().min(1).optional(),
    commands: z.array(Step).default([]),
    dice: z.union([z.array(DieFace), z.object({ seed: z.number().int() }).strict()], { error: unionMessage }).default([]),
    queries: z.array(OracleQuery).default([]),
  })
  .strict();
export type OracleRequest = z.input<typeof OracleRequest>;

/** The part of a request read before the map is known (the rest needs the map to read its hexes). */
export const OracleHead = z.object({ map: MapData, tec: TerrainEffectsChart.optional(), fireTables: FireTableSet.optional() }).loose();

const Events = z.array(IaEventSchema);
export const OracleResult = z.discriminatedUnion("status", [
  z.object({ status: z.literal("done"), command: z.unknown(), events: Events, dice: z.array(z.number()), rolls: z.array(RollRecordJson) }).strict(),
  z.object({ status: z.literal("refused"), command: z.unknown(), rule: z.string(), reason: z.string(), code: z.string(), params: ParamsJson, fallback: z.string().optional() }).strict(),
  z.object({ status: z.literal("decision"), command: z.unknown(), request: IaDecisionSchema, preview: Events, rolls: z.array(RollRecordJson) }).strict(),
  /** Answering `as` a side: another side is deciding (what kind of choice is public; the request is not). */
  z.object({ status: z.literal("waiting"), command: z.unknown(), side: z.string(), kind: z.string() }).strict(),
]);

const Blocked = z.object({ hex: Hex, id: z.string(), label: z.string(), rule: z.string(), fallback: z.literal("IA1").optional() }).strict();
export const OracleAnswer = z.union([
  z.object({ sight: z.object({ side: z.string(), spotted: z.array(PieceId) }).strict() }).strict(),
  z
    .object({
      los: z
        .object({
          from: Hex,
          to: Hex,
          range: z.number().int(),
          spottingRange: z.number().int(),
          trace: z.array(TraceJson).readonly(),
          spotted: z.boolean(),
          reason: z.enum(["spotted", "out-of-range", "blocked"]),
          clear: z.boolean(),
          spine: z.boolean(),
          side: z.enum(["left", "right"]).optional(),
          fixedEarlier: z.boolean().optional(),
          hexside: z.boolean().optional(),
          sides: z.array(z.object({ side: z.enum(["left", "right"]), hexes: z.array(Hex).readonly(), clear: z.boolean(), blocked: Blocked.optional() }).strict()).readonly(),
        })
        .strict(),
    })
    .strict(),
  z
    .object({
      preview: z
        .object({
          steps: z.array(z.object({ hex: Hex, mp: z.number(), by: z.string(), spent: z.number(), left: z.number() }).strict()).readonly(),
          refused: z.object({ hex: Hex, rule: z.string(), why: TextJson, fallback: z.literal("IA1").optional() }).strict().nullable(),
        })
        .strict(),
    })
    .strict(),
  z.object({ victory: VictoryTallyJson }).strict(),
]);

/** The oracle's answer: what each command did, the battle afterwards, the answers to the queries. Processing stops at a refusal or an unanswered decision. */
export const OracleResponse = z
  .object({
    results: z.array(OracleResult),
    /** The battle after the last command carried out: the whole of it, or as `as` may know it. */
    battle: IaBattleJson,
    /** Answering `as` a side: how many enemy pieces are hidden on the map (IA1 16.5; public). */
    hiddenEnemies: z.number().int().nonnegative().optional(),
    answers: z.array(OracleAnswer),
    /** Dice drawn from the list (or the seed) in all. */
    diceUsed: z.number().int().nonnegative(),
  })
  .strict();
export type OracleResponse = z.input<typeof OracleResponse>;

export const oracleSchemas = { "oracle-request": OracleRequest, "oracle-response": OracleResponse } satisfies Record<string, z.ZodType>;
