import { z } from "zod";
import { FireTableSet } from "../engine/data/schemas/fire-table";
import { MapData } from "../engine/data/schemas/map";
import { TerrainEffectsChart } from "../engine/data/schemas/tec";
import { IaBattleJson } from "../engine/rules/ia/state/battle-schema";

/** One command to run, with the answers to the decisions it will ask for (by decision id). */
const Step = z
  .object({
    command: z.object({ type: z.string().min(1), side: z.string().min(1) }).passthrough(),
    answers: z.record(z.string(), z.unknown()).default({}),
  })
  .strict();

/**
 * A rules-oracle request: a map, a battle, the commands to run in order and the dice to use — a script of
 * individual die faces (exact reproduction) or a seed. Every hex is [column, row].
 */
export const OracleRequest = z
  .object({
    map: MapData,
    /** The Terrain Effects Chart to play with; the edition's shipped chart when omitted. */
    tec: TerrainEffectsChart.optional(),
    /** The fire tables to play with (a GM's printed charts, a test's fixture); the shipped tables when omitted. */
    fireTables: FireTableSet.optional(),
    battle: IaBattleJson,
    commands: z.array(Step).default([]),
    dice: z.union([z.array(z.number().int().positive()), z.object({ seed: z.number().int() }).strict()]).default([]),
  })
  .strict();
export type OracleRequest = z.input<typeof OracleRequest>;

const Result = z.discriminatedUnion("status", [
  z.object({ status: z.literal("done"), command: z.unknown(), events: z.array(z.object({ type: z.string() }).passthrough()), dice: z.array(z.number()) }).strict(),
  z.object({ status: z.literal("refused"), command: z.unknown(), rule: z.string(), reason: z.string() }).strict(),
  z
    .object({
      status: z.literal("decision"),
      command: z.unknown(),
      request: z.object({ id: z.string(), kind: z.string(), side: z.string(), prompt: z.string(), options: z.array(z.unknown()), default: z.unknown(), rule: z.string().optional() }).passthrough(),
      preview: z.array(z.object({ type: z.string() }).passthrough()),
    })
    .strict(),
]);

/** The oracle's answer: what each command did, and the battle afterwards. Processing stops at a refusal or an unanswered decision. */
export const OracleResponse = z
  .object({
    results: z.array(Result),
    battle: z.object({}).passthrough(),
    /** Dice drawn from the script (or the seed) in all. */
    diceUsed: z.number().int().nonnegative(),
  })
  .strict();
export type OracleResponse = z.infer<typeof OracleResponse>;

export const oracleSchemas = { "oracle-request": OracleRequest, "oracle-response": OracleResponse } satisfies Record<string, z.ZodType>;
