import type { SeriesLeader, SeriesUnit } from "./pieces";

type Piece = SeriesUnit<unknown> | SeriesLeader;
type Pieces = ReadonlyMap<string, Piece>;
/** What the questions below read of a battle: its Maps of units and leaders. */
interface Records<U extends SeriesUnit<unknown>, L extends SeriesLeader> {
  readonly units: ReadonlyMap<string, U>;
  readonly leaders: ReadonlyMap<string, L>;
}
type AnyRecords = Records<SeriesUnit<unknown>, SeriesLeader>;

/** Changes a copy keeps of its own before it folds them into a new base. */
const FOLD = 64;

/**
 * The pieces in each hex, as their places in the Map of pieces, in battle order: a base array by hex index, shared by
 * the indexes of successive states and never written, and this index's own changes to it. A copy costs its changes, not
 * the map; once they pass `FOLD` they are folded into a base of their own.
 */
class HexLists {
  constructor(
    private base: readonly (readonly number[] | undefined)[],
    private changes: Map<number, readonly number[] | undefined> = new Map(),
  ) {}

  get(hex: number): readonly number[] | undefined {
    return this.changes.size !== 0 && this.changes.has(hex) ? this.changes.get(hex) : this.base[hex];
  }

  set(hex: number, list: readonly number[] | undefined): void {
    this.changes.set(hex, list);
    if (this.changes.size <= FOLD) return;
    const base = this.base.slice();
    for (const [h, l] of this.changes) base[h] = l;
    this.base = base;
    this.changes = new Map();
  }

  copy(): HexLists {
    return new HexLists(this.base, new Map(this.changes));
  }

  /** The hexes holding anything, in no particular order. */
  held(): number[] {
    const { base, changes } = this;
    const out: number[] = [];
    for (let h = 0; h < base.length; h++) if (base[h] !== undefined && (changes.size === 0 || !changes.has(h))) out.push(h);
    for (const [h, l] of changes) if (l !== undefined) out.push(h);
    return out;
  }
}

interface Index {
  /** The pieces in each hex; and each side's pieces alone. */
  readonly byHex: HexLists;
  readonly bySide: Map<string, HexLists>;
  /** Each piece's place in the Map (so a hex lists its pieces in battle order however they arrived) and side. */
  readonly ordinal: Map<string, { readonly n: number; readonly side: string }>;
  /** The ids by place. */
  readonly ids: readonly string[];
  /** The hidden pieces (16.6), in battle order. */
  hidden: readonly string[];
  /** The longest range printed on any unit's faces, once asked (`longestRange`): printed values never change. */
  longestRange?: number;
  /** For a draft's copy: the record it was copied from, and the pieces written since (`changedSince`). */
  readonly lineage?: { readonly from: WeakRef<Pieces>; readonly written: Set<string> };
  /** Writes to pieces, in all and by side: what `enemyHexes` answers is valid while no enemy piece is written. */
  writes: number;
  readonly sideWrites: Map<string, number>;
  /** `enemyHexes` answers, by side and test, with the enemy writes they were taken at. */
  readonly enemies: Map<string, { readonly stamp: number; readonly hexes: readonly number[] }>;
}

/**
 * Which pieces stand in each hex, and which are hidden, per Map of units or of leaders (a "record": a battle's `units`,
 * `leaders`): built on the first question about a record and kept current by the writers (state/write.ts) while a
 * draft moves or reveals pieces. A record and its index belong to one state; a draft that writes pieces has a record of
 * its own (core/draft), whose index starts as a copy of the record's it was copied from (`inherit`), so no command
 * rebuilds it by looking at every piece.
 */
const indexes = new WeakMap<Pieces, Index>();

function indexOf(record: Pieces): Index {
  let index = indexes.get(record);
  if (index === undefined) {
    const ids: string[] = [];
    const ordinal = new Map<string, { readonly n: number; readonly side: string }>();
    const hidden: string[] = [];
    const placed: { readonly n: number; readonly hex: number; readonly side: string }[] = [];
    let top = 0;
    for (const [id, p] of record) {
      const n = ids.push(id) - 1;
      ordinal.set(id, { n, side: p.side });
      if (p.hidden) hidden.push(id);
      if (p.hex === null) continue;
      placed.push({ n, hex: p.hex, side: p.side });
      top = Math.max(top, p.hex);
    }
    // Dense arrays (holes filled), so that the engine keeps them as plain arrays however far apart the hexes are.
    const lists = () => new Array<number[] | undefined>(top + 1).fill(undefined);
    const all = lists();
    const sides = new Map<string, (number[] | undefined)[]>();
    for (const { n, hex, side } of placed) {
      if (!sides.has(side)) sides.set(side, lists());
      for (const at of [all, sides.get(side)!]) (at[hex] ??= []).push(n);
    }
    const bySide = new Map([...sides].map(([side, at]) => [side, new HexLists(at)]));
    index = { byHex: new HexLists(all), bySide, ordinal, ids, hidden, writes: 0, sideWrites: new Map(), enemies: new Map() };
    indexes.set(record, index);
  }
  return index;
}

