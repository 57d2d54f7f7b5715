import { z } from "zod";
import { Hex } from "../map/hex-codec";
import { ParamsJson } from "./json";
import { onTarget } from "./target";

/** Words drawn on a side's board: a `Text` (localized by its code) or a name as printed (`text` alone). */
export const WordsJson = z.object({ code: z.string().min(1).optional(), params: ParamsJson.optional(), text: z.string() }).strict();

/**
 * What one side alone knows of the board, drawn on its players' canvases and never written where others can read it:
 * its pieces no token shows (`hidden`: IA1 16.5) or words over a token of its own (`ref`: a concealed piece's identity),
 * markers only it knows of (Panzer Grenadier's minefields) on hexes or vertices, and hexes it marks for itself (`tint`).
 */
export const PrivateLayerJson = z
  .object({
    pieces: z.array(
      z
        .object({
          hex: Hex,
          label: WordsJson,
          hidden: z.literal(true).optional(),
          ref: z.string().min(1).optional(),
          /** Degrees clockwise the label is turned (a Combat Infantry block shows its strength on its top edge). */
          turn: z.number().int().min(0).max(359).optional(),
        })
        .strict(),
    ),
    markers: z.array(onTarget({ kind: z.string().min(1), label: WordsJson.optional() })),
    hexes: z.array(z.object({ hex: Hex, tint: z.string().regex(/^#[0-9a-f]{6}$/i, 'a tint is a colour "#rrggbb"'), label: WordsJson.optional() }).strict()),
  })
  .strict();
export type PrivateLayer = z.output<typeof PrivateLayerJson>;
