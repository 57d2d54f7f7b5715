import { z } from "zod";
import { checkUniqueIds, Id } from "../../../../data/schemas/common";
import { checkEntry, onePlacement, placement, placementIssue, Position, ScenarioRules } from "../../../../data/schemas/scenario";
import type { Cite } from "../../rulebook";

/**
 * The parts of a scenario's JSON both games of the series write alike (PG 2.3, IA1 Scenarios), as zod shapes and field
 * groups each game's scenario schema composes with its own fields, in its own property order.
 */

/** What an entry during play may add in both games: the pieces, set up hidden, stay hidden as they enter (a scenario's special rule, 16.6). */
export const enteringHidden = { hidden: z.literal(true).optional() };

/** A side's starting initiative, never below zero, and the cumulative step losses at which it falls by one each, ascending (3.0 A). */
export const sideInitiative = {
  initiative: z.number().int().nonnegative(),
  initiativeLosses: z.array(z.number().int().positive()).default([]),
};

/** The refinement of a side with `sideInitiative`: its thresholds strictly ascending. */
export const ascendingLosses = {
  check: (s: { readonly initiativeLosses: readonly number[] }) => s.initiativeLosses.every((n, i, a) => i === 0 || n > a[i - 1]!),
  issue: { message: "initiative loss thresholds must be strictly ascending", path: ["initiativeLosses"] },
};

/** Full-strength and reduced-strength morale (14.0: "the number before the slash … after the slash"). */
export const SideMorale = z.object({ full: z.number().int(), reduced: z.number().int() }).strict();

/** The board-edge hexes the scenario lets a side's units exit by (16.52), each group with what the game adds (`own`); absent: none exits. */
export const boardExits = <T extends z.ZodRawShape>(own: T) => z.array(z.object({ hexes: z.array(Position).min(1), ...own }).strict()).optional();

/**
 * A way a side scores victory points (3.0: counted at the end of the last turn): per step the enemy lost, per enemy
 * unit or leader eliminated, per hex of `hexes` it controls, or per unit of its own that exited the board (16.52; by one
 * of `hexes` when given).
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

/** Light on a run of turns: an id (`day`, `night`, or a game's own) and/or a spotting range. */
export const TurnConditions = z
  .object({
    from: z.number().int().positive(),
    to: z.number().int().positive(),
    light: Id,
    /** Spotting range for these turns when the scenario sets it (8.1: night, weather). */
    spottingRange: z.number().int().positive().optional(),
    note: z.string().optional(),
  })
  .strict();

/** How long a turn is, and the light of runs of turns (2.4: fifteen minutes). */
export const turnClock = {
  minutes: z.number().int().positive().default(15),
  conditions: z.array(TurnConditions).default([]),
};

/** What a set-up entry may say of its units' state at the start: one step down (7.6), limbered (5.62), a morale state. */
export const setupState = {
  reduced: z.boolean().default(false),
  limbered: z.boolean().default(false),
  /** Units start in good order unless the scenario says otherwise. */
  status: z.enum(["good-order", "disrupted", "demoralized"]).default("good-order"),
};

/** An entry that places pieces, as a scenario writes it (`shape`: its fields): exactly one of at, zone or enters. */
export const placedEntry = <T extends z.ZodRawShape>(shape: T) => z.object(shape).strict().refine(onePlacement, placementIssue);

/** Starts under a finished Dug In marker (16.2). */
export const DugIn = z.boolean().default(false);

/**
 * Leaders of a rank drawn at random and flipped like a coin (6.1): whose, which (`kind`: the game's own fields), the rank,
 * how many, where they start and whether written down instead of placed.
 */
export const leaderDrawShape = <K extends z.ZodRawShape, R extends z.ZodType, T extends z.ZodRawShape>(kind: K, rank: R, entering: T) => ({
  side: Id,
  ...kind,
  rank,
  count: z.number().int().positive().default(1),
  ...placement(entering),
  hidden: z.boolean().default(false),
});

/** The pieces of a scenario: set-up entries, leader draws and markers placed before play (16.1 smoke, entrenchments). */
export const scenarioPieces = <S extends z.ZodType, D extends z.ZodType>(setup: S, draw: D) => ({
  setup: z.array(setup).default([]),
  leaders: z.array(draw).default([]),
  markers: z.array(z.object({ kind: Id, at: Position }).strict()).default([]),
});

/** What every scenario of the series ends with: its rules as printed and as set, and the victory conditions the engine counts (3.0). */
export const scenarioEnd = {
  ...ScenarioRules,
  /** Absent: only the text, no tally of points. */
  victoryConditions: VictoryConditions.optional(),
};

/** What the checks below read of a scenario. */
interface ScenarioParts {
  readonly sides: readonly { readonly id: string }[];
  readonly turns: { readonly count: number; readonly conditions: readonly { readonly from: number; readonly to: number }[] };
  readonly setup: readonly { readonly side: string; readonly hidden: boolean; readonly enters?: { readonly turn: number; readonly hidden?: true } }[];
  readonly leaders: readonly { readonly side: string; readonly hidden: boolean; readonly enters?: { readonly turn: number; readonly hidden?: true } }[];
  readonly victoryConditions?: { readonly points: readonly { readonly side: string }[]; readonly winner: { readonly by: string; readonly side?: string } };
}

/**
 * The checks of a scenario both games make (`cite`: the game's citations): unique sides; entries of a known side, entering
 * by the last turn, entering hidden only if set up hidden (16.6); victory conditions of known sides; each turn's light
 * given once, within the scenario's turns.
 */
export function checkScenario(s: ScenarioParts, ctx: z.RefinementCtx, cite: Cite): void {
  const fail = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
  checkUniqueIds(s.sides, "sides", ctx);
  const sides = new Set(s.sides.map((x) => x.id));
  for (const key of ["setup", "leaders"] as const)
    s[key].forEach((e, i) => {
      checkEntry(e, [key, i], sides, s.turns.count, ctx);
      if (e.enters?.hidden && !e.hidden) fail([key, i, "enters", "hidden"], `pieces that enter hidden are set up hidden (${cite("16.6")}): give hidden: true`);
    });
  const vc = s.victoryConditions;
  vc?.points.forEach((p, i) => sides.has(p.side) || fail(["victoryConditions", "points", i, "side"], `unknown side "${p.side}"`));
  const winner = vc?.winner.side;
  if (winner !== undefined && !sides.has(winner)) fail(["victoryConditions", "winner", "side"], `unknown side "${winner}"`);
  const covered = new Set<number>();
  s.turns.conditions.forEach((c, i) => {
    if (c.from > c.to || c.to > s.turns.count) return fail(["turns", "conditions", i], `turns ${c.from}–${c.to} are not within 1–${s.turns.count}`);
    for (let t = c.from; t <= c.to; t++) {
      if (covered.has(t)) fail(["turns", "conditions", i], `turn ${t} already has conditions`);
      covered.add(t);
    }
  });
}
