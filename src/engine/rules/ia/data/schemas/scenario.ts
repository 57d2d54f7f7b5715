import { z } from "zod";
import { Id } from "../../../../data/schemas/common";
import { ScenarioHead, ScenarioSideHead, setupEntryHead, TurnCount } from "../../../../data/schemas/scenario";
import {
  ascendingLosses,
  boardExits,
  checkScenario,
  DugIn,
  enteringHidden,
  leaderDrawShape,
  placedEntry,
  scenarioEnd,
  scenarioPieces,
  setupState,
  SideMorale,
  sideInitiative,
  turnClock,
} from "../../../series/data/schemas/scenario";
import { iaCite } from "../../rulebook";

const Time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "times are HH:MM, 24-hour");

/** The schema's citations: a scenario is checked before its edition is known, in the 1st edition's numbers (IA1 16.5). */
const cite = iaCite("IA1");

export const SetupEntry = placedEntry({
  /** A scenario's special rule (IA1 16.5): the pieces, set up hidden, stay hidden as they enter: written down in the hex entered. */
  ...setupEntryHead(enteringHidden),
  /** Starts under a finished Dug In marker (IA1 16.2); a leader only with units of his side dug in in his hex (16.21). */
  dugIn: DugIn,
  reduced: setupState.reduced,
  dismounted: z.boolean().default(false),
  limbered: setupState.limbered,
  /** Units start in good order unless the scenario says otherwise (IA1 Good Order). */
  status: setupState.status,
});

/** Leaders of a type and rank drawn at random and flipped like a coin (IA1 6.2). */
export const LeaderDraw = placedEntry(
  leaderDrawShape({ type: z.enum(["infantry", "cavalry"]), subtype: Id.optional() }, z.union([z.number().int().nonnegative(), z.string().min(1)]), enteringHidden),
);

export const ScenarioSide = z
  .object({
    ...ScenarioSideHead,
    /** Starting initiative (IA1 3.0 A) and the cumulative step losses at which it falls by one each, ascending. */
    ...sideInitiative,
    /** Morale of all the side's units, full/reduced strength (IA1 14.0). */
    morale: SideMorale,
    /**
     * IA1 16.42: the board-edge hexes the scenario lets the side's undemoralized units exit by; `abortOnly`: hexes of an
     * edge only its artillery and mortars with Abort missions may exit by (9.14). Absent: no unit of the side exits.
     */
    exits: boardExits({ abortOnly: z.literal(true).optional() }),
    artillery: z
      .object({
        /** Turns of Planned Fire per unit or factor (IA1 11.1). */
        ammunition: z.number().int().nonnegative().optional(),
        /** Ammunition Depletion number for Open Sights fire (IA1 11.2). */
        depletion: z.number().int().optional(),
        /** Off-board factors, "5 x 6, 2 x 14" as [{count 5, strength 6}, {count 2, strength 14}] (IA1 9.2). */
        offBoard: z.array(z.object({ count: z.number().int().positive(), strength: z.number().int().positive() }).strict()).default([]),
        /** Smoke allowed (IA1 16.14). */
        smoke: z.boolean().default(false),
      })
      .strict()
      .optional(),
  })
  .strict()
  .refine(ascendingLosses.check, ascendingLosses.issue);

/** An Infantry Attacks scenario (IA1 Scenarios, 3.0): the series' parts with IA's sides, leader draws, set-up and IA2 7.11's clock. */
export const Scenario = z
  .object({
    ...ScenarioHead,
    sides: z.array(ScenarioSide).min(2),
    turns: z
      .object({
        count: TurnCount,
        /** Minutes per turn (IA1 2.4: fifteen). */
        minutes: turnClock.minutes,
        /** Time of day of turn 1, and of dawn and dusk, for IA2 7.11. */
        start: Time.optional(),
        dawn: Time.optional(),
        dusk: Time.optional(),
        /** Light turn by turn: an id from the ruleset's visibility list (IA2 7.11) and/or a spotting range (IA1 Night Turn). */
        conditions: turnClock.conditions,
      })
      .strict(),
    /** Markers placed before play: `entrenchment` (IA1 16.3: the units set up in its hex start under it), `smoke` (16.1). */
    ...scenarioPieces(SetupEntry, LeaderDraw),
    /** Optional rules on or off (IA1 17.0), and the victory conditions the engine counts (IA1 3.0). */
    ...scenarioEnd,
  })
  .strict()
  .superRefine((s, ctx) => checkScenario(s, ctx, cite));
export type Scenario = z.infer<typeof Scenario>;
export type ScenarioInput = z.input<typeof Scenario>;
