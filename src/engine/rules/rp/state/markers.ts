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

/** What every creeping barrage has: its side, its first turn, the advances it has left, whether it has struck. */
const barrage = {
  side: z.string().min(1),
  from: z.number().int().min(1),
  /** Advances left before it ceases (AA campaign: 10), or null: until the scenario ends. */
  advancesLeft: z.number().int().min(0).nullable().default(null),
  /** Whether it has struck its first row (it then advances before striking at couplet 2). */
  struck: z.boolean().default(false),
};

/**
 * RP 7.41: a creeping barrage striking a row or column of the map (0-based `at`), across a span of the other axis,
 * advancing one row or column each step; or one striking "another defined area": the scenario's hexes, moved `at`
 * hexes so far toward hexside direction `toward` (engine hex/axial.ts DIRECTIONS).
 */
export const BarrageJson = z.union([
  z
    .object({
      ...barrage,
      line: z.enum(["row", "column"]),
      at: z.number().int().min(0),
      /** The columns (of a row) or rows (of a column) it covers, inclusive, 0-based. */
      span: z.tuple([z.number().int().min(0), z.number().int().min(0)]),
      /** RP 7.42: the way it advances, one row or column each step. */
      step: z.union([z.literal(1), z.literal(-1)]),
    })
    .strict(),
  z.object({ ...barrage, line: z.literal("area"), hexes: z.array(Hex).min(1), toward: z.number().int().min(0).max(5), at: z.number().int().min(0) }).strict(),
]);
export type Barrage = z.output<typeof BarrageJson>;

/** RP 7.42: a row or column barrage's step: back toward row or column 0 (north, west) or away from it. */
export const barrageStep = (advancing: string): 1 | -1 => (advancing === "north" || advancing === "west" ? -1 : 1);

/**
 * RP 7.41, AA campaign 1: creeping barrages a side may still place before play: `count` more, each `width` hexes wide
 * and advancing `advances` times, all starting on turn `starts` (null until the first is placed).
 */
export const BarragePlanJson = z
  .object({ side: z.string().min(1), count: z.number().int().min(1), width: z.number().int().min(1), advances: z.number().int().min(0), starts: z.number().int().min(1).nullable().default(null) })
  .strict();
export type BarragePlan = z.output<typeof BarragePlanJson>;
