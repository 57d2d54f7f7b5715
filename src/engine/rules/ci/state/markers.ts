import { z } from "zod";
import { Hex } from "../../../map/hex-codec";

/** A hexside, as the two hexes it lies between. */
export const HexsideJson = z.tuple([Hex, Hex]);
export type HexsidePair = z.output<typeof HexsideJson>;

/** What lies on the map beside the blocks (CI 6.x Wrecks, CI 7.x Special Actions). */
export const CiMarkersJson = z
  .object({
    /** CI 7.x Foxholes: permanent. */
    foxholes: z.array(Hex).default([]),
    /** CI 7.x Smoke: lasts the Game Turn it is laid. */
    smoke: z.array(Hex).default([]),
    /** CI 7.x Barbed Wire: set up only, removed when cleared. */
    wire: z.array(Hex).default([]),
    /** CI 7.x Barbed Wire: the hex each unit in wire came from ("withdraw through the hexside it entered by"). */
    wireEntries: z.array(z.object({ hex: Hex, from: Hex }).strict()).default([]),
    /** CI 6.x Wrecks: a destroyed tank's hex. */
    wrecks: z.array(Hex).default([]),
    /** CI 7.x Demolish Bridges: assault limit 0 on these hexsides. */
    destroyedBridges: z.array(HexsideJson).default([]),
    /** CI 8.x Hedges: gaps a tank has made (ruling R22). */
    hedgeGaps: z.array(HexsideJson).default([]),
  })
  .strict();
export type CiMarkers = z.output<typeof CiMarkersJson>;

export const NO_MARKERS: CiMarkers = { foxholes: [], smoke: [], wire: [], wireEntries: [], wrecks: [], destroyedBridges: [], hedgeGaps: [] };

/** A hexside's two hexes in either order. */
export const sameHexside = (a: readonly [number, number], b: readonly [number, number]): boolean => (a[0] === b[0] && a[1] === b[1]) || (a[0] === b[1] && a[1] === b[0]);

/** A hexside's key, the same whichever way it is named ("3>17" with the lower index first). */
export const hexsideKey = (a: number, b: number): string => (a < b ? `${a}>${b}` : `${b}>${a}`);
