import type { SightRules } from "../../series/rules/sight";
import { asSpotter, asTarget, sightFor } from "../commands/sight";
import type { IaBattle } from "../state";

/** Infantry Attacks' spotting where the series asks (IA1 8.4–8.8, 16.5; IA2 7.x). */
export const iaSight: SightRules<IaBattle> = {
  of: sightFor,
  spotter: asSpotter,
  // IA1 8.52: three hexes; IA2 7.22: "a greater distance than the Terrain Effects Chart spotting range", as if unmarked.
  key: (b) => `${b.edition}|${b.turn}|${b.smoke.join(",")}|${(b.spines ?? []).length}`,
  markerKeptWithin: (b, sight, e, u, hex) => (b.edition === "IA1" ? 3 : sight.rules.spottingRange(asSpotter(e), { ...asTarget(u), hex, spottedMarker: false })),
};
