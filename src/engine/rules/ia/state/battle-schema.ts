import { z } from "zod";

/** A hex in JSON: [column, row] of the map (0-based), as in map files. */
const Hex = z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()]);
const Status = z.enum(["good", "disrupted", "demoralized"]);
const Face = z.object({ direct: z.number().int().nonnegative(), bombardment: z.number().int().nonnegative().default(0), range: z.number().int().nonnegative(), movement: z.number().nonnegative() }).strict();
const Trace = z.object({ id: z.string(), label: z.string(), value: z.number(), rule: z.string().optional() }).strict();

const Unit = z
  .object({
    id: z.string().min(1),
    side: z.string().min(1),
    name: z.string().min(1),
    kind: z.enum(["INF", "CAV", "MG", "ART", "MORTAR", "TRANSPORT"]),
    subtype: z.string().optional(),
    horseArtillery: z.boolean().optional(),
    company: z.boolean(),
    steps: z.number().int().min(1),
    maxSteps: z.number().int().min(1),
    full: Face,
    reduced: Face.optional(),
    hex: Hex.nullable(),
    status: Status.default("good"),
    movedFired: z.boolean().default(false),
    oppFire: z.boolean().default(false),
    spotted: z.boolean().default(false),
    hidden: z.boolean().default(false),
    limbered: z.boolean().default(false),
    limberedMovement: z.union([z.number().int().nonnegative(), z.literal("T")]).optional(),
    mounted: z.boolean().default(false),
    carrying: z.string().nullable().default(null),
    carriedBy: z.string().nullable().default(null),
    entrenched: z.boolean().default(false),
    riverBank: Hex.nullable().default(null),
  })
  .strict();

const Leader = z
  .object({
    id: z.string().min(1),
    side: z.string().min(1),
    name: z.string().min(1),
    leaderType: z.enum(["infantry", "cavalry"]),
    subtype: z.string().optional(),
    rank: z.number().int().min(1),
    rankTitle: z.string().optional(),
    morale: z.number().int(),
    combat: z.number().int(),
    moraleBonus: z.number().int(),
    hex: Hex.nullable(),
    status: Status.default("good"),
    movedFired: z.boolean().default(false),
    hidden: z.boolean().default(false),
    riverBank: Hex.nullable().default(null),
    oppFireWith: z.array(z.string()).optional(),
  })
  .strict();

const Side = z
  .object({
    id: z.string().min(1),
    name: z.string().min(1),
    initiative: z.number().int().nonnegative(),
    stepsPerInitiative: z.number().int().positive().nullable().default(null),
    stepsLost: z.number().int().nonnegative().default(0),
    morale: z.object({ full: z.number().int(), reduced: z.number().int() }).strict(),
  })
  .passthrough();

/**
 * An Infantry Attacks battle in JSON (rules oracle requests, scenario runs, saved games): the engine's state
 * with every hex written as [column, row]. Omitted flags take their usual starting values.
 */
export const IaBattleJson = z
  .object({
    ruleset: z.literal("infantry-attacks"),
    edition: z.enum(["IA1", "IA2"]),
    turn: z.number().int().positive().default(1),
    lastTurn: z.number().int().positive(),
    phase: z.enum(["initiative", "bombardment", "action", "marker-removal", "over"]).default("initiative"),
    sides: z.tuple([Side, Side]),
    initiative: z.unknown().nullable().default(null),
    impulses: z.unknown().nullable().default(null),
    activation: z.unknown().nullable().default(null),
    units: z.record(z.string(), Unit).default({}),
    leaders: z.record(z.string(), Leader).default({}),
    eliminated: z.array(z.string()).default([]),
    visibility: z
      .object({ range: z.number().int().positive(), elevationBonus: z.boolean(), maxRange: z.number().int().positive().nullable(), night: z.boolean(), source: Trace })
      .strict()
      .optional(),
    smoke: z.array(Hex).default([]),
    control: z.record(z.string(), z.string()).default({}),
  })
  .passthrough();
export type IaBattleJson = z.input<typeof IaBattleJson>;
