import type { HexMap } from "../../../../../src/engine/map";
import type { CiCommand } from "../../../../../src/engine/rules/ci/commands/schema";
import type { CiEvent } from "../../../../../src/engine/rules/ci/events/schema";
import type { CiBattle } from "../../../../../src/engine/rules/ci/state";
import { offsetOf } from "../support/fixture";
import { nameOf } from "../fire/support";

export const hexOf = (map: HexMap, label: string): number => map.indexOfOffset(...offsetOf(label));

/** A bombard command of `id` (as its side names it) at a hex label, a block id or a hexside of two labels. */
export function bombardAt(map: HexMap, b: CiBattle, id: string, target: { hex: string } | { block: string } | { hexside: [string, string] }, spotter?: string): CiCommand {
  const t = "hex" in target ? { hex: hexOf(map, target.hex) } : "block" in target ? target : { hexside: [hexOf(map, target.hexside[0]), hexOf(map, target.hexside[1])] as [number, number] };
  return { type: "bombard", side: b.blocks[id]!.side, unit: nameOf(b, id), target: t, ...(spotter === undefined ? {} : { spotter }) };
}

/** The one event of a type. */
export function eventOf<T extends CiEvent["type"]>(events: readonly CiEvent[], type: T): Extract<CiEvent, { type: T }> {
  const found = events.filter((e) => e.type === type);
  if (found.length !== 1) throw new Error(`${found.length} "${type}" events`);
  return found[0] as Extract<CiEvent, { type: T }>;
}
