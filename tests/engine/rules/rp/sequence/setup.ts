/** Sequence-of-play test battles: reinforcements waiting off the map and the state a refusal must leave alone. */
import type { RpBattle } from "../../../../../src/engine/rules/rp/state";

/** `b` with `unit` waiting to arrive on `turn`, entering by or placed in `hexes` (map indices). */
export function waiting(b: RpBattle, unit: string, how: "enter" | "place", turn: number, hexes: number[]): RpBattle {
  const copy = structuredClone(b);
  Object.assign(copy.units[unit]!, { status: "waiting", hex: null, arrives: { turn, how, hexes } });
  return copy;
}

/** A deep copy to compare a battle with after a command that must not change it. */
export const snapshot = (b: RpBattle): RpBattle => structuredClone(b);
