import type { QuerySpec } from "../../../core/ruleset-module";
import type { RpBattle } from "../state";
import { controlQuery } from "./control-query";
import { formationQuery } from "./formation-query";
import { sightQuery, vertexSightQuery } from "./sight-queries";

/** The questions the oracle answers on a Red Poppies battle, by name (each folder adds its own). */
export const RP_QUERIES: Readonly<Record<string, QuerySpec<RpBattle>>> = {
  sight: sightQuery,
  "vertex-sight": vertexSightQuery,
  formation: formationQuery,
  control: controlQuery,
};