/** `copy`, a draft's copy of `record` (same pieces, same order), starts with `record`'s index if it has one. */
export function inherit(record: Pieces, copy: Pieces): void {
  const index = indexes.get(record);
  if (index === undefined || indexes.has(copy)) return;
  const bySide = new Map([...index.bySide].map(([side, lists]) => [side, lists.copy()]));
  indexes.set(copy, {
    ...index,
    byHex: index.byHex.copy(),
    bySide,
    lineage: { from: new WeakRef(record), written: new Set() },
    sideWrites: new Map(index.sideWrites),
    enemies: new Map(index.enemies),
  });
}

/** Notes that piece `id` of `record` (a draft's copy) was written or removed. */
export function wrote(record: Pieces, id: string): void {
  const index = indexes.get(record);
  if (index === undefined) return;
  index.lineage?.written.add(id);
  const side = index.ordinal.get(id)?.side;
  if (side === undefined) return;
  index.writes++;
  index.sideWrites.set(side, (index.sideWrites.get(side) ?? 0) + 1);
}

/** How many copies `changedSince` follows back before it gives up. */
const LINEAGE = 64;

/**
 * The pieces written or removed between `before` and `after`, a record copied from it (through drafts of successive
 * states); null when that is not known (the copies were not made through the writers, or are gone): then compare them.
 */
export function changedSince(before: Pieces, after: Pieces): ReadonlySet<string> | null {
  const out = new Set<string>();
  let at: Pieces | undefined = after;
  for (let n = 0; at !== before; n++) {
    const lineage: Index["lineage"] = at === undefined || n > LINEAGE ? undefined : indexes.get(at)?.lineage;
    if (lineage === undefined) return null;
    for (const id of lineage.written) out.add(id);
    at = lineage.from.deref();
  }
  return out;
}

/** Keeps `record`'s index (if built) current when piece `id` goes from `from` to `to` (null: off the map or removed). */
export function relocate(record: Pieces, id: string, from: number | null, to: number | null): void {
  const index = indexes.get(record);
  if (index === undefined || from === to) return;
  const o = index.ordinal.get(id);
  // A piece the index has never seen (not in the record when it was built): build it afresh when next asked.
  if (o === undefined) return void indexes.delete(record);
  let side = index.bySide.get(o.side);
  if (side === undefined) index.bySide.set(o.side, (side = new HexLists([])));
  for (const lists of [index.byHex, side]) {
    if (from !== null) {
      const left = (lists.get(from) ?? []).filter((n) => n !== o.n);
      lists.set(from, left.length ? left : undefined);
    }
    if (to !== null) lists.set(to, [...(lists.get(to) ?? []), o.n].sort((x, y) => x - y));
  }
}

/** Keeps `record`'s index (if built) current when piece `id` is revealed or removed: it is hidden no longer. */
export function unhide(record: Pieces, id: string): void {
  const index = indexes.get(record);
  if (index !== undefined && index.hidden.includes(id)) index.hidden = index.hidden.filter((x) => x !== id);
}

/** The units in a hex (loaded ones included), in battle order. */
export function unitsAt<U extends SeriesUnit<unknown>>(b: Records<U, SeriesLeader>, hex: number): U[] {
  const { byHex, ids } = indexOf(b.units);
  return byHex.get(hex)?.map((n) => b.units.get(ids[n]!)!) ?? [];
}

/** The leaders in a hex, in battle order. */
export function leadersAt<L extends SeriesLeader>(b: Records<SeriesUnit<unknown>, L>, hex: number): L[] {
  const { byHex, ids } = indexOf(b.leaders);
  return byHex.get(hex)?.map((n) => b.leaders.get(ids[n]!)!) ?? [];
}

