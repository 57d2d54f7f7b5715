import { z } from "zod";
import { Id } from "../../../../data/schemas/common";

/** A printed RP hex name: column letters, then the row from 1 ("V09", "AK14"; map/labels.ts). */
export const HexLabel = z.string().regex(/^[A-Z]{1,3}\d{1,3}$/, 'hexes are printed names: column letters and a row number ("V09", "AK14")');
const Letters = z.string().regex(/^[A-Z]{1,3}$/, 'columns are printed letters ("O", "AB")');
const Row = z.number().int().min(1);

const AREA = "an area is { from, to }, { around, within }, { columns?, rows?, terrain? }, { setUpOf } or { edge }";

/** The object forms of a hex area; which one it is, is what it gives. */
const AreaObject = z
  .object({
    from: HexLabel.optional(),
    to: HexLabel.optional(),
    columns: z.tuple([Letters, Letters]).optional(),
    /** From the first row to the second, or (one row) that row and every higher-numbered one. */
    rows: z.array(Row).min(1).max(2).optional(),
    terrain: z.array(Id).min(1).optional(),
    setUpOf: Id.optional(),
    around: HexLabel.optional(),
    within: z.number().int().min(0).max(99).optional(),
    /** RP 11.01, 11.42: a board edge's hexes ("the north and east map edges"), whatever the map's size. */
    edge: z.enum(["north", "south", "east", "west"]).optional(),
  })
  .strict()
  .superRefine((a, ctx) => {
    const given = Object.keys(a);
    const pair = (x: unknown, y: unknown) => (x !== undefined || y !== undefined ? x !== undefined && y !== undefined && given.length === 2 : null);
    const filter = a.columns !== undefined || a.rows !== undefined || a.terrain !== undefined;
    const ok = pair(a.from, a.to) ?? pair(a.around, a.within) ?? (a.setUpOf !== undefined || a.edge !== undefined ? given.length === 1 : filter);
    if (!ok) ctx.addIssue({ code: "custom", message: `${AREA}; this gives ${given.length ? given.join(", ") : "nothing"}` });
  });

/**
 * Hexes as a scenario gives them: one printed hex; every hex of a rectangle between two (`from`, `to`, inclusive); those
 * "on or within five hexes of AT03" (`around`, `within`); the
 * hexes of columns and/or rows ("columns O–AB", "hexes numbered 13–18"), of some terrain if `terrain` is given ("each
 * village and quarry hex"); a side's whole set-up area ("all hexes of the German set-up area"); or a board edge's hexes.
 */
export const HexArea = z.union([HexLabel, AreaObject]);
export type HexArea = z.output<typeof HexArea>;
export const HexAreas = z.array(HexArea).min(1);
