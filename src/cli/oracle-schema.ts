import { z } from "zod";
import { ParamsJson, RollRecordJson } from "../engine/core/json";
import type { RulesetModule } from "../engine/core/ruleset-module";
import { MapData } from "../engine/data/schemas/map";
import { TerrainEffectsChart } from "../engine/data/schemas/tec";
import { unionMessage } from "../engine/data/validate";
import { rulesetModules } from "../engine/rules/registry";

/** The request format this oracle reads; a request without `version` is of this one. */
export const ORACLE_VERSION = 1;

/**
 * A die's face: a whole number from 1 up to its sides; no die of any table has more than 20 (`Dice`). Whether it fits
 * the die wanted is known when it is drawn. (Checks rather than an integer type, so that a bad face is named by its
 * index in the list: zod's union reports only its option that took the input's type.)
 */
const DieFace = z.number().min(1).max(20).refine(Number.isInteger, "a die face is a whole number");

/** The Terrain Effects Chart a request may give; the edition's shipped chart when omitted. */
const RequestTec = { tec: TerrainEffectsChart.optional() };
/** The charts of a game's own kinds a request may give, each under its key (IA: `fireTables`). */
const kindFields = (m: RulesetModule) => Object.fromEntries(m.charts.kinds.map((k) => [k.requestKey, k.schema.optional()]));

/** The part of a request read first, before its game is known: its format's version, its map and its TEC. */
export const OracleEnvelope = z
  .object({
    version: z.literal(ORACLE_VERSION, { error: (i) => `version ${JSON.stringify(i.input)} is not one this oracle reads (it reads ${ORACLE_VERSION})` }).optional(),
    map: MapData,
    ...RequestTec,
  })
  .loose();

/** The game a request's battle is of, one of `ids`. */
export function oracleGame(ids: readonly string[]) {
  const ruleset = z.enum(ids as [string, ...string[]], { error: (i) => (typeof i.input === "string" ? `no ruleset "${i.input}" (this oracle plays ${ids.join(", ")})` : undefined) });
  return z.object({ battle: z.object({ ruleset }).loose() }).loose();
}

/** Any one of `options`: the one itself when there is one, nothing when there is none. */
function oneOf(options: readonly z.ZodType[], params?: { error: typeof unionMessage }): z.ZodType {
  const [first, ...rest] = options;
  if (first === undefined) return z.never();
  return rest.length ? z.union([first, ...rest], params) : first;
}

const built = new WeakMap<RulesetModule, { readonly charts: z.ZodType; readonly request: z.ZodType; readonly response: z.ZodType }>();
const schemasOf = (m: RulesetModule) => {
  let s = built.get(m);
  if (s === undefined) built.set(m, (s = { charts: z.object(kindFields(m)).loose(), request: requestOf(m), response: responseOf(m) }));
  return s;
};

/**
 * A rules-oracle request for a game: a map, a battle, the commands to run in order and the dice to use — a list of
 * individual die faces (exact reproduction) or a seed — and questions to answer afterwards. With `as`, everything comes
 * back as that side may know it. Every hex is [column, row].
 */
function requestOf(m: RulesetModule) {
  /** One command to run, with the answers to the decisions it will ask for (by decision id). */
  const Step = z.object({ command: m.commands, answers: m.answers.default({}) }).strict();
  const queries = Object.entries(m.queries).map(([name, q]) => z.object({ [name]: q.request }).strict());
  return z
    .object({
      version: z.literal(ORACLE_VERSION).optional(),
      map: MapData,
      ...RequestTec,
      ...kindFields(m),
      battle: m.battle,
      /** Answer as this side: its view of the battle, the events as it sees them, decisions only if they are its own. */
      as: z.string().min(1).optional(),
      commands: z.array(Step).default([]),
      dice: z.union([z.array(DieFace), z.object({ seed: z.number().int() }).strict()], { error: unionMessage }).default([]),
      /** Questions answered on the battle after the commands (as the side asking, or as `as`). */
      queries: z.array(oneOf(queries, { error: unionMessage })).default([]),
    })
    .strict();
}

