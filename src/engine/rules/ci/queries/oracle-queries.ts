import type { QuerySpec } from "../../../core/ruleset-module";
import type { CiBattle } from "../state";
import { commandRangeQuery } from "./command-range-query";
import { controlQuery } from "./control-query";
import { needsQuery } from "./needs-query";
import { sightQuery } from "./sight-query";
import { suggestQuery } from "./suggest-query";

/** The questions the oracle answers on a Combat Infantry battle, by name (one line per query). */
export const CI_QUERIES: Readonly<Record<string, QuerySpec<CiBattle>>> = {
  "ci-sight": sightQuery,
  "ci-control": controlQuery,
  "ci-command-range": commandRangeQuery,
  "ci-needs": needsQuery,
  "ci-suggest": suggestQuery,
};
