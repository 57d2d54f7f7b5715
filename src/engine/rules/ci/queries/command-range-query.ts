import { z } from "zod";
import type { QuerySpec } from "../../../core/ruleset-module";
import { Hex } from "../../../map/hex-codec";
import { BlockName } from "../commands/schema";
import { commandRangeHexes } from "../sequence/command-range";
import type { CiBattle } from "../state";
import { isHidden } from "../state/block";
import { blockNamed } from "../state/handles";
import { labelOf } from "../state/lookups";

/** An HQ, named as its side names it in a command: its id while face-up, its handle while hidden. */
export const CiCommandRangeQuery = z.object({ hq: BlockName }).strict();
export const CiCommandRangeAnswer = z.union([
  z.object({ hq: z.string(), rank: z.literal("phq"), hexes: z.array(Hex) }).strict(),
  z.object({ hq: z.string(), rank: z.literal("chq"), anywhere: z.literal(true) }).strict(),
  z.object({ hq: z.string(), absent: z.string() }).strict(),
]);

/** The side of the block `name` names (its id or its handle), asked on the whole battle. */
function ownerOf(b: CiBattle, name: string): string | undefined {
  if (Object.hasOwn(b.blocks, name)) return b.blocks[name]!.side;
  for (const id in b.blocks) if (b.blocks[id]!.handle === name && isHidden(b.blocks[id]!)) return b.blocks[id]!.side;
  return undefined;
}

/**
 * CI 4.x HQ Ranks: the hexes of a PHQ's command range (its own hex and the adjacent ones, not across a sea or lake
 * hexside: ruling R24); a CHQ commands "anywhere". Answered as the HQ's side knows the battle (or `as`): an HQ that side
 * cannot name (another side's hidden block, none, or off the map) is absent.
 */
export const commandRangeQuery: QuerySpec<CiBattle, typeof CiCommandRangeQuery> = {
  request: CiCommandRangeQuery,
  answer: CiCommandRangeAnswer,
  owner: (b, q) => ownerOf(b, q.hq),
  run: (v, q) => {
    const b = v.state;
    const side = ownerOf(b, q.hq);
    const id = side === undefined ? undefined : blockNamed(b, side, q.hq);
    if (id === undefined) return { hq: q.hq, absent: `no HQ "${q.hq}" on the map that this side may name` };
    const rank = labelOf(b, id).rank;
    if (rank === "chq") return { hq: q.hq, rank, anywhere: true };
    if (rank === "phq") return { hq: q.hq, rank, hexes: commandRangeHexes(v.map, b.blocks[id]!.hex!) };
    return { hq: q.hq, absent: `"${q.hq}" is no HQ` };
  },
};
