import { z } from "zod";
import { TextJson } from "../../../core/json";
import { Refusal } from "../../../core/refusal";
import type { QuerySpec } from "../../../core/ruleset-module";
import { PieceId } from "../../../data/schemas/common";
import type { RpContext } from "../context";
import { requireFormation } from "../sequence/formations";
import type { RpBattle } from "../state";

export const RpFormationQuery = z.object({ side: z.string().min(1), config: z.enum(["unit", "stack", "mass", "blob"]), units: z.array(PieceId).min(1).max(12) }).strict();
export const RpFormationAnswer = z.union([z.object({ valid: z.literal(true) }).strict(), z.object({ valid: z.literal(false), rule: z.string(), why: TextJson }).strict()]);

/**
 * RP 6.01 a–c, e, 3.4–3.6: whether `side` could activate these units now as a single unit, a stack, a mass or a blob
 * (the `activate` command's own check, sequence/formations.ts), and if not the rule and why.
 */
export const formationQuery: QuerySpec<RpBattle, typeof RpFormationQuery> = {
  request: RpFormationQuery,
  answer: RpFormationAnswer,
  side: (q) => q.side,
  run: (v, q) => {
    try {
      // The check reads only the battle and its map.
      requireFormation({ state: v.state, map: v.map } as RpContext, q.side, q.config, q.units);
      return { valid: true };
    } catch (e) {
      if (e instanceof Refusal) return { valid: false, rule: e.rule, why: e.why };
      throw e;
    }
  },
};
