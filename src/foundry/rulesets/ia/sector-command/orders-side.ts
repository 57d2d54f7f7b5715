/**
 * What the CO's orders dialog (orders-dialog.ts) lists for an Infantry Attacks side, from its own
 * view: its units and leaders on the map (IA1 17.52 names both), and its off-board artillery factors (9.2).
 */
import type { HexMap } from "../../../../engine/map";
import type { IaBattle } from "../../../../engine/rules/ia/state";
import type { OrdersSide } from "./orders-dialog";
import { iaFactors } from "./sector-hexes";

export function iaOrdersSide(battle: IaBattle, map: HexMap, side: string): OrdersSide {
  const pieces = [...battle.units.values(), ...battle.leaders.values()].flatMap((p) => {
    if (p.side !== side || p.hex === null) return [];
    const { col, row } = map.offsetAt(p.hex);
    return [{ id: p.id, name: p.name, hex: [col, row] as const }];
  });
  return { side, name: battle.sides.find((s) => s.id === side)?.name ?? side, pieces, factors: iaFactors(battle, side) };
}
