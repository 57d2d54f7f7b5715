import type { SeriesContext } from "../../series/context";
import type { FireTableSet } from "../../series/data/schemas/fire-table";
import type { IaEvent } from "../events";
import type { IaBattle } from "../state";

/** What an Infantry Attacks command handler works with: the series' context (the map, its TEC, IA's series rules) and the fire tables. */
export interface IaContext extends SeriesContext<IaBattle> {
  emit(event: IaEvent): void;
  readonly fireTables: FireTableSet;
}

/** The read-only part of a context: enough to ask what the rules allow without running a command (scans, benchmarks). */
export type IaView = Pick<IaContext, "state" | "map" | "tec">;
