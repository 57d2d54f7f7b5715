import { z } from "zod";
import { Hex } from "../../../map/hex-codec";

const Side = z.string().min(1);
const Hexes = z.array(Hex).min(1);

/** The battle's victory conditions in JSON (state/battle-schema.ts), hexes [column, row]. */
export const VictoryJson = z
  .object({
    points: z.array(
      z.discriminatedUnion("for", [
        z.object({ side: Side, for: z.enum(["steps", "units", "leaders"]), points: z.number().int().nonnegative() }).strict(),
        z.object({ side: Side, for: z.literal("hexes"), hexes: Hexes, points: z.number().int().nonnegative() }).strict(),
        z.object({ side: Side, for: z.literal("exits"), hexes: Hexes.optional(), points: z.number().int().nonnegative() }).strict(),
      ]),
    ),
    winner: z.discriminatedUnion("by", [
      z.object({ by: z.literal("more-points") }).strict(),
      z.object({ by: z.literal("points"), side: Side, points: z.number().int().nonnegative() }).strict(),
      z.object({ by: z.literal("hexes"), side: Side, hexes: Hexes }).strict(),
    ]),
  })
  .strict();

const Count = z.number().int().nonnegative();
/** A side's losses for victory in JSON. */
export const VictoryLossesJson = z.object({ steps: Count, units: Count, leaders: Count, exits: z.array(Hex) }).strict();

/** One line of a side's score: the count of what a condition scores (steps, units, leaders, hexes, exits) and its points. */
const ScoredJson = z.object({ for: z.enum(["steps", "units", "leaders", "hexes", "exits"]), count: Count, points: z.number().int().nonnegative() }).strict();

/** A side's tally (victory/tally.ts): its points line by line, and what it lost and took off the board. */
export const SideTallyJson = z
  .object({
    side: Side,
    points: z.number().int(),
    scored: z.array(ScoredJson).readonly(),
    lost: z.object({ steps: Count, units: Count, leaders: Count }).strict(),
    exited: Count,
  })
  .strict();

/** The tally at any time (victory/tally.ts): `final` once the last turn is over (3.0); `winner` null: a draw, or no conditions. */
export const VictoryTallyJson = z
  .object({ final: z.boolean(), conditions: z.boolean(), sides: z.array(SideTallyJson).readonly(), winner: z.string().nullable() })
  .strict();
