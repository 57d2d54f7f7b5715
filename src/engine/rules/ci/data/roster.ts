import { parseData } from "../../../data/validate";
import ciRosterJson from "./ci-roster.json";
import { CiRoster } from "./schemas/roster";

/**
 * Combat Infantry's block kinds (CI 2.x Unit Types; the kinds of the UNIT TYPES and UNIT VALUES tables), validated at
 * load. Only label values the text keeps are present (HQ 1 step, Panther F7 range 7, off-map F7); every other label
 * value is a lost number `unit.<kind>.<field>` (ci/data/numbers.ts).
 */
export const CI_ROSTER: CiRoster = parseData(CiRoster, ciRosterJson, "ci-roster.json");
