import type { OpportunityRules } from "../../series/rules/opportunity";
import { longestRange } from "../../series/state/occupancy";
import type { PgContext } from "../commands/context";
import { atOpportunityOptions, atOpportunityShot } from "../opportunity/at";
import type { PgBattle, PgUnit } from "../state";
import { facesOf } from "../units/unit-class";

/** The longest direct or AT range a unit's faces print (PG 7.32, 11.3 reads AT ranges from these). */
const reach = (u: PgUnit): number => Math.max(0, ...facesOf(u).flatMap((f) => [f.direct?.range ?? 0, f.at?.range ?? 0]));

/** Panzer Grenadier's opportunity fire where the series asks (PG 13.0, 13.1, 7.46, 8.22; ruling A25). */
export const pgOpportunity: OpportunityRules<PgBattle, PgContext> = {
  // PG 13.0 "either type … but not both", 7.22: no direct opportunity fire after AT fire this turn.
  firesDirect: (u) => u.atShots === undefined,
  // PG 13.0: "up to two opportunity fires per turn" with direct fire.
  directShots: () => 2,
  reach: (b) => longestRange(b, reach),
  // PG 8.22: the SPOTTED marker moves with the unit unless entering the hex removed it.
  markerMoves: () => true,
  // PG 13.0 (ruling A13): a leader who combined opportunity fire is MOVED/FIRED; he combines no second shot.
  combinedFirstShot() {},
  otherFire: atOpportunityOptions,
  fireOther: atOpportunityShot,
};
