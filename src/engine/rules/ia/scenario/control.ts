import type { HexMap } from "../../../map";
import { initialControl as seriesControl } from "../../series/scenario/control";
import type { IaUnit } from "../state";

/** IA1 Definitions (Control) at the start (series/scenario/control.ts): combat units are all but transports. */
export function initialControl(map: HexMap, units: readonly IaUnit[], sides: readonly [string, string], first: string | null): Record<number, string> {
  return seriesControl(map, units, sides, first, (u) => u.kind !== "TRANSPORT");
}
