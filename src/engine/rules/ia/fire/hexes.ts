import { leadersAt, unitsAt, type IaBattle, type IaUnit } from "../state";

export { hexName, isLoose, onMap } from "../../series/fire/hexes";

/** Units in a hex, loaded ones included. */
export const unitsIn = unitsAt;

export const leadersIn = leadersAt;

/** IA1 Definitions: combat units have fire values; transports do not. */
export const isCombatUnit = (u: IaUnit): boolean => u.kind !== "TRANSPORT";

/** IA1 Definitions (Assault Hex): the hex holds combat units of `side` and of the enemy. */
export function isAssaultHex(b: IaBattle, hex: number): boolean {
  const here = unitsIn(b, hex).filter(isCombatUnit);
  return here.some((u) => u.side !== here[0]!.side);
}