/** The hidden units and leaders (on the map or not), each record in battle order, units first (16.6). */
export function hiddenPieces<U extends SeriesUnit<unknown>, L extends SeriesLeader>(b: Records<U, L>): (U | L)[] {
  return [...indexOf(b.units).hidden.map((id) => b.units.get(id)!), ...indexOf(b.leaders).hidden.map((id) => b.leaders.get(id)!)];
}

/** The pieces of `record` of `side` standing in `hexes` (each hex once), in battle order, pushed onto `out`. */
function sideIn<P extends Piece>(record: ReadonlyMap<string, P>, hexes: readonly number[], side: string, out: P[]): P[] {
  const index = indexOf(record);
  const lists = index.bySide.get(side);
  if (lists === undefined) return out;
  const here: number[] = [];
  for (let k = 0; k < hexes.length; k++) {
    const ns = lists.get(hexes[k]!);
    if (ns !== undefined) for (let i = 0; i < ns.length; i++) here.push(ns[i]!);
  }
  if (here.length > 1) here.sort((x, y) => x - y);
  for (const n of here) out.push(record.get(index.ids[n]!)!);
  return out;
}

/** The units of `side` standing in `hexes` (each hex once; loaded ones included), in battle order. */
export const unitsOfSideIn = <U extends SeriesUnit<unknown>>(b: Records<U, SeriesLeader>, hexes: readonly number[], side: string): U[] => sideIn(b.units, hexes, side, []);

/** The leaders of `side` standing in `hexes` (each hex once), in battle order. */
export const leadersOfSideIn = <L extends SeriesLeader>(b: Records<SeriesUnit<unknown>, L>, hexes: readonly number[], side: string): L[] => sideIn(b.leaders, hexes, side, []);

/** The units and then the leaders of `side` standing in `hexes` (each hex once), each in battle order. */
export function piecesIn<U extends SeriesUnit<unknown>, L extends SeriesLeader>(b: Records<U, L>, hexes: readonly number[], side: string): (U | L)[] {
  return sideIn<U | L>(b.leaders, hexes, side, sideIn<U | L>(b.units, hexes, side, []));
}

/** The hexes holding a unit or a leader of `side` (units' hexes, then leaders'; a hex may come twice). */
export function hexesHeld(b: AnyRecords, side: string): number[] {
  return [b.units, b.leaders].flatMap((record: Pieces) => indexOf(record).bySide.get(side)?.held() ?? []);
}

/**
 * No unit's fire reaches farther than this (PG 7.31, IA1 7.31): a bound for a search of the hexes around a target; `reach`
 * gives the longest range a unit's faces print (the game reads its faces), asked once per Map of units.
 */
export function longestRange<U extends SeriesUnit<unknown>>(b: Records<U, SeriesLeader>, reach: (u: U) => number): number {
  const index = indexOf(b.units);
  if (index.longestRange !== undefined) return index.longestRange;
  let longest = 0;
  for (const u of b.units.values()) longest = Math.max(longest, reach(u));
  // The Maps this one was copied from hold the same units: their states' next drafts start with the answer.
  let at: Index | undefined = index;
  for (let n = 0; at !== undefined && at.longestRange === undefined && n <= LINEAGE; n++) {
    at.longestRange = longest;
    const from: Pieces | undefined = at.lineage?.from.deref();
    at = from === undefined ? undefined : indexes.get(from);
  }
  return longest;
}

/**
 * The hexes of the units not of `side` that pass `test` (`key` names the test; one hex per unit): kept until a piece of
 * another side is written, so a command or a preview that moves only `side`'s pieces asks once.
 */
export function enemyHexes<U extends SeriesUnit<unknown>>(b: Records<U, SeriesLeader>, side: string, key: string, test: (u: U) => boolean): readonly number[] {
  const index = indexOf(b.units);
  const stamp = index.writes - (index.sideWrites.get(side) ?? 0);
  const k = `${side}\u0000${key}`;
  const known = index.enemies.get(k);
  if (known !== undefined && known.stamp === stamp) return known.hexes;
  const hexes: number[] = [];
  for (const u of b.units.values()) if (u.side !== side && u.hex !== null && test(u)) hexes.push(u.hex);
  index.enemies.set(k, { stamp, hexes });
  return hexes;
}

/** Whether a hex holds a unit of `side` (loaded ones included): a look at the index, valid until the next write. */
export function holdsUnitOf(b: AnyRecords, side: string): (hex: number) => boolean {
  const lists = indexOf(b.units).bySide.get(side);
  return (hex) => lists?.get(hex) !== undefined;
}
