import { z } from "zod";
import { checkUniqueIds, Id } from "../../../../data/schemas/common";
import {
  checkEntry,
  onePlacement,
  placement,
  placementIssue,
  Position,
  ScenarioHead,
  ScenarioRules,
  ScenarioSideHead,
  setupEntryHead,
  TurnCount,
} from "../../../../data/schemas/scenario";

const Time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "times are HH:MM, 24-hour");

/** What an entry during play adds in Infantry Attacks. */
const entering = {
  /** A scenario's special rule (IA1 16.5): the pieces, set up hidden, stay hidden as they enter: written down in the hex entered. */
  hidden: z.literal(true).optional(),
};

export const SetupEntry = z
  .object({
    ...setupEntryHead(entering),
    /** Starts under a finished Dug In marker (IA1 16.2); a leader only with units of his side dug in in his hex (16.21). */
    dugIn: z.boolean().default(false),
    reduced: z.boolean().default(false),
    dismounted: z.boolean().default(false),
    limbered: z.boolean().default(false),
    /** Units start in good order unless the scenario says otherwise (IA1 Good Order). */
    status: z.enum(["good-order", "disrupted", "demoralized"]).default("good-order"),
  })
  .strict()
  .refine(onePlacement, placementIssue);

/** Leaders of a type and rank drawn at random and flipped like a coin (IA1 6.2). */
export const LeaderDraw = z
  .object({
    side: Id,
    type: z.enum(["infantry", "cavalry"]),
    subtype: Id.optional(),
    rank: z.union([z.number().int().nonnegative(), z.string().min(1)]),
    count: z.number().int().positive().default(1),
    ...placement(entering),
    hidden: z.boolean().default(false),
  })
  .strict()
  .refine(onePlacement, placementIssue);

export const ScenarioSide = z
  .object({
    ...ScenarioSideHead,
    /** Starting initiative (IA1 3.0 A); never below zero. */
    initiative: z.number().int().nonnegative(),
    /** Cumulative step losses at which initiative falls by one each (IA1 3.0 A), ascending. */
    initiativeLosses: z.array(z.number().int().positive()).default([]),
    /** Morale of all the side's units, full/reduced strength (IA1 14.0). */
    morale: z.object({ full: z.number().int(), reduced: z.number().int() }).strict(),
    /**
     * IA1 16.42: the board-edge hexes the scenario lets the side's undemoralized units exit by; `abortOnly`: hexes of an
     * edge only its artillery and mortars with Abort missions may exit by (9.14). Absent: no unit of the side exits.
     */
    exits: z.array(z.object({ hexes: z.array(Position).min(1), abortOnly: z.literal(true).optional() }).strict()).optional(),
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
  .refine((s) => s.initiativeLosses.every((n, i, a) => i === 0 || n > a[i - 1]!), {
    message: "initiative loss thresholds must be strictly ascending",
    path: ["initiativeLosses"],
  });

/**
 * A way a side scores victory points (IA1 Definitions, Victory Conditions; 3.0: counted at the end of the last turn):
 * per step the enemy lost, per enemy unit or leader eliminated (IA1 4.4 yes, 11.2 EAD, 16.42 exits and 17.1
 * consolidation no), per hex of `hexes` it controls, or per unit of its own that exited the board (16.42; by one of
 * `hexes` when given).
 */
export const VictoryPoints = z.discriminatedUnion("for", [
  z.object({ side: Id, for: z.enum(["steps", "units", "leaders"]), points: z.number().int().nonnegative() }).strict(),
  z.object({ side: Id, for: z.literal("hexes"), hexes: z.array(Position).min(1), points: z.number().int().nonnegative() }).strict(),
  z.object({ side: Id, for: z.literal("exits"), hexes: z.array(Position).min(1).optional(), points: z.number().int().nonnegative() }).strict(),
]);

/** Who wins: the side with more points (equal: a draw), or `side` when it reaches `points` / controls all `hexes`, else the other side. */
export const VictoryWinner = z.discriminatedUnion("by", [
  z.object({ by: z.literal("more-points") }).strict(),
  z.object({ by: z.literal("points"), side: Id, points: z.number().int().nonnegative() }).strict(),
  z.object({ by: z.literal("hexes"), side: Id, hexes: z.array(Position).min(1) }).strict(),
]);

/** The scenario's victory conditions as data (`victory` stays the printed text). */
export const VictoryConditions = z.object({ points: z.array(VictoryPoints).default([]), winner: VictoryWinner }).strict();

/** Light on a run of turns: an id from the ruleset's visibility list (IA2 7.11) and/or a spotting range. */
export const TurnConditions = z
  .object({
    from: z.number().int().positive(),
    to: z.number().int().positive(),
    light: Id,
    /** Spotting range for these turns when the scenario sets it (IA1 Night Turn: 1 or 2 hexes). */
    spottingRange: z.number().int().positive().optional(),
    note: z.string().optional(),
  })
  .strict();

export const Scenario = z
  .object({
    ...ScenarioHead,
    sides: z.array(ScenarioSide).min(2),
    turns: z
      .object({
        count: TurnCount,
        /** Minutes per turn (IA1 2.4: fifteen). */
        minutes: z.number().int().positive().default(15),
        /** Time of day of turn 1, and of dawn and dusk, for IA2 7.11. */
        start: Time.optional(),
        dawn: Time.optional(),
        dusk: Time.optional(),
        conditions: z.array(TurnConditions).default([]),
      })
      .strict(),
    setup: z.array(SetupEntry).default([]),
    leaders: z.array(LeaderDraw).default([]),
    /** Markers placed before play: `entrenchment` (IA1 16.3: the units set up in its hex start under it), `smoke` (16.1). */
    markers: z.array(z.object({ kind: Id, at: Position }).strict()).default([]),
    ...ScenarioRules,
    /** The victory conditions the engine counts (IA1 3.0); absent: only the text, no tally of points. */
    victoryConditions: VictoryConditions.optional(),
  })
  .strict()
  .superRefine((s, ctx) => {
    const fail = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
    checkUniqueIds(s.sides, "sides", ctx);
    const sides = new Set(s.sides.map((x) => x.id));
    for (const key of ["setup", "leaders"] as const)
      s[key].forEach((e, i) => {
        checkEntry(e, [key, i], sides, s.turns.count, ctx);
        if (e.enters?.hidden && !e.hidden) fail([key, i, "enters", "hidden"], "pieces that enter hidden are set up hidden (IA1 16.5): give hidden: true");
      });
    const vc = s.victoryConditions;
    vc?.points.forEach((p, i) => sides.has(p.side) || fail(["victoryConditions", "points", i, "side"], `unknown side "${p.side}"`));
    if (vc && "side" in vc.winner && !sides.has(vc.winner.side)) fail(["victoryConditions", "winner", "side"], `unknown side "${vc.winner.side}"`);
    const covered = new Set<number>();
    s.turns.conditions.forEach((c, i) => {
      if (c.from > c.to || c.to > s.turns.count)
        return fail(["turns", "conditions", i], `turns ${c.from}–${c.to} are not within 1–${s.turns.count}`);
      for (let t = c.from; t <= c.to; t++) {
        if (covered.has(t)) fail(["turns", "conditions", i], `turn ${t} already has conditions`);
        covered.add(t);
      }
    });
  });
export type Scenario = z.infer<typeof Scenario>;
export type ScenarioInput = z.input<typeof Scenario>;
