import { own } from "../../../core/draft";
import type { CiActivation } from "./activation";
import type { CiBattle } from "./battle";
import type { CiBlock } from "./block";
import type { CiMarkers } from "./markers";
import { blocksWritten } from "./where";

/**
 * Copy-on-write writes for the appliers (core/draft): a command works on `draftOf(battle)`, and an applier writes an
 * object only through these, which copy it (and the record holding it) once per draft; replays write in place.
 */
const copyRecord = <T extends object>(record: T): T => {
  const copy = {} as Record<string, unknown>;
  for (const key in record) copy[key] = record[key];
  return copy as T;
};

export function ownBlock(b: CiBattle, id: string): CiBlock {
  const blocks = own<Record<string, CiBlock>>(b, b, "blocks", copyRecord);
  blocksWritten(blocks);
  return own<CiBlock>(b, blocks, id);
}

export const ownActivation = (b: CiBattle): CiActivation => own<CiActivation>(b, b, "activation", (a) => structuredClone(a));
/** The markers, each list copied with them (a few dozen hexes). */
export const ownMarkers = (b: CiBattle): CiMarkers => own<CiMarkers>(b, b, "markers", (m) => structuredClone(m));
export const ownVp = (b: CiBattle): Record<string, number> => own(b, b, "vp");
