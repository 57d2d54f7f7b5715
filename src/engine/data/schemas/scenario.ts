import { z } from "zod";
import { Provenance } from "../provenance";
import { checkUniqueIds, Id, TableHeader } from "./common";
import { MapData } from "./map";

const Index = z.number().int().nonnegative();

/** A hex: a printed board label (`45/1209`: board 45, column 12, row 09) or map [column, row]. */
export const Position = z.union([
  z.string().regex(/^([A-Za-z0-9]+\/)?\d{4,}$/, 'board labels look like "45/1209" or "1209"'),
  z.tuple([Index, Index]),
]);

const Time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "times are HH:MM, 24-hour");

/** Where a counter starts: one hex, any hex of a zone (owner's choice), or entering during play (IA1 16.41). */
const Placement = {
  at: Position.optional(),
  zone: z.array(Position).min(1).optional(),
  enters: z
    .object({
      turn: z.number().int().positive(),
      hexes: z.array(Position).min(1),
      /** A scenario's special rule (IA1 16.5): the pieces, set up hidden, stay hidden as they enter: written down in the hex entered. */
      hidden: z.literal(true).optional(),
    })
    .strict()
    .optional(),
};
const onePlacement = (p: { at?: unknown; zone?: unknown; enters?: unknown }) =>
  [p.at, p.zone, p.enters].filter((x) => x !== undefined).length === 1;
const placementIssue = { message: "give exactly one of at, zone or enters", path: ["at"] };

export const SetupEntry = z
  .object({
    side: Id,
    /** Unit type id, or a leader id when the scenario names the leader, from the game's counter set. */
    counter: Id,
    count: z.number().int().positive().default(1),
    ...Placement,
    /** Location written down, not placed (IA1 16.5). */
    hidden: z.boolean().default(false),
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
    ...Placement,
    hidden: z.boolean().default(false),
  })
  .strict()
  .refine(onePlacement, placementIssue);

export const ScenarioSide = z
  .object({
    id: Id,
    name: z.string().min(1),
    nationalities: z.array(Id).min(1),
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
    ...TableHeader,
    provenance: Provenance,
    /** A map id, or the map itself. */
    map: z.union([z.string().min(1), MapData]),
    sides: z.array(ScenarioSide).min(2),
    turns: z
      .object({
        count: z.number().int().positive(),
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
    specialRules: z.array(z.string().min(1)).default([]),
    /** Optional rules the scenario turns on (true) or off (false), by the ruleset's ids; the others are the players' choice (IA1 17.0). */
    optionalRules: z.record(Id, z.boolean()).optional(),
    victory: z.string().min(1),
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
        if (!sides.has(e.side)) fail([key, i, "side"], `unknown side "${e.side}"`);
        if (e.enters && e.enters.turn > s.turns.count)
          fail([key, i, "enters", "turn"], `turn ${e.enters.turn} is after the last turn (${s.turns.count})`);
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
