import { own, ownEntry, type Copier } from "../../../core/draft";
import type { Activation, ActivatedPiece, IaBattle, IaSide } from "./battle";
import type { IaLeader, IaUnit } from "./pieces";
import { inherit, relocate, unhide, wrote } from "./occupancy";

/**
 * Writable parts of a battle for the reducers: each is the draft's own copy (core/draft), so applying an event never
 * writes the state a command started from. Only reducers write, and only through these.
 */
export const unitsW = (b: IaBattle): Map<string, IaUnit> => recordW(b, "units") as Map<string, IaUnit>;
export const leadersW = (b: IaBattle): Map<string, IaLeader> => recordW(b, "leaders") as Map<string, IaLeader>;

/** Copiers of their own for the Maps of pieces and for pieces (the latter sees few shapes: core/draft `own`). */
const copyRecord: Copier = (record) => new Map(record as ReadonlyMap<unknown, unknown>) as unknown as typeof record;
const copyPiece: Copier = (piece) => ({ ...piece });

/** The draft's own Map of units or leaders; a fresh copy takes over the index of the Map it copies (occupancy). */
function recordW<K extends "units" | "leaders">(b: IaBattle, key: K): IaBattle[K] {
  const before = b[key];
  const record = own<IaBattle[K]>(b, b, key, copyRecord);
  if (record !== before) inherit(before, record);
  return record;
}

export const unitW = (b: IaBattle, id: string): IaUnit => pieceOf(b, unitsW(b), id);
export const leaderW = (b: IaBattle, id: string): IaLeader => pieceOf(b, leadersW(b), id);

/** Piece `id` of the draft's own `record`, writable; the record's index notes the write (occupancy `changedSince`). */
function pieceOf<P extends IaUnit | IaLeader>(b: IaBattle, record: Map<string, P>, id: string): P {
  const p = ownEntry(b, record, id, copyPiece);
  wrote(record, id);
  return p;
}

/** A unit or a leader, writable. */
export function pieceW(b: IaBattle, id: string): IaUnit | IaLeader {
  if (b.units.has(id)) return unitW(b, id);
  if (b.leaders.has(id)) return leaderW(b, id);
  throw new Error(`no unit or leader "${id}"`);
}

export function sideW(b: IaBattle, id: string): IaSide {
  const sides = own<IaSide[]>(b, b, "sides");
  const i = sides.findIndex((s) => s.id === id);
  if (i < 0) throw new Error(`no side "${id}"`);
  return own(b, sides, i);
}

export function activationW(b: IaBattle): Activation {
  if (b.activation === null) throw new Error("no action segment is under way");
  return own(b, b, "activation");
}

export const activatedW = (b: IaBattle, id: string): ActivatedPiece => own(b, own(b, activationW(b), "pieces"), id);

export const listW = <K extends "eliminated" | "smoke">(b: IaBattle, key: K): IaBattle[K] => own(b, b, key);
export const controlW = (b: IaBattle): IaBattle["control"] => own(b, b, "control");
/** IA1 9.7: the draft's own Drumfire markers (created empty when absent). */
export function drumfireW(b: IaBattle): NonNullable<IaBattle["drumfire"]> {
  b.drumfire ??= [];
  return own(b, b, "drumfire");
}
/** IA1 9.11: the draft's own Artillery Plans, by side (created empty when absent). */
export function plansW(b: IaBattle): NonNullable<IaBattle["plans"]> {
  b.plans ??= {};
  return own(b, b, "plans");
}
export function spinesW(b: IaBattle): NonNullable<IaBattle["spines"]> {
  b.spines ??= [];
  return own(b, b, "spines");
}

/** Puts a unit or leader in `hex` (null: off the map), keeping the hex index current. */
export function placeW(b: IaBattle, id: string, hex: number | null): void {
  const record: Map<string, IaUnit | IaLeader> = b.units.has(id) ? unitsW(b) : leadersW(b);
  const p = pieceOf(b, record, id);
  relocate(record, id, p.hex, hex);
  p.hex = hex;
}

/**
 * Removes a unit or leader from the battle (the index follows), whatever takes it out of play (an elimination, an exit,
 * 16.42; consolidation, 17.1), and every mention of it as a piece in play, so that the battle stays one that can exist
 * (state/battle-schema.ts): its place in the segment under way (IA1 3.13), a transport's load (5.6), the MGs a leader
 * combined (3.3), its scheduled entry (16.41). What happened stays on record: who fired, assaulted or left a hex this
 * segment, and who activated whom (3.2: a leader's place in the chain, `fallen`).
 */
export function removeW(b: IaBattle, id: string): void {
  const record: Map<string, IaUnit | IaLeader> = b.units.has(id) ? unitsW(b) : leadersW(b);
  const p = record.get(id)!;
  relocate(record, id, p.hex, null);
  unhide(record, id);
  wrote(record, id);
  record.delete(id);
  if (b.activation && Object.hasOwn(b.activation.pieces, id)) {
    const a = activationW(b);
    const pieces = own<Record<string, ActivatedPiece>>(b, a, "pieces");
    if (!("kind" in p)) a.fallen = { ...a.fallen, [id]: pieces[id]!.ledBy };
    delete pieces[id];
    if (a.done.includes(id)) a.done = a.done.filter((x) => x !== id);
    if (a.current === id) a.current = null;
  }
  if ("carrying" in p)
    for (const other of [p.carrying, p.carriedBy]) {
      const u = other === null ? undefined : b.units.get(other);
      if (u?.carrying === id) unitW(b, u.id).carrying = null;
      if (u?.carriedBy === id) unitW(b, u.id).carriedBy = null;
    }
  for (const l of [...b.leaders.values()]) if (l.oppFireWith?.includes(id)) leaderW(b, l.id).oppFireWith = l.oppFireWith.filter((x) => x !== id);
  if (b.entering?.some((e) => e.piece === id)) b.entering = b.entering.filter((e) => e.piece !== id);
}

/** IA1 16.5: a hidden unit or leader is placed on the board (the index follows). */
export function revealW(b: IaBattle, id: string): void {
  pieceW(b, id).hidden = false;
  unhide(b.units.has(id) ? b.units : b.leaders, id);
}
