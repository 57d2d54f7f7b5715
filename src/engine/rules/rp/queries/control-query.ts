import { z } from "zod";
import type { QuerySpec } from "../../../core/ruleset-module";
import { Hex } from "../../../map/hex-codec";
import { controllerOf } from "../sequence/victory";
import type { RpBattle } from "../state";

export const RpControlQuery = z.object({ hexes: z.array(Hex).min(1).optional() }).strict();
export const RpControlAnswer = z.object({ hexes: z.array(z.object({ hex: Hex, side: z.string().nullable() }).strict()) }).strict();

/**
 * RP 3.9: who controls each hex asked about (null: nobody yet), or every hex some side controls: the last side to have
 * solely occupied it, else the side that set up there.
 */
export const controlQuery: QuerySpec<RpBattle, typeof RpControlQuery> = {
  request: RpControlQuery,
  answer: RpControlAnswer,
  run: (v, q) => {
    const b = v.state;
    const all = () => [...new Set([...Object.keys(b.control).map(Number), ...b.sides.flatMap((s) => s.setUp)])].sort((x, y) => x - y);
    return { hexes: (q.hexes ?? all()).map((hex) => ({ hex, side: controllerOf(b, hex) })) };
  },
};
