import { jsonPath, type DataIssue } from "../../../data/validate";
import type { HexMap } from "../../../map/hex-map";
import type { CiBattle } from "../state";
import { neededNumbers } from "./needs";

/**
 * The lost numbers this battle would read and does not give (ci/numbers/needs.ts), at `$.numbers.<id>`: a battle that
 * needs an unset number says which before play, instead of guessing (issue 20 "The lost numbers").
 */
export function unsetNumbers(b: CiBattle, map: HexMap): DataIssue[] {
  const kinds = [...new Set(Object.values(b.blocks).map((k) => k.kind))];
  const needed = neededNumbers({ roster: b.roster, kinds, map, night: b.night, hitLimits: b.options.hitLimits, numbers: b.numbers });
  return needed.filter((n) => n.default === undefined).map((n) => ({ path: jsonPath(["numbers", n.id]), message: `${n.rule}: ${n.meaning} is lost in the text (${n.status}); set it before play` }));
}
