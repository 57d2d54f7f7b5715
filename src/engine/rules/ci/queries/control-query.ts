import { z } from "zod";
import type { QuerySpec } from "../../../core/ruleset-module";
import { Hex } from "../../../map/hex-codec";
import { controlMap, controlOf } from "../movement/control";
import type { CiBattle } from "../state";

export const CiControlQuery = z.object({ hexes: z.array(Hex).min(1).optional() }).strict();
/** A hex's control: a side's id, "disputed", or null (neutral). */
export const CiControlAnswer = z.object({ hexes: z.array(z.object({ hex: Hex, control: z.string().nullable() }).strict()) }).strict();

/**
 * CI 8.x Hex Control: who controls each hex asked about (a side, "disputed" or null: neutral), or every hex that is not
 * neutral. Worked out from where blocks stand only (hidden ones count like any, ruling R4a): either side's view gives
 * the same answer.
 */
export const controlQuery: QuerySpec<CiBattle, typeof CiControlQuery> = {
  request: CiControlQuery,
  answer: CiControlAnswer,
  run: (v, q) => ({
    hexes: q.hexes ? q.hexes.map((hex) => ({ hex, control: controlOf(v.state, v.map, hex) })) : controlMap(v.state, v.map),
  }),
};
