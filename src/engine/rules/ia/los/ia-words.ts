import type { SightWords } from "../../series/los";
import { iaCite } from "../rulebook";
import { traced } from "../text";
import type { IaEdition } from "./ia-terrain";

/**
 * IA1's words for its line of sight and its light, in IA's catalogue: reasons `ia1.smoke`, `ia1.limiting`,
 * `ia1.higher-line`, `ia1.two-lines` ("IA1 8.61, 8.66" …); the light `ia1.daylight` ("IA1 8.4"), `ia1.night`, `ia1.weather`.
 */
export const IA1_SIGHT: SightWords = {
  cite: iaCite("IA1"),
  prefix: "ia1",
  trace: traced,
  steps: { daylight: { id: "ia1.daylight" }, night: { id: "ia1.night" }, weather: { id: "ia1.weather" } },
};

/**
 * Each edition's words for spotting ranges, in IA's catalogue. IA2 cites its own text for concealment (7.21), SPOTTED
 * markers (7.22) and elevation (7.43, 7.44), and has special spotting (7.3); hidden units are IA1 16.5 in both.
 */
export function iaSpottingWords(edition: IaEdition): SightWords {
  const ia2 = edition === "IA2";
  return {
    cite: iaCite(edition),
    prefix: "ia",
    trace: traced,
    steps: {
      conceal: { id: "ia.conceal", rule: ia2 ? "IA2 7.21" : undefined },
      "spotted-marker": { id: "ia.spotted-marker", rule: ia2 ? "IA2 7.22" : undefined },
      elevation: { id: "ia.elevation", rule: ia2 ? "IA2 7.43, 7.44" : undefined },
      hidden: { id: "ia.hidden" },
      "special-spotting": { id: "ia2.special-spotting", rule: "IA2 7.3" },
    },
  };
}

/** IA2 7.3: a spotter with special spotting powers sees a concealed unit one hex further (IA1 has no such power). */
export const iaSpecialReach = (edition: IaEdition): number => (edition === "IA2" ? 1 : 0);