/** What one command did: done with its events and dice, refused by a rule, stopped at a decision, or waiting on another side's. */
const oracleResult = <E extends z.ZodType, D extends z.ZodType>(event: E, decision: D) => {
  const Events = z.array(event);
  return z.discriminatedUnion("status", [
    z.object({ status: z.literal("done"), command: z.unknown(), events: Events, dice: z.array(z.number()), rolls: z.array(RollRecordJson) }).strict(),
    z.object({ status: z.literal("refused"), command: z.unknown(), rule: z.string(), reason: z.string(), code: z.string(), params: ParamsJson, fallback: z.string().optional() }).strict(),
    z.object({ status: z.literal("decision"), command: z.unknown(), request: decision, preview: Events, rolls: z.array(RollRecordJson) }).strict(),
    /** Answering `as` a side: another side is deciding (what kind of choice is public; the request is not). */
    z.object({ status: z.literal("waiting"), command: z.unknown(), side: z.string(), kind: z.string() }).strict(),
  ]);
};

/** The oracle's answer: what each command did, the battle afterwards, the answers to the queries. Processing stops at a refusal or an unanswered decision. */
function responseOf(m: RulesetModule) {
  const answers = Object.entries(m.queries).map(([name, q]) => z.object({ [name]: q.answer }).strict());
  return z
    .object({
      results: z.array(oracleResult(m.events, m.decisions)),
      /** The battle after the last command carried out: the whole of it, or as `as` may know it. */
      battle: m.battle,
      /** Answering `as` a side: what else the game tells it (IA: how many enemy pieces are hidden on the map, IA1 16.5). */
      ...m.views.told?.shape,
      answers: z.array(oneOf(answers)),
      /** Dice drawn from the list (or the seed) in all. */
      diceUsed: z.number().int().nonnegative(),
    })
    .strict();
}

/** The charts of its own kinds a request for a game gives, read before the map is (the rest needs the map to read its hexes). */
export const oracleCharts = (m: RulesetModule): z.ZodType => schemasOf(m).charts;
/** The request and response schemas of a game's oracle. */
export const oracleRequestSchema = (m: RulesetModule): z.ZodType => schemasOf(m).request;
export const oracleResponseSchema = (m: RulesetModule): z.ZodType => schemasOf(m).response;

/** The oracle's request and response as published (`docs/schema/oracle-*.schema.json`): the registered game's, or any of theirs. */
export const OracleRequest = oneOf(rulesetModules().map(oracleRequestSchema));
export const OracleResponse = oneOf(rulesetModules().map(oracleResponseSchema));
export const oracleSchemas = { "oracle-request": OracleRequest, "oracle-response": OracleResponse } satisfies Record<string, z.ZodType>;

/** What one command did, as a response gives it (its events and decisions the game's). */
export type OracleResult = z.input<ReturnType<typeof oracleResult<z.ZodType<unknown>, z.ZodType<unknown>>>>;

/** A rules-oracle request (docs/headless.md); its battle, commands, charts and queries are its game's. */
export interface OracleRequest {
  readonly version?: typeof ORACLE_VERSION;
  readonly map: unknown;
  readonly tec?: unknown;
  readonly battle: unknown;
  readonly as?: string;
  readonly commands?: readonly { readonly command: unknown; readonly answers?: Readonly<Record<string, unknown>> }[];
  readonly dice?: readonly number[] | { readonly seed: number };
  readonly queries?: readonly Readonly<Record<string, unknown>>[];
  /** The game's own charts, under their keys (IA: `fireTables`). */
  readonly [chart: string]: unknown;
}

/** The oracle's response (docs/headless.md); with `as`, the game may tell the side more in fields of its own (IA: `hiddenEnemies`). */
export interface OracleResponse {
  readonly results: OracleResult[];
  readonly battle: unknown;
  readonly answers: Readonly<Record<string, unknown>>[];
  readonly diceUsed: number;
  readonly [told: string]: unknown;
}
