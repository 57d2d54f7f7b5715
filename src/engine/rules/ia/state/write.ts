import { own } from "../../../core/draft";
import type { Activation, ActivatedPiece, IaBattle, IaSide } from "./battle";
import type { IaLeader, IaUnit } from "./pieces";
import { relocate } from "./occupancy";

/**
 * Writable parts of a battle for the reducers: each is the draft's own copy (core/draft), so applying an event never
 * writes the state a command started from. Only reducers write, and only through these.
 */
export const unitsW = (b: IaBattle): Record<string, IaUnit> => own(b, b, "units");
export const leadersW = (b: IaBattle): Record<string, IaLeader> => own(b, b, "leaders");
export const unitW = (b: IaBattle, id: string): IaUnit => own(b, unitsW(b), id);
export const leaderW = (b: IaBattle, id: string): IaLeader => own(b, leadersW(b), id);

/** A unit or a leader, writable. */
export function pieceW(b: IaBattle, id: string): IaUnit | IaLeader {
  if (b.units[id]) return unitW(b, id);
  if (b.leaders[id]) return leaderW(b, id);
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
export function spinesW(b: IaBattle): NonNullable<IaBattle["spines"]> {
  b.spines ??= [];
  return own(b, b, "spines");
}

/** Puts a unit or leader in `hex` (null: off the map), keeping the hex index current. */
export function placeW(b: IaBattle, id: string, hex: number | null): void {
  const isUnit = id in b.units;
  const record = isUnit ? unitsW(b) : leadersW(b);
  const p = own<IaUnit | IaLeader>(b, record, id);
  relocate(record, id, p.hex, hex);
  p.hex = hex;
}

/** Removes a unit or leader from the battle (the index follows). */
export function removeW(b: IaBattle, id: string): void {
  const record: Record<string, IaUnit | IaLeader> = id in b.units ? unitsW(b) : leadersW(b);
  relocate(record, id, record[id]!.hex, null);
  delete record[id];
}
