import { own, ownEntry, type Copier } from "../../../core/draft";
import type { ActivatedPiece, SeriesActivation, SeriesBattle, SeriesSide } from "./battle";
import type { SeriesLeader, SeriesUnit } from "./pieces";
import { inherit, relocate, unhide, wrote } from "./occupancy";

/** Any battle of the series, for writers that need no more than what both games hold. */
type Battle = SeriesBattle<SeriesUnit<unknown>, SeriesLeader, SeriesSide, SeriesActivation>;
type UnitOf<B extends Battle> = B["units"] extends ReadonlyMap<string, infer U> ? U : never;
type LeaderOf<B extends Battle> = B["leaders"] extends ReadonlyMap<string, infer L> ? L : never;
type SideOf<B extends Battle> = B["sides"][number];
type ActivationOf<B extends Battle> = NonNullable<B["activation"]>;

/**
 * Writable parts of a battle for the reducers: each is the draft's own copy (core/draft), so applying an event never
 * writes the state a command started from. Only reducers write, and only through these.
 */
export const unitsW = <B extends Battle>(b: B): Map<string, UnitOf<B>> => recordW(b, "units") as Map<string, UnitOf<B>>;
export const leadersW = <B extends Battle>(b: B): Map<string, LeaderOf<B>> => recordW(b, "leaders") as Map<string, LeaderOf<B>>;

/** Copiers of their own for the Maps of pieces and for pieces (the latter sees few shapes: core/draft `own`). */
const copyRecord: Copier = (record) => new Map(record as ReadonlyMap<unknown, unknown>) as unknown as typeof record;
const copyPiece: Copier = (piece) => ({ ...piece });

/** The draft's own Map of units or leaders; a fresh copy takes over the index of the Map it copies (occupancy). */
function recordW(b: Battle, key: "units" | "leaders"): Battle["units"] | Battle["leaders"] {
  const before = b[key];
  const record = own<Battle["units"] | Battle["leaders"]>(b, b, key, copyRecord);
  if (record !== before) inherit(before, record);
  return record;
}

export const unitW = <B extends Battle>(b: B, id: string): UnitOf<B> => pieceOf(b, recordW(b, "units") as Map<string, SeriesUnit<unknown>>, id) as UnitOf<B>;
export const leaderW = <B extends Battle>(b: B, id: string): LeaderOf<B> => pieceOf(b, recordW(b, "leaders") as Map<string, SeriesLeader>, id) as LeaderOf<B>;

/** Piece `id` of the draft's own `record`, writable; the record's index notes the write (occupancy `changedSince`). */
function pieceOf<P extends SeriesUnit<unknown> | SeriesLeader>(b: Battle, record: Map<string, P>, id: string): P {
  const p = ownEntry(b, record, id, copyPiece);
  wrote(record, id);
  return p;
}

/** A unit or a leader, writable. */
export function pieceW<B extends Battle>(b: B, id: string): UnitOf<B> | LeaderOf<B> {
  if (b.units.has(id)) return unitW(b, id);
  if (b.leaders.has(id)) return leaderW(b, id);
  throw new Error(`no unit or leader "${id}"`);
}

export function sideW<B extends Battle>(b: B, id: string): SideOf<B> {
  const sides = own<SideOf<B>[]>(b, b, "sides");
  const i = sides.findIndex((s) => s.id === id);
  if (i < 0) throw new Error(`no side "${id}"`);
  return own(b, sides, i);
}

export function activationW<B extends Battle>(b: B): ActivationOf<B> {
  if (b.activation === null) throw new Error("no action segment is under way");
  return own(b, b, "activation") as ActivationOf<B>;
}

export const activatedW = (b: Battle, id: string): ActivatedPiece => own(b, own(b, activationW(b), "pieces"), id);

export const listW = <K extends "eliminated" | "smoke">(b: Battle, key: K): Battle[K] => own(b, b, key);
export const controlW = (b: Battle): Battle["control"] => own(b, b, "control");

/** Puts a unit or leader in `hex` (null: off the map), keeping the hex index current. */
export function placeW(b: Battle, id: string, hex: number | null): void {
  const record: Map<string, SeriesUnit<unknown> | SeriesLeader> = b.units.has(id) ? unitsW(b) : leadersW(b);
  const p = pieceOf(b, record, id);
  relocate(record, id, p.hex, hex);
  p.hex = hex;
}

/**
 * Removes a unit or leader from the battle (the index follows), whatever takes it out of play (an elimination, an exit,
 * 16.52; consolidation, 17.1), and every mention of it as a piece in play, so that the battle stays one that can exist:
 * its place in the segment under way (3.13), a transport's load (5.6), the units a leader combined (IA1 3.3), its
 * scheduled entry (16.51). What happened stays on record: who fired, assaulted or left a hex this segment, and who
 * activated whom (3.2: a leader's place in the chain, `fallen`, a leader aboard a unit's too).
 */
export function removeW(b: Battle, id: string): void {
  const isUnit = b.units.has(id);
  const record: Map<string, SeriesUnit<unknown> | SeriesLeader> = isUnit ? unitsW(b) : leadersW(b);
  const p = record.get(id)!;
  relocate(record, id, p.hex, null);
  unhide(record, id);
  wrote(record, id);
  record.delete(id);
  if (b.activation && Object.hasOwn(b.activation.pieces, id)) {
    const a = activationW(b);
    const pieces = own<Record<string, ActivatedPiece>>(b, a, "pieces");
    // 3.2: a leader keeps his place in the chain; so does a unit whose leader aboard activated pieces (PG 3.3: he goes by its id).
    if (!isUnit || Object.values(pieces).some((x) => x.ledBy === id)) a.fallen = { ...a.fallen, [id]: pieces[id]!.ledBy };
    delete pieces[id];
    if (a.done.includes(id)) a.done = a.done.filter((x) => x !== id);
    if (a.current === id) a.current = null;
  }
  if (isUnit) {
    const u = p as SeriesUnit<unknown>;
    for (const other of [u.carrying, u.carriedBy]) {
      const o = other === null ? undefined : b.units.get(other);
      if (o?.carrying === id) unitW(b, o.id).carrying = null;
      if (o?.carriedBy === id) unitW(b, o.id).carriedBy = null;
    }
  }
  for (const l of [...b.leaders.values()]) if (l.oppFireWith?.includes(id)) leaderW(b, l.id).oppFireWith = l.oppFireWith.filter((x) => x !== id);
  if (b.entering?.some((e) => e.piece === id)) b.entering = b.entering.filter((e) => e.piece !== id);
}

/** A hidden unit or leader is placed on the board (16.6, IA1 16.5; the index follows). */
export function revealW(b: Battle, id: string): void {
  pieceW(b, id).hidden = false;
  unhide(b.units.has(id) ? b.units : b.leaders, id);
}
