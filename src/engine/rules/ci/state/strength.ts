import { Refusal } from "../../../core/refusal";
import type { CiBattle } from "./battle";
import { valueOf } from "./lookups";

/** A block's full strength (CI 2.x Unit Data), or null while the number is unset (a label drawn without it). */
export function maxStrengthOf(b: CiBattle, id: string): number | null {
  try {
    return valueOf(b, id, "maxStrength");
  } catch (e) {
    if (e instanceof Refusal) return null;
    throw e;
  }
}
