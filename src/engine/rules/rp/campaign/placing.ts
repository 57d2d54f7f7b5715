import type { HexMap } from "../../../map/hex-map";
import type { RpBattle } from "../state";
import { hasRoom } from "../sequence/stacking";
import { inPlay, onMap, otherSide } from "../state/lookups";
import type { RpUnit } from "../state/unit";
import { lineOfCommunication } from "./loc";
import type { Campaign, ToPlace } from "./state";

/**
 * RP 11.12 a: sides alternate, the attacker first, placing four units a turn (fewer if fewer are left). After `side`
 * placed (null: the segment begins), whose turn it is: the same side until it has placed four or has none left, then
 * the other side while it has any.
 */
export function nextPlacer(c: Campaign, side: string | null): string | null {
  const has = (s: string) => c.toPlace.some((p) => p.side === s);
  const other = side === c.attacker ? c.defender : c.attacker;
  if (side === null) return has(c.attacker) ? c.attacker : has(c.defender) ? c.defender : null;
  if (c.placed < 4 && has(side)) return side;
  return has(other) ? other : has(side) ? side : null;
}

/** The unit a placement concerns: on the battle's record (a recovery) or on the campaign's reserve (a reinforcement). */
export const placingUnit = (b: RpBattle, p: ToPlace): RpUnit => b.units[p.unit] ?? b.campaign!.reserve[p.unit]!.unit;

/**
 * RP 11.12 b–d: the hexes a unit may be placed in now — its listed hexes (a reinforcement) or any (a recovery), holding
 * no enemy unit and adjacent to none, adjacent to a friendly unit on the map, tracing a line of communication as if
 * the unit were there (11.4), with room in the stack (3.4).
 */
export function placementHexes(b: RpBattle, map: HexMap, p: ToPlace): number[] {
  // A reinforcement is on the campaign's reserve until placed: the stacking check sees it on the battle's record.
  const withUnit = b.units[p.unit] ? b : { ...b, units: { ...b.units, [p.unit]: placingUnit(b, p) } };
  const enemy = otherSide(b, p.side);
  const units = onMap(b);
  // The hexes of a side's units and around them (`around` lists the hex first), or only around them.
  const near = (side: string, from: 0 | 1) => {
    const s = new Set<number>();
    for (const [, o] of units) if (o.side === side) for (const n of map.around(o.hex!).slice(from)) if (n >= 0) s.add(n);
    return s;
  };
  const enemyNear = near(enemy, 0);
  // RP 11.12 d: adjacent to a friendly unit's hex (stacking with one is not being adjacent to it).
  const friendNear = near(p.side, 1);
  const loc = lineOfCommunication(b, map, p.side);
  const candidates = p.hexes ?? [...friendNear];
  // RP 10.1: never outside the part of the map in play.
  return candidates.filter((h) => map.contains(map.hexAt(h)) && inPlay(b, h) && friendNear.has(h) && !enemyNear.has(h) && loc(h) && hasRoom(withUnit, map, p.unit, h));
}
