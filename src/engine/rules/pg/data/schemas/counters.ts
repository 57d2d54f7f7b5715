import { z } from "zod";
import { cell } from "../../../../data/provenance";
import { Id } from "../../../../data/schemas/common";
import { CounterSetHead } from "../../../../data/schemas/counters";
import { classIssues } from "../../units/classify";
import { PG_MOVEMENT_CLASSES, PG_TRANSPORT_KINDS, PG_UNIT_KINDS, unitClassOf } from "../../units/unit-class";

/** A printed "strength-range" pair (PG 1.2 Fire Values, 7.3); AT strengths below 0 exist (11.2 "AT fire values of 0 or more"). */
const FireValue = z
  .object({
    strength: cell(z.number().int()),
    range: cell(z.number().int().nonnegative()),
  })
  .strict();

/** The values printed on one side of a unit. */
const UnitFace = z
  .object({
    /** Black (PG 7.3). */
    directFire: FireValue.optional(),
    /** White (PG 7.3). */
    bombardmentFire: FireValue.optional(),
    /** Red on yellow (PG 7.3). */
    antiTankFire: FireValue.optional(),
    /** MPs, or `T`: moves only when towed (PG 1.2 Movement Allowance, 5.1). */
    movement: cell(z.union([z.number().int().nonnegative(), z.literal("T")])),
  })
  .strict();

/** The unit types of the Playing Pieces chart (PG 1.2). */
export const UnitKind = z.enum(PG_UNIT_KINDS);

/** PG 5.1. */
export const MovementClass = z.enum(PG_MOVEMENT_CLASSES);

/** An unarmed transport's kind (PG 7.61 wagon, truck or sledge; 11.0: of them only trucks take AT fire). */
export const TransportKind = z.enum(PG_TRANSPORT_KINDS);

const UnitType = z
  .object({
    name: z.string().min(1),
    /** Abbreviation printed on the piece (INF, HMG, ENG …). */
    code: z.string().min(1),
    nationality: Id,
    kind: UnitKind,
    transport: TransportKind.optional(),
    /** The armor value; null: not an AFV, and 0 is one (PG 1.2 AFV). */
    armor: cell(z.number().int().nonnegative().nullable()),
    /** Open-top AFV (PG 1.2, defined by the scenario book); every APC is one (4.3). */
    openTop: cell(z.boolean()),
    /** Armored personnel carrier (PG 1.2, 4.3). */
    apc: cell(z.boolean()),
    /** Armored car: an AFV that moves motorized (PG 5.1) and has its own leader (6.85). */
    armoredCar: cell(z.boolean()),
    movementClass: cell(MovementClass),
    /** PG 1.2 Steps: most units have two. */
    steps: cell(z.number().int().min(1).max(2)),
    faces: z.object({ full: UnitFace, reduced: UnitFace.optional(), limbered: UnitFace.optional() }).strict(),
    /**
     * Full and reduced morale. PG 14.0 gives it in the scenario instructions, not on the piece: a counter set carries it
     * only where it stands in for a scenario (a demonstration set, a test).
     */
    morale: z.object({ full: cell(z.number().int()), reduced: cell(z.number().int()) }).strict().optional(),
  })
  .strict();
export type PgUnitType = z.infer<typeof UnitType>;

/** Ranks from lowest to highest (PG 1.2 Rank); games with other designations name them in their scenario rules. */
export const RANKS = ["CPL", "SGT", "LT", "CPT", "MAJ", "LTC", "COL"] as const;

const LeaderSide = z
  .object({
    name: z.string().min(1),
    rank: cell(z.union([z.enum(RANKS), z.string().min(1)])),
    /** The big number in the centre (PG 1.1, 14.0). */
    morale: cell(z.number().int()),
    /** Bottom left: added to one unit's direct fire; 1 or 2 combines that many adjacent hexes (PG 6.41, 6.42). */
    combat: cell(z.number().int().nonnegative()),
    /** Bottom right: added to the morale of units checking or recovering with him (PG 6.51, 6.52). */
    moraleModifier: cell(z.number().int().nonnegative()),
  })
  .strict();

const AircraftSide = z
  .object({
    name: z.string().min(1),
    /** Every aircraft has one unless its piece or the scenario says otherwise (PG 15.1); it attacks any hex (15.11). */
    directFire: cell(z.number().int().nonnegative()).optional(),
    bombardmentFire: cell(z.number().int().nonnegative()).optional(),
  })
  .strict();

/** A piece with a different leader or air unit on each side (PG 1.2 Leaders, 15.1). */
const twoSided = <S extends z.ZodType>(side: S) => z.object({ nationality: Id, front: side, back: side }).strict();

/** The pieces of a Panzer Grenadier game: unit types, two-sided leader pieces and aircraft. */
export const PgCounterSet = z
  .object({
    ...CounterSetHead,
    units: z.record(Id, UnitType).default({}),
    leaders: z.record(Id, twoSided(LeaderSide)).default({}),
    aircraft: z.record(Id, twoSided(AircraftSide)).default({}),
  })
  .strict()
  .superRefine((s, ctx) => {
    const fail = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
    const groups: Record<string, Record<string, { nationality: string }>> = { units: s.units, leaders: s.leaders, aircraft: s.aircraft };
    for (const [group, pieces] of Object.entries(groups))
      for (const [id, p] of Object.entries(pieces)) if (!Object.hasOwn(s.nationalities, p.nationality)) fail([group, id, "nationality"], `unknown nationality "${p.nationality}"`);
    // PG 1.2, 4.3, 5.1, 7.6: the checks a battle's units get too, on the counter's plain values (a missing reduced side is its `faces`').
    for (const [id, u] of Object.entries(s.units))
      for (const [field, message] of classIssues(unitClassOf(u, false), u.steps.value)) fail(["units", id, field === "reduced" ? "faces" : field], message);
  });
export type PgCounterSet = z.infer<typeof PgCounterSet>;
