import { z } from "zod";
import { Hex } from "../../../map/hex-codec";

/** RP 3.11: unit types (engineer: the AA orders of battle list engineer companies; plan ruling R31). */
export const RP_UNIT_TYPES = ["armored-car", "artillery", "cavalry", "engineer", "flamethrower", "infantry", "machine-gun", "mortar", "tank"] as const;
export const RpUnitType = z.enum(RP_UNIT_TYPES);
export type RpUnitType = z.output<typeof RpUnitType>;

/** RP 6.677: an underlined melee value is one less against an AFV, a boxed one one more. */
export const MeleeMark = z.enum(["none", "underline", "box"]);

/** The values printed on one side of a counter (RP 3.11 "firepower, range, melee, cohesion, and movement"; RP 6.54 anti-tank). */
export const RpFace = z
  .object({
    firepower: z.number().int().min(-9).max(9),
    range: z.number().int().min(0).max(99),
    melee: z.number().int().min(-9).max(9),
    meleeMark: MeleeMark.default("none"),
    cohesion: z.number().int().min(0).max(20),
    movement: z.number().int().min(0).max(99),
    /** RP 6.54: units without it cannot fire anti-tank (RP 6.676: they still melee AFVs). */
    antiTank: z.number().int().min(-9).max(9).optional(),
  })
  .strict();
export type RpFace = z.output<typeof RpFace>;

/** RP 3.2: the side facing up. */
export const Deployment = z.enum(["formed", "dispersed"]);
export type Deployment = z.output<typeof Deployment>;

/** Where a unit is: on the map, waiting to enter (RP 10.2, 11.11), or gone. */
export const UnitStatus = z.enum(["on-map", "waiting", "destroyed", "captured", "exited"]);

/** RP 8.31, 8.32: IN a blockhouse or trench of its hex (not IN: on top of a trench counter). */
export const InFieldwork = z.enum(["trench", "blockhouse"]);

/** A reinforcement's arrival (RP 10.2–10.22): entering along an edge or entry hexes, or placed in hexes, on or after a turn. */
export const Arrival = z
  .object({
    turn: z.number().int().min(1),
    how: z.enum(["enter", "place"]),
    /** The hexes it may enter by (an edge's hexes) or be placed in. */
    hexes: z.array(Hex).min(1),
  })
  .strict();

export const RpUnitJson = z
  .object({
    side: z.string().min(1),
    name: z.string().min(1),
    nationality: z.string().min(1),
    /** RP 3.12: a unit of two types (horse artillery) lists both. */
    types: z.array(RpUnitType).min(1).max(2),
    /** RP 8.321: trenches give only −2 against mortar or howitzer fire. */
    howitzer: z.boolean().default(false),
    faces: z.object({ formed: RpFace, dispersed: RpFace }).strict(),
    face: Deployment,
    spent: z.boolean().default(false),
    status: UnitStatus.default("on-map"),
    hex: Hex.nullable(),
    in: InFieldwork.nullable().default(null),
    /** RP 6.61: movement points spent this turn (a running tally). */
    mpSpent: z.number().int().min(0).default(0),
    /** RP 6.663: a lost check made this turn. */
    lostChecked: z.boolean().default(false),
    /** RP 6.4: dug this turn (a shovel on it until the administration phase). */
    dug: z.boolean().default(false),
    /** AA 14.0: a Saint-Chamond tank takes a bog check entering a crater hex as well as a trench hex. */
    bogsInCraters: z.boolean().default(false),
    /** AA 14.0: Eingreif companies may always use infiltration tactics (blobs, RP 3.6). */
    infiltration: z.boolean().default(false),
    arrives: Arrival.optional(),
    /** RP 10.3: the map-edge hex an exited unit left the map from (victory may count exits across an edge). */
    exitedFrom: Hex.optional(),
  })
  .strict();
export type RpUnit = z.output<typeof RpUnitJson>;
export type RpUnitInput = z.input<typeof RpUnitJson>;
