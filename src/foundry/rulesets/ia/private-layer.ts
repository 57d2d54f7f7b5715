/**
 * Infantry Attacks' private layer (referee/layer-json.ts): a hidden unit or leader (IA1 16.5) is written down, not
 * placed, so it has no token; its own side's canvas draws it at its hex, marked hidden. Read from the side's own view,
 * so the layer holds nothing the view does not.
 */
import { z } from "zod";
import type { PrivateLayerJson, TableHex } from "../../referee/layer-json";

/** A hidden piece as drawn: its name and hex. */
export interface HiddenPiece {
  readonly name: string;
  readonly hex: TableHex;
}

const PieceJson = z.object({ side: z.string(), name: z.string(), hidden: z.boolean(), hex: z.tuple([z.number().int(), z.number().int()]).nullable() });
const ViewJson = z.object({ side: z.string(), battle: z.object({ units: z.record(z.string(), PieceJson), leaders: z.record(z.string(), PieceJson) }) });

/**
 * The pieces to draw from a side's view (wire.ts `IaSideViewJson`, hexes [column, row]): the viewing side's own hidden
 * units and leaders on the map, never another side's; none when it is not a view.
 */
export function ownHiddenPieces(view: unknown): HiddenPiece[] {
  const parsed = ViewJson.safeParse(view);
  if (!parsed.success) return [];
  const { side, battle } = parsed.data;
  return [...Object.values(battle.units), ...Object.values(battle.leaders)]
    .filter((p) => p.side === side && p.hidden && p.hex !== null)
    .map((p) => ({ name: p.name, hex: p.hex as TableHex }));
}

/** The side's layer: its own hidden pieces, each named. */
export const ownHiddenLayer = (view: unknown): PrivateLayerJson => ({
  pieces: ownHiddenPieces(view).map((p) => ({ hex: p.hex, label: { text: p.name }, hidden: true })),
  markers: [],
  hexes: [],
});
