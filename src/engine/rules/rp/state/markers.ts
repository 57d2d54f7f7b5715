import { z } from "zod";
import { Hex } from "../../../map/hex-codec";

/** A hexside as the two hexes that share it (RP 8.33 bomb stops and 8.342 breaches each affect one). */
export const HexsideJson = z.tuple([Hex, Hex]);
export type HexsidePair = z.output<typeof HexsideJson>;

/** RP 7.13 scrapes from a bombardment (they represent craters, plan ruling R24) or RP 6.41 from digging. */
export const Scrape = z.object({ hex: Hex, origin: z.enum(["pb", "dig"]) }).strict();

/** RP 6.679: the hex a side hallowed, and the side it favours. */
export const Hallowed = z.object({ hex: Hex, side: z.string().min(1) }).strict();

/** The markers of a battle (RP 2.1): what changes the map during play. */
export const RpMarkersJson = z
  .object({
    scrapes: z.array(Scrape).default([]),
    /** RP 7.52: until the administration phase. */
    smoke: z.array(Hex).default([]),
    /** RP 7.512: for the scenario; markers may stack. */
    gas: z.array(Hex).default([]),
    breaches: z.array(HexsideJson).default([]),
    bombStops: z.array(HexsideJson).default([]),
    /** RP 8.322: trench counters (a trench where none is printed; units on top of one are not IN). */
    trenches: z.array(Hex).default([]),
    /** RP 8.31: blockhouse counters. */
    blockhouses: z.array(Hex).default([]),
    hallowed: Hallowed.nullable().default(null),
  })
  .strict();
export type RpMarkers = z.output<typeof RpMarkersJson>;

/** RP 7.4: a creeping barrage striking a row or column of the map (0-based), across a span of the other axis. */
export const BarrageJson = z
  .object({
    side: z.string().min(1),
    line: z.enum(["row", "column"]),
    at: z.number().int().min(0),
    /** The columns (of a row) or rows (of a column) it covers, inclusive, 0-based. */
    span: z.tuple([z.number().int().min(0), z.number().int().min(0)]),
    /** RP 7.42: the way it advances, one row or column each step. */
    step: z.union([z.literal(1), z.literal(-1)]),
    from: z.number().int().min(1),
    /** Advances left before it ceases (AA campaign: 10), or null: until the scenario ends. */
    advancesLeft: z.number().int().min(0).nullable().default(null),
    /** Whether it has struck its first row (it then advances before striking at couplet 2). */
    struck: z.boolean().default(false),
  })
  .strict();
export type Barrage = z.output<typeof BarrageJson>;
