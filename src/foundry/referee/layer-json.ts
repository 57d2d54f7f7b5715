/**
 * Places on the board as they cross the wire, and a side's private layer (docs/foundry.md, "What one side may know
 * privately"): what only that side knows and its canvas draws (canvas/private-layer.ts), asked with a `layer` request
 * and never written to a document. Hexes are [column, row] of the battle's map; a vertex is [column, row, corner]:
 * corner k (0–5) of that hex, the point it shares with its neighbours in directions k and k + 1 (engine hex/vertex.ts);
 * a hexside is the pair of adjacent hexes it divides, in either order.
 */
import { z } from "zod";
import { WordsJson as Words } from "../../engine/core/private-layer";

export type TableHex = readonly [number, number];
export type TableVertex = readonly [number, number, number];
export type TableHexside = readonly [TableHex, TableHex];
/** Where a marker or a target is: a hex, a hex vertex (an artillery cross hair …), or a hexside (a breach in wire …). */
export type TableTarget = { readonly hex: TableHex } | { readonly vertex: TableVertex } | { readonly hexside: TableHexside };

/** A place as markers' keys name it: `column,row`, `column,row,corner`, or a hexside's hexes `column,row|column,row`, the lower first (either order names it). */
export function placeKey(target: TableTarget): string {
  if ("hex" in target) return target.hex.join(",");
  if ("vertex" in target) return target.vertex.join(",");
  return [...target.hexside].sort((p, q) => p[0] - q[0] || p[1] - q[1]).map((h) => h.join(",")).join("|");
}

const Cell = z.number().int();
export const HexJson = z.tuple([Cell, Cell]);
const VertexJson = z.tuple([Cell, Cell, z.number().int().min(0).max(5)]);
/** An object of `shape` on a hex, a vertex or a hexside. */
const placed = <T extends z.ZodRawShape>(shape: T) =>
  z.union([z.object({ ...shape, hex: HexJson }).strict(), z.object({ ...shape, vertex: VertexJson }).strict(), z.object({ ...shape, hexside: z.tuple([HexJson, HexJson]) }).strict()]);

/** Words drawn on the board: the engine's `Text` (`code` with its parameters, worded from lang/en.json, `text` its English), or a name (`text` alone). */
export type WordsJson = z.output<typeof Words>;

export interface PrivateLayerJson {
  readonly pieces: readonly { readonly hex: TableHex; readonly label: WordsJson; readonly hidden?: true; readonly ref?: string; readonly turn?: number }[];
  readonly markers: readonly ({ readonly kind: string; readonly label?: WordsJson } & TableTarget)[];
  readonly hexes: readonly { readonly hex: TableHex; readonly tint: string; readonly label?: WordsJson }[];
}

export const PrivateLayerJson: z.ZodType<PrivateLayerJson> = z
  .object({
    /**
     * What the side knows of pieces: one no token shows (`hidden`: drawn marked so), or words over the token of `ref` (the
     * piece its flags name: a concealed piece's identity, told to its own side), turned `turn` degrees clockwise.
     */
    pieces: z.array(
      z.object({ hex: HexJson, label: Words, hidden: z.literal(true).optional(), ref: z.string().min(1).optional(), turn: z.number().int().min(0).max(359).optional() }).strict(),
    ),
    /** Markers only the side knows of (its minefields …), each on a hex, a vertex or a hexside. */
    markers: z.array(placed({ kind: z.string(), label: Words.optional() })),
    /** Hexes the side marks for itself, tinted (`tint`: a CSS colour "#rrggbb"). */
    hexes: z.array(z.object({ hex: HexJson, tint: z.string().regex(/^#[0-9a-f]{6}$/i), label: Words.optional() }).strict()),
  })
  .strict();

export const emptyLayer: PrivateLayerJson = { pieces: [], markers: [], hexes: [] };
