import type { CiBattle } from "./battle";
import type { CiBlock } from "./block";

/**
 * The blocks on the map by hex, kept beside a battle's record of blocks (never in the battle) and rebuilt on the first
 * read after a write (`ownBlock` says when one is written).
 */
const indexes = new WeakMap<object, Map<number, string[]>>();

export const blocksWritten = (blocks: object): void => {
  indexes.delete(blocks);
};

function indexOf(blocks: Readonly<Record<string, CiBlock>>): Map<number, string[]> {
  let ix = indexes.get(blocks);
  if (ix) return ix;
  ix = new Map();
  for (const id in blocks) {
    const k = blocks[id]!;
    if (k.status !== "on-map" || k.hex === null) continue;
    const list = ix.get(k.hex);
    if (list) list.push(id);
    else ix.set(k.hex, [id]);
  }
  indexes.set(blocks, ix);
  return ix;
}

const NONE: readonly string[] = [];

/** The ids of the blocks on the map in `hex`, in the record's order. */
export const blocksAt = (b: CiBattle, hex: number): readonly string[] => indexOf(b.blocks).get(hex) ?? NONE;

/** The hexes some block stands in. */
export const occupiedHexes = (b: CiBattle): IterableIterator<number> => indexOf(b.blocks).keys();

/** A side's view: the other side's hidden blocks by hex (ci/view/side-view.ts), so a query sees every block there is. */
const unknownIndexes = new WeakMap<object, Map<number, string[]>>();
function unknownSides(b: CiBattle): Map<number, string[]> {
  if (!b.unknown) return new Map();
  let ix = unknownIndexes.get(b.unknown);
  if (ix) return ix;
  ix = new Map();
  for (const u of b.unknown) ix.set(u.hex, [...(ix.get(u.hex) ?? []), u.side]);
  unknownIndexes.set(b.unknown, ix);
  return ix;
}

/** The sides with a block on the map in `hex`, hidden ones included, whatever side's view `b` is. */
export function sidesAt(b: CiBattle, hex: number): ReadonlySet<string> {
  const sides = new Set<string>(blocksAt(b, hex).map((id) => b.blocks[id]!.side));
  for (const s of unknownSides(b).get(hex) ?? []) sides.add(s);
  return sides;
}

/** How many blocks stand in `hex`, hidden ones included (CI 8.x Stacking Limits). */
export const countAt = (b: CiBattle, hex: number): number => blocksAt(b, hex).length + (unknownSides(b).get(hex)?.length ?? 0);
