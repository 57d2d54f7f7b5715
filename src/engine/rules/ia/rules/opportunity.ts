import type { OpportunityRules } from "../../series/rules/opportunity";
import { mayFireDirect, opportunityFirers as firers } from "../../series/opportunity";
import type { IaContext, IaView } from "../commands/context";
import { longestRange, type IaBattle, type IaUnit } from "../state";
import { iaFire } from "./fire";
import { iaMovement } from "./movement";
import { iaSight } from "./sight";

/** Infantry Attacks' opportunity fire where the series asks (IA1 13.0, 13.1, 3.3, 3.14, 7.46; IA2 7.22). */
export const iaOpportunity: OpportunityRules<IaBattle, IaContext> = {
  // IA1 13.0, 13.24, 15.6: no artillery, mortar or mounted cavalry; only an MG fires again under its OPPORTUNITY FIRE marker (3.14).
  firesDirect: (u) => u.kind !== "ART" && u.kind !== "MORTAR" && !(u.kind === "CAV" && u.mounted) && (!u.oppFire || u.kind === "MG"),
  // IA1 13.0: MGs two, companies one.
  directShots: (u) => (u.kind === "MG" ? 2 : 1),
  reach: longestRange,
  // IA2 7.22: a SPOTTED marker does not carry the mover into the hex entered (IA1 8.52: it does, unless removed there).
  markerMoves: (b) => b.edition === "IA1",
  // IA1 3.3: the leaders who combined an MG's first shot may combine its second under MOVED/FIRED.
  combinedFirstShot(ctx, leaders, mgs) {
    for (const l of leaders) ctx.emit({ type: "combined-first-shot", leader: l.id, mgs: [...mgs], rule: "IA1 3.3" });
  },
  otherFire: () => [],
  fireOther: () => [],
};

const RULES = { sight: iaSight, fire: iaFire, movement: iaMovement, opportunity: iaOpportunity };

/** IA1 13.0: whether unit `u` may take opportunity fire at all (the series' test with IA's rules). */
export const mayTakeOpportunityFire = (u: IaUnit): boolean => mayFireDirect(RULES, u);

/** IA1 13.0–13.23: who may fire at `mover` in `hex` (the series' scan with IA's rules, for a view without them). */
export const opportunityFirers = (view: IaView, mover: string, hex: number): string[] => firers({ ...view, rules: RULES }, mover, hex);
