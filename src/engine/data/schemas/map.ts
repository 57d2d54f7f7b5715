import { z } from "zod";

/** Foundry's four hex layouts: rows shoved (pointy-top) or columns shoved (flat-top), odd or even. */
export const HexLayout = z.enum(["odd-r", "even-r", "odd-q", "even-q"]);

/**
 * The most columns and the most rows a map may have. A geomorphic board is about 20 columns by 15 rows (IA1 cites
 * hexes such as 2010 and 1914): 256 holds a dozen boards side by side, or sixteen stacked, far beyond any scenario's
 * layout, and the whole map is still small for the engine (65,536 hexes, a few MB of sight tables). A map far larger
 * would only be a mistake or an attack: every hex costs time and memory when a map is loaded, whatever the rest of a
 * request holds.
 */
export const MAX_MAP_SIDE = 256;
/** Ground levels a hex may have (20 m each in Infantry Attacks): ±20 km; the sight tables hold ground plus terrain height in 16 bits. */
export const MAX_LEVEL = 1000;

const Index = z.number().int().nonnegative();
const Side = z.number().int().positive().max(MAX_MAP_SIDE);
const Offset = z.tuple([Index, Index]).describe("[column, row] in the map's offset coordinates, 0-based");

/** A printed board placed on the map; labels such as `45/1209` are board-qualified (board 45, column 12, row 09). */
export const Board = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9]+$/, "board ids are letters and digits"),
    /** Map column and row of the board's first hex. */
    origin: Offset,
    columns: Side,
    rows: Side,
    /** Printed number of the board's first column and row (usually 1, sometimes 0). */
    firstColumn: z.number().int().nonnegative().default(1),
    firstRow: z.number().int().nonnegative().default(1),
  })
  .strict();

export const MapHex = z
  .object({
    at: Offset,
    /** Terrain ids from the ruleset's TEC; several may share a hex (hill and woods). */
    terrain: z.array(z.string().min(1)).min(1),
    /** Ground elevation in levels (20 m each in Infantry Attacks). */
    level: z.number().int().min(-MAX_LEVEL).max(MAX_LEVEL).default(0),
    /** Slope hex: contains an elevation line (IA2 7.41). */
    slope: z.boolean().default(false),
  })
  .strict();

export const MapHexside = z
  .object({
    between: z.tuple([Offset, Offset]),
    features: z.array(z.string().min(1)).min(1),
  })
  .strict();

export const MapMarker = z.object({ at: Offset, terrain: z.string().min(1) }).strict();

/** A game map: listed hexes override the default terrain; hexsides carry features. */
export const MapData = z
  .object({
    id: z.string().min(1),
    name: z.string().min(1),
    layout: HexLayout,
    /** At most MAX_MAP_SIDE (256) each. */
    columns: Side,
    rows: Side,
    defaultTerrain: z.string().min(1),
    boards: z.array(Board).default([]),
    hexes: z.array(MapHex).default([]),
    hexsides: z.array(MapHexside).default([]),
    /** Markers that change terrain during play (IA1 16.12 smoke). */
    markers: z.array(MapMarker).default([]),
  })
  .strict();
export type MapData = z.infer<typeof MapData>;
export type MapDataInput = z.input<typeof MapData>;
