import type { IaBattle } from "./battle";
import type { IaLeader, IaUnit } from "./pieces";

type Pieces = Record<string, IaUnit | IaLeader>;

interface Index {
  readonly byHex: Map<number, string[]>;
  /** Each piece's place in the record, so a hex lists its pieces in battle order however they arrived. */
  readonly ordinal: Map<string, number>;
}

/**
 * Which pieces stand in each hex, per record of units or of leaders: built on the first question about a record and
 * kept current by `relocate` while a draft moves pieces. A record and its index belong to one state; a draft that
 * writes pieces has a record of its own (core/draft) and so an index of its own.
 */
const indexes = new WeakMap<Pieces, Index>();

function indexOf(record: Pieces): Index {
  let index = indexes.get(record);
  if (index === undefined) {
    index = { byHex: new Map(), ordinal: new Map() };
    let n = 0;
    for (const id in record) {
      index.ordinal.set(id, n++);
      const hex = record[id]!.hex;
      if (hex === null) continue;
      const here = index.byHex.get(hex);
      if (here) here.push(id);
      else index.byHex.set(hex, [id]);
    }
    indexes.set(record, index);
  }
  return index;
}

/** Keeps `record`'s index (if built) current when piece `id` goes from `from` to `to` (null: off the map or removed). */
export function relocate(record: Pieces, id: string, from: number | null, to: number | null): void {
  const index = indexes.get(record);
  if (index === undefined || from === to) return;
  if (from !== null) {
    const left = (index.byHex.get(from) ?? []).filter((x) => x !== id);
    if (left.length) index.byHex.set(from, left);
    else index.byHex.delete(from);
  }
  if (to === null) return;
  const here = [...(index.byHex.get(to) ?? []), id];
  here.sort((x, y) => index.ordinal.get(x)! - index.ordinal.get(y)!);
  index.byHex.set(to, here);
}

/** The units in a hex (loaded ones included), in battle order. */
export function unitsAt(b: IaBattle, hex: number): IaUnit[] {
  const ids = indexOf(b.units).byHex.get(hex);
  return ids ? ids.map((id) => b.units[id]!) : [];
}

/** The leaders in a hex, in battle order. */
export function leadersAt(b: IaBattle, hex: number): IaLeader[] {
  const ids = indexOf(b.leaders).byHex.get(hex);
  return ids ? ids.map((id) => b.leaders[id]!) : [];
}
