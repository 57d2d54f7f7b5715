import { z } from "zod";
import type { QuerySpec } from "../../../core/ruleset-module";
import { neededNumbers } from "../numbers/needs";
import type { CiBattle } from "../state";

export const CiNeedsQuery = z.object({}).strict();
const Needed = z.object({ id: z.string(), rule: z.string(), meaning: z.string(), status: z.enum(["UR", "RP"]), default: z.number().optional() }).strict();
export const CiNeedsAnswer = z.object({ needs: z.array(Needed) }).strict();

/**
 * Issue 20 "The lost numbers" (plan §3): the lost numbers the battle reads and does not give — a UR one (no `default`)
 * must be set before play (the oracle refuses such a battle); an RP one is played at its `default` ("probable,
 * confirm"). Read from the kinds of the blocks the asking side knows (a hidden enemy's kind is not), the map, night and
 * the options (ci/numbers/unset.ts asks the same of the whole battle).
 */
export const needsQuery: QuerySpec<CiBattle, typeof CiNeedsQuery> = {
  request: CiNeedsQuery,
  answer: CiNeedsAnswer,
  run: (v) => {
    const b = v.state;
    const kinds = Object.values(b.blocks).map((k) => k.kind);
    return { needs: neededNumbers({ roster: b.roster, kinds, map: v.map, night: b.night, hitLimits: b.options.hitLimits, numbers: b.numbers }) };
  },
};
