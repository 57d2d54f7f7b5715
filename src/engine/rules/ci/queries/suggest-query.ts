import { z } from "zod";
import type { QuerySpec } from "../../../core/ruleset-module";
import { CiCommandSchema } from "../commands/schema";
import { suggest } from "../solitaire/priorities";
import type { CiBattle } from "../state";

export const CiSuggestQuery = z.object({ side: z.string().min(1) }).strict();
export const CiSuggestAnswer = z.object({ command: CiCommandSchema.nullable(), priority: z.number().int().min(1).max(6).nullable() }).strict();

/**
 * CI 10.x Solitaire, activation priorities: the next command for `side` by the six priorities (ci/solitaire/priorities.ts),
 * worked out on that side's view of the battle; null when it is not that side's to give.
 */
export const suggestQuery: QuerySpec<CiBattle, typeof CiSuggestQuery> = {
  request: CiSuggestQuery,
  answer: CiSuggestAnswer,
  side: (q) => q.side,
  run: (v, q) => suggest(v.state, v.map, q.side),
};
