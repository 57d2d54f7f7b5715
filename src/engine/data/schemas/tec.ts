import { z } from "zod";
import { Id, SetHeader } from "./common";
import { MAX_LEVEL } from "./map";
import { cell, Provenance } from "../provenance";

/** Levels of height (at most MAX_LEVEL: the sight tables hold ground plus height in 16 bits). */
const Levels = z.number().int().nonnegative().max(MAX_LEVEL);

/** Movement point cost: a number, all of the unit's MPs, or not enterable. */
export const MoveCost = z.union([z.number().nonnegative().max(99), z.literal("all"), z.literal("prohibited")]);
export type MoveCost = z.infer<typeof MoveCost>;

/**
 * Movement point costs by movement class, for games whose costs differ by class: the class id (the ruleset's vocabulary)
 * → its cost; a class not listed pays `moveCost`.
 */
const MoveCosts = z.record(Id, cell(MoveCost));

/** How terrain treats a line of sight traced through it (IA1 8.61, IA2 7.42/7.51/7.53). */
export const LosEffect = z.enum(["clear", "blocks", "light"]);

export const CombatModifier = z
  .object({
    /** Which kind of fire the modifier applies to (ruleset vocabulary, e.g. `direct`, `bombardment`, `assault`). */
    fire: z.string().min(1),
    /** Column shift (positive favours the firer). */
    shift: z.number().int(),
    /** Whose fire it modifies when the rule names one side (IA1 12.31: town modifies the attacker only). */
    appliesTo: z.enum(["firer", "attacker", "defender"]).optional(),
    provenance: Provenance,
  })
  .strict();

export const TerrainType = z
  .object({
    name: z.string().min(1),
    /** Conceals units in the hex (IA1 8.5, IA2 7.2). */
    limiting: cell(z.boolean()),
    /** Effect on a line of sight traced through the hex. `light`: IA2 7.51 orchard/light woods — more than one hex blocks. */
    los: cell(LosEffect),
    /** Levels (20 m each) the terrain stands above its ground for LOS (IA1 8.72, IA2 7.42); `unlimited` for smoke (IA1 16.12). */
    losHeight: cell(z.union([Levels, z.literal("unlimited")])),
    /** Greatest range at which units in the hex can be spotted, or null for no concealment (IA1 8.51, 8.8; IA2 7.21); at most 255 (a byte in the sight tables). */
    concealRange: cell(z.number().int().positive().max(255).nullable()),
    /** Levels added to a spotter in this hex, for spotting only (IA2 7.44 towns). */
    spotterBonus: cell(Levels).optional(),
    moveCost: cell(MoveCost),
    moveCosts: MoveCosts.optional(),
    combat: z.array(CombatModifier).default([]),
    /** A marker placed during play that turns the hex into this terrain (IA1 16.12 smoke). */
    marker: z.boolean().default(false),
  })
  .strict();
export type TerrainType = z.infer<typeof TerrainType>;

export const HexsideFeature = z
  .object({
    name: z.string().min(1),
    /** Feature kind: a road runs across the hexside; a barrier or water lies along it. */
    kind: z.enum(["road", "water", "crossing", "barrier"]),
    los: cell(z.enum(["clear", "blocks"])),
    /** Cost to cross the hexside (added to or replacing the hex cost per the ruleset). */
    moveCost: cell(MoveCost).optional(),
    moveCosts: MoveCosts.optional(),
    combat: z.array(CombatModifier).default([]),
  })
  .strict();
export type HexsideFeature = z.infer<typeof HexsideFeature>;

/** A Terrain Effects Chart as data: one per ruleset edition. */
export const TerrainEffectsChart = z
  .object({
    ...SetHeader,
    terrain: z.record(Id, TerrainType),
    hexsides: z.record(Id, HexsideFeature),
  })
  .strict();
export type TerrainEffectsChart = z.infer<typeof TerrainEffectsChart>;
