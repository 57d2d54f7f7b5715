import { z } from "zod";
import { vertexHexes, type Vertex as HexVertex } from "../hex/vertex";
import { Hex, Vertex } from "../map/hex-codec";
import type { HexMap } from "../map/hex-map";

/**
 * Where something is aimed or placed: a hex (its map index), or a hex vertex (Red Poppies' artillery aims at vertices;
 * IA2 Definitions, 9.11). Objects placed on a target carry its one key beside their own fields.
 */
export type Target = { readonly hex: number } | { readonly vertex: HexVertex };

/** An object of `shape` on a hex or on a vertex: `{ …, "hex": [column, row] }` or `{ …, "vertex": [column, row, corner] }` in JSON. */
export const onTarget = <T extends z.ZodRawShape>(shape: T) =>
  z.union([z.object({ ...shape, hex: Hex }).strict(), z.object({ ...shape, vertex: Vertex }).strict()]);

export const TargetJson = onTarget({});

/** The hexes of the map a target covers: the hex, or those of the three meeting at the vertex that are on the map. */
export function targetHexes(map: HexMap, target: Target): number[] {
  if ("hex" in target) return [target.hex];
  return vertexHexes(target.vertex).filter((h) => map.contains(h)).map((h) => map.indexOf(h));
}
