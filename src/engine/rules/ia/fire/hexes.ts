import type { HexMap } from "../../../map";
import { leadersAt, unitsAt, type IaBattle, type IaUnit } from "../state";

/** Units in a hex, loaded ones included. */
export const unitsIn = unitsAt;

export const leadersIn = leadersAt;

/** IA1 Definitions: combat units have fire values; transports do not. */
export const isCombatUnit = (u: IaUnit): boolean => u.kind !== "TRANSPORT";

/** A unit the fire reaches on its own: one loaded on a transport shares the transport's fate (IA1 5.64, 7.61). */
export const isLoose = (u: IaUnit): boolean => u.carriedBy === null;

/** IA1 Definitions (Assault Hex): the hex holds combat units of `side` and of the enemy. */
export function isAssaultHex(b: IaBattle, hex: number): boolean {
  const here = unitsIn(b, hex).filter(isCombatUnit);
  return here.some((u) => u.side !== here[0]!.side);
}

export const onMap = (map: HexMap, index: number): boolean =>
  Number.isInteger(index) && index >= 0 && index < map.size && map.contains(map.hexAt(index));

/** A hex by its map column and row, for messages. */
export function hexName(map: HexMap, index: number): string {
  const { col, row } = map.offsetAt(index);
  return `hex ${col},${row}`;
}
