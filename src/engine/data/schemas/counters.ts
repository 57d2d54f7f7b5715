import { z } from "zod";
import { Id, SetHeader } from "./common";

/**
 * What every game's counter set begins with: the ruleset, edition and name of the set, and the nationalities its pieces
 * belong to. A ruleset's counter set adds its pieces (IA: rules/ia/data/schemas/counters.ts).
 */
export const CounterSetHead = {
  ...SetHeader,
  nationalities: z.record(Id, z.object({ name: z.string().min(1) }).strict()),
};
