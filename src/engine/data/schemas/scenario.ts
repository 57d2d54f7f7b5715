import { z } from "zod";
import { Provenance } from "../provenance";
import { Id, TableHeader } from "./common";
import { MapData } from "./map";

const Index = z.number().int().nonnegative();

/** A hex: a printed board label (`45/1209`: board 45, column 12, row 09) or map [column, row]. */
export const Position = z.union([
  z.string().regex(/^([A-Za-z0-9]+\/)?\d{4,}$/, 'board labels look like "45/1209" or "1209"'),
  z.tuple([Index, Index]),
]);

/**
 * Where a counter starts: one hex, any hex of a zone (owner's choice), or entering during play (IA1 16.41), with what the
 * ruleset adds to an entry (`entering`).
 */
export const placement = <T extends z.ZodRawShape>(entering: T) => ({
  at: Position.optional(),
  zone: z.array(Position).min(1).optional(),
  enters: z
    .object({ turn: z.number().int().positive(), hexes: z.array(Position).min(1), ...entering })
    .strict()
    .optional(),
});
/** The refinement of an entry with a placement: exactly one of at, zone or enters. */
export const onePlacement = (p: { at?: unknown; zone?: unknown; enters?: unknown }) =>
  [p.at, p.zone, p.enters].filter((x) => x !== undefined).length === 1;
export const placementIssue = { message: "give exactly one of at, zone or enters", path: ["at"] };

/** What every set-up entry gives: whose, which counter, how many, where, and whether written down instead of placed. */
export const setupEntryHead = <T extends z.ZodRawShape>(entering: T) => ({
  side: Id,
  /** Unit type id, or a leader id when the scenario names the leader, from the game's counter set. */
  counter: Id,
  count: z.number().int().positive().default(1),
  ...placement(entering),
  /** Location written down, not placed (IA1 16.5). */
  hidden: z.boolean().default(false),
});

/** What every scenario side gives: its id, name and nationalities. */
export const ScenarioSideHead = { id: Id, name: z.string().min(1), nationalities: z.array(Id).min(1) };

/** What every scenario begins with: its table header, provenance and map (a map id, or the map itself). */
export const ScenarioHead = { ...TableHeader, provenance: Provenance, map: z.union([z.string().min(1), MapData]) };

/** What every scenario ends with: special rules, the optional rules it sets, and its victory conditions as printed. */
export const ScenarioRules = {
  specialRules: z.array(z.string().min(1)).default([]),
  /** Optional rules the scenario turns on (true) or off (false), by the ruleset's ids; the others are the players' choice (IA1 17.0). */
  optionalRules: z.record(Id, z.boolean()).optional(),
  victory: z.string().min(1),
};

/** The count of turns every scenario gives. */
export const TurnCount = z.number().int().positive();

/** Reports a placed entry of a scenario (`path`) whose side is not one of `sides`, or that enters after the last turn. */
export function checkEntry(e: { side: string; enters?: { turn: number } }, path: (string | number)[], sides: ReadonlySet<string>, lastTurn: number, ctx: z.RefinementCtx): void {
  const fail = (at: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path: [...path, ...at], message });
  if (!sides.has(e.side)) fail(["side"], `unknown side "${e.side}"`);
  if (e.enters && e.enters.turn > lastTurn) fail(["enters", "turn"], `turn ${e.enters.turn} is after the last turn (${lastTurn})`);
}
