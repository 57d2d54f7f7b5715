import type { HexMap } from "../../../../../src/engine/map";
import type { CiCommand } from "../../../../../src/engine/rules/ci/commands/schema";
import type { CiBattle } from "../../../../../src/engine/rules/ci/state";
import { nameOf } from "../fire/support";
import { hexOf } from "../bombard/support";

/** A special action of `id` (as its side names it), with a hex or a hexside by labels. */
export function specialOf(map: HexMap, b: CiBattle, id: string, action: "foxhole" | "smoke" | "demolish" | "clear-wire", at: { hex?: string; hexside?: [string, string]; spotter?: string } = {}): CiCommand {
  return {
    type: "special",
    side: b.blocks[id]!.side,
    unit: nameOf(b, id),
    action,
    ...(at.hex === undefined ? {} : { hex: hexOf(map, at.hex) }),
    ...(at.hexside === undefined ? {} : { hexside: [hexOf(map, at.hexside[0]), hexOf(map, at.hexside[1])] as [number, number] }),
    ...(at.spotter === undefined ? {} : { spotter: at.spotter }),
  };
}
