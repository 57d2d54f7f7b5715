import { SeriesSpotting } from "../../series/los";
import type { IaTerrain } from "./ia-terrain";
import { iaSpecialReach, iaSpottingWords } from "./ia-words";
import type { Visibility } from "./visibility";

/** Infantry Attacks spotting ranges (IA1 8.4–8.9, 16.5; IA2 7.1–7.44): the series' (PG 8.1–8.42), in IA's words, with IA2 7.3 special spotting. */
export class IaSpotting extends SeriesSpotting {
  constructor(terrain: IaTerrain, visibility: Visibility) {
    super(terrain, visibility, iaSpottingWords(terrain.edition), iaSpecialReach(terrain.edition));
  }
}
