import { distance } from "../../../hex";
import type { HexMap } from "../../../map";

/** What control at the start reads of a unit. */
interface Placed {
  readonly side: string;
  readonly hex: number | null;
}

/**
 * PG 1.2, IA1 Definitions (Control) at the start: each hex belongs to the side whose combat units (`isCombat`: the game's
 * own) set up in it or nearer to it (so all of them to the only side that sets up on the board); a hex equidistant from
 * both goes to the side that set up first when that is known (`first`), else to nobody, as do hexes holding both sides'
 * units and every hex when nobody sets up on the board.
 */
export function initialControl<U extends Placed>(map: HexMap, units: readonly U[], sides: readonly [string, string], first: string | null, isCombat: (u: U) => boolean): Record<number, string> {
  const hexesOf = (side: string) => [...new Set(units.filter((u) => u.side === side && u.hex !== null && isCombat(u)).map((u) => u.hex!))].map((i) => map.hexAt(i));
  const held = sides.map(hexesOf);
  const control: Record<number, string> = {};
  for (const i of map.indices()) {
    const h = map.hexAt(i);
    const [a, b] = held.map((hs) => Math.min(...hs.map((x) => distance(h, x))));
    if (a! < b!) control[i] = sides[0];
    else if (b! < a!) control[i] = sides[1];
    else if (a !== Infinity && a !== 0 && first !== null) control[i] = first;
  }
  return control;
}
