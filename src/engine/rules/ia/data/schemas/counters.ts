import { z } from "zod";
import { cell } from "../../../../data/provenance";
import { Id } from "../../../../data/schemas/common";
import { CounterSetHead } from "../../../../data/schemas/counters";

/** Movement allowance: MPs, or `T` — moves only when towed by a transport (IA1 5.61). */
export const MovementAllowance = z.union([z.number().int().nonnegative(), z.literal("T")]);

/** Fire value printed as "strength-range" (IA1 7.3); off-board artillery range is unlimited. */
export const FireValue = z
  .object({
    strength: cell(z.number().int().nonnegative()),
    range: cell(z.union([z.number().int().nonnegative(), z.literal("unlimited")])),
  })
  .strict();

/** The values printed on one side of a counter. */
export const CounterFace = z
  .object({
    /** IA1: black values (7.3); IA2 has a single kind of fire value, entered here. */
    directFire: FireValue.optional(),
    /** IA1: white values, artillery and mortars (7.3). */
    bombardmentFire: FireValue.optional(),
    movement: cell(MovementAllowance),
    /** Only for games that print morale on units; IA gives unit morale per side in the scenario (IA1 14.0). */
    morale: cell(z.number().int()).optional(),
  })
  .strict();

export const UnitCategory = z.enum(["infantry", "cavalry", "machine-gun", "artillery", "mortar", "transport"]);

export const UnitType = z
  .object({
    name: z.string().min(1),
    /** Type abbreviation printed on the counter (INF, CAV, COSS, MG …). */
    code: z.string().min(1),
    nationality: Id,
    /**
     * IA1 definitions: personnel = infantry, cavalry, machine-gun; companies = personnel other than MGs;
     * combat units = all but transports. IA2: weapon units = machine-gun and artillery (field guns).
     */
    category: UnitCategory,
    size: z.enum(["section", "detachment", "platoon", "company", "battery", "battalion"]),
    /** Leader subtype that alone may lead it (IA1 6.1: COSS and PLAS follow Cossack leaders). */
    subtype: Id.optional(),
    /** Leader type that leads it, when not the one its category implies (IA2 6.11 horse artillery). */
    ledBy: z.enum(["infantry", "cavalry"]).optional(),
    /** IA2 7.3: the game's special rules give these (cavalry) units special spotting powers. */
    specialSpotting: z.boolean().optional(),
    steps: cell(z.number().int().min(1).max(4)),
    faces: z
      .object({
        full: CounterFace,
        /** Reduced-strength side of a two-step unit (IA1 7.6). */
        reduced: CounterFace.optional(),
        /** Limbered side of an MG, mortar or gun (IA1 5.61). */
        limbered: CounterFace.optional(),
        /** The second cavalry piece (IA1 15.1), full and reduced. */
        dismounted: CounterFace.optional(),
        dismountedReduced: CounterFace.optional(),
      })
      .strict(),
  })
  .strict();
export type UnitType = z.infer<typeof UnitType>;

export const LeaderType = z.enum(["infantry", "cavalry"]);

export const Leader = z
  .object({
    name: z.string().min(1),
    nationality: Id,
    type: LeaderType,
    /** Special leaders lead only units of their subtype (IA1 6.1 Cossacks; IA2 6.12 Cossacks, Pioneers). */
    subtype: Id.optional(),
    /** Stars (IA2 3.2: more stars are more senior) or a title from the counter set's rank list (IA1 Rank). */
    rank: z.union([z.number().int().nonnegative(), z.string().min(1)]),
    /** The big number in the centre (IA1 14.0). */
    morale: cell(z.number().int()),
    /** Added to one unit's fire value; 1 or 2 also combines fire across hexes (IA1 6.51, 6.52). */
    combat: cell(z.number().int().nonnegative()),
    /** Added to the morale of units and junior leaders (IA1 6.61). */
    moraleBonus: cell(z.number().int().nonnegative()),
    /** Two leaders share a piece, one per side; the face-up one is used (IA1 6.2). */
    piece: z.string().min(1).optional(),
  })
  .strict();
export type Leader = z.infer<typeof Leader>;

/** Rank titles of one nationality (and leader type), most junior first (IA1 Rank; IA2 3.2 August 1914). */
export const RankTitles = z
  .object({ nationality: Id, type: LeaderType.optional(), titles: z.array(z.string().min(1)).min(1) })
  .strict();

/** The counters of Infantry Attacks: unit types, leaders and the rank lists that order them. */
export const CounterSet = z
  .object({
    ...CounterSetHead,
    ranks: z.array(RankTitles).default([]),
    units: z.record(Id, UnitType).default({}),
    leaders: z.record(Id, Leader).default({}),
  })
  .strict()
  .superRefine((s, ctx) => {
    const fail = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
    const nation = (id: string, path: (string | number)[]) => {
      if (!(id in s.nationalities)) fail(path, `unknown nationality "${id}"`);
    };
    for (const [id, u] of Object.entries(s.units)) {
      nation(u.nationality, ["units", id, "nationality"]);
      if (u.steps.value > 1 && !u.faces.reduced) fail(["units", id, "faces"], `a ${u.steps.value}-step unit needs a reduced face`);
    }
    const pieces = new Map<string, number>();
    for (const [id, l] of Object.entries(s.leaders)) {
      nation(l.nationality, ["leaders", id, "nationality"]);
      if (typeof l.rank === "string" && !rankTitles(s.ranks, l.nationality, l.type).includes(l.rank))
        fail(["leaders", id, "rank"], `rank "${l.rank}" is not in the ${l.nationality} ${l.type} rank list`);
      if (l.piece) {
        const n = (pieces.get(l.piece) ?? 0) + 1;
        pieces.set(l.piece, n);
        if (n > 2) fail(["leaders", id, "piece"], `piece "${l.piece}" already has two leaders`);
      }
    }
  });
export type CounterSet = z.infer<typeof CounterSet>;

/** Titles for a nationality and leader type, most junior first: a list for that type, else the nationality's. */
export function rankTitles(ranks: readonly z.infer<typeof RankTitles>[], nationality: string, type: z.infer<typeof LeaderType>): string[] {
  const mine = ranks.filter((r) => r.nationality === nationality);
  return (mine.find((r) => r.type === type) ?? mine.find((r) => r.type === undefined))?.titles ?? [];
}
