import { z } from "zod";
import { Id } from "../../../../data/schemas/common";
import { Position, ScenarioHead, ScenarioSideHead, setupEntryHead, TurnCount } from "../../../../data/schemas/scenario";
import { ascendingLosses, boardExits, checkScenario, enteringHidden, leaderDrawShape, placedEntry, scenarioEnd, scenarioPieces, setupState, SideMorale, sideInitiative, turnClock } from "../../../series/data/schemas/scenario";
import { pgCite } from "../../rulebook";
import { PG_NAMED_NATIONALITIES } from "../../units/nationality";

/**
 * A Panzer Grenadier scenario (PG 2.3: the units of both sides, where they set up, the boards, the victory conditions and
 * the special rules), built from the series' scenario parts (series/data/schemas/scenario.ts) and PG's own: the year,
 * tank leaders, crossing numbers, minefields, the scenario book's designations.
 */

/** A set-up entry: a unit type of the counter set, or a leader piece with the side of it that plays. */
export const PgSetupEntry = placedEntry({
  /** Hidden (PG 16.6): written down, not placed; `enters.hidden`: stays hidden as it enters (a special rule). */
  ...setupEntryHead(enteringHidden),
  /** A leader piece's side that plays (PG 1.2 Leaders: "each side represents a different leader"); never for a unit. */
  face: z.enum(["front", "back"]).optional(),
  /** One step down (7.6), limbered (5.62), and the morale state the units start in. */
  ...setupState,
  /** Soviet Guards units (PG 6.8, 11.2), as the scenario designates them. */
  guards: z.boolean().default(false),
  /** The units' own morale where the scenario gives it apart from their side's (PG 14.0). */
  morale: SideMorale.optional(),
});

/** PG 6.1: leaders of a rank drawn at random from the side's pieces and flipped like a coin. */
export const PgLeaderDraw = placedEntry(leaderDrawShape({}, z.string().min(1), enteringHidden));

const MINE_STRENGTH = "a minefield is 1, 2 or 3 points, or a dummy (PG 16.7)";

/**
 * PG 16.7: "randomly draws out the number of minefields the scenario allots him" from the minefield pieces in a cup (the
 * game's pieces, or those the scenario gives), looks at them and places them face-down where the scenario allows.
 */
export const MinefieldAllotment = z
  .object({
    /** How many the side draws. */
    draw: z.number().int().positive(),
    /** The pieces in the cup: how many of each strength. */
    cup: z.array(z.object({ strength: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal("dummy")], MINE_STRENGTH), count: z.number().int().positive() }).strict()).min(1),
    /** The hexes they may be placed in; absent: where the special rules say. */
    zone: z.array(Position).min(1).optional(),
  })
  .strict();

/** PG 9.2, 9.3: `count` off-board factors of `strength` ("3 x 20"), of an army of the counter set (9.52: +1 for German, British or American fire). */
export const OffboardArtillery = z.object({ strength: z.number().int().positive(), count: z.number().int().positive().default(1), nationality: Id }).strict();

/** PG 15.1: the side's aircraft pieces (the counter set's), of which it draws `count` on each of `turns` (absent: every turn). */
export const AirSupport = z.object({ pieces: z.array(Id).min(1), count: z.number().int().positive(), turns: z.array(z.number().int().positive()).min(1).optional() }).strict();

const CROSSING = "a crossing number is compared with two dice (PG 5.73): 0 to 12";
const Crossing = z.number().int(CROSSING).min(0, CROSSING).max(12, CROSSING);

export const PgScenarioSide = z
  .object({
    ...ScenarioSideHead,
    /** Starting initiative (PG 3.0 A) and the cumulative step losses at which it falls by one each, ascending. */
    ...sideInitiative,
    /** Or: initiative falls by one for every this many step losses (PG 3.0 A). */
    stepsPerInitiative: z.number().int().positive().optional(),
    /** The side's units' morale, full/reduced strength (PG 14.0). */
    morale: SideMorale,
    /** PG 6.8: the tank leaders the side assigns in secret to AFVs that have none by rule. */
    tankLeaders: z.number().int().nonnegative().default(0),
    /** PG 5.73: the Crossing Numbers for a major river, by the crossing unit's type. */
    crossingNumbers: z.object({ foot: Crossing, motorized: Crossing, mechanized: Crossing }).partial().strict().optional(),
    minefields: MinefieldAllotment.optional(),
    /** PG 16.52: the board-edge hexes the side's units may exit by; absent: none exits. */
    exits: boardExits({}),
    /** PG 9.2: the side's off-board artillery factors. */
    offboard: z.array(OffboardArtillery).min(1).optional(),
    /** PG 15.1: the side's aircraft pieces and how many it draws. */
    aircraft: AirSupport.optional(),
  })
  .strict()
  .refine(ascendingLosses.check, ascendingLosses.issue)
  .refine((s) => s.stepsPerInitiative === undefined || s.initiativeLosses.length === 0, {
    message: "give stepsPerInitiative or initiativeLosses, not both (PG 3.0 A)",
    path: ["stepsPerInitiative"],
  });

/** The scenario book's designations of a unit type (PG 1.2: APCs and open-top AFVs; 6.85, 5.1: armored cars), over the counter's. */
export const Designation = z.object({ openTop: z.boolean().optional(), apc: z.boolean().optional(), armoredCar: z.boolean().optional() }).strict();

export const PgScenario = z
  .object({
    ...ScenarioHead,
    /** The year the scenario takes place in (PG 6.8, 11.2). */
    year: z.number().int().positive(),
    /** How the rules name the counter set's nationalities (PG 6.8, 11.2: "ss" → german); absent: by their own ids. */
    nationalities: z.record(Id, z.enum(PG_NAMED_NATIONALITIES)).optional(),
    sides: z.array(PgScenarioSide).min(2),
    /** How many turns (PG 3.0), fifteen minutes each (2.4), and the light of runs of them (8.1; 1.2 Night Turn). */
    turns: z.object({ count: TurnCount, ...turnClock }).strict(),
    /** By unit type id of the counter set. */
    designations: z.record(Id, Designation).default({}),
    ...scenarioPieces(PgSetupEntry, PgLeaderDraw),
    /** PG 15.21: the railroad track hexes armored trains may enter. */
    rails: z.array(Position).optional(),
    /** Optional rules on or off (PG 17.0), and the victory conditions the engine counts (3.0). */
    ...scenarioEnd,
    /** The battle's settings where the rules leave a choice (docs/rulings.md: A29 `hillBlocksLos`). */
    rulings: z.object({ hillBlocksLos: z.boolean().optional() }).strict().optional(),
    /** PG 16.1: "In some scenarios players may fire smoke": this one lets them. */
    smoke: z.boolean().optional(),
  })
  .strict()
  .superRefine((s, ctx) => checkScenario(s, ctx, pgCite));
export type PgScenario = z.infer<typeof PgScenario>;
export type PgScenarioInput = z.input<typeof PgScenario>;
