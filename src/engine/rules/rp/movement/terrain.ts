import type { HexMap } from "../../../map/hex-map";
import type { RpBattle } from "../state";
import { featuresBetween, hasTrench } from "../state/hexsides";
import { otherSide, sideOf } from "../state/lookups";
import type { RpUnit, RpUnitType } from "../state/unit";

/** An on-map hex index. */
export const onTheMap = (map: HexMap, hex: number): boolean => Number.isInteger(hex) && hex >= 0 && hex < map.size && map.contains(map.hexAt(hex));

/** The on-map hexes next to `hex`. */
export const nextTo = (map: HexMap, hex: number): number[] => map.around(hex).slice(1).filter((h) => h >= 0 && map.contains(map.hexAt(h)));

/** RP 10.3: a hex along a map edge (one of its neighbours is off the map). */
export const atEdge = (map: HexMap, hex: number): boolean => nextTo(map, hex).length < 6;

/** RP 8.6: a hexside crossed by road artwork; RP 8.7: units cross a bridge as if on a road. */
export const roadBetween = (map: HexMap, a: number, b: number): boolean => featuresBetween(map, a, b).some((f) => f === "road" || f === "bridge");

/** RP 8.6: a hex a road runs through (one of its hexsides is a road hexside, RP 8.7: or a bridge). */
export const roadHex = (map: HexMap, hex: number): boolean => nextTo(map, hex).some((n) => roadBetween(map, hex, n));

/** RP 6.84, plan ruling R24: printed craters and scrapes of a preliminary bombardment are crater for wagons. */
export const craterHex = (b: RpBattle, map: HexMap, hex: number): boolean => map.terrainAt(hex).includes("crater") || b.markers.scrapes.some((s) => s.hex === hex && s.origin === "pb");

/** RP 6.662: an enemy trench is a trench hex the enemy could set up in; every other trench is friendly. */
export const enemyTrench = (b: RpBattle, map: HexMap, side: string, hex: number): boolean =>
  hasTrench(b, map, hex) && sideOf(b, otherSide(b, side)).setUp.includes(hex);

const GUN_OR_INFANTRY: ReadonlySet<RpUnitType> = new Set(["artillery", "machine-gun", "mortar", "infantry"]);
/** RP 8.321: only guns and infantry can be IN a trench (RP 3.12: a unit of two types only if both can). */
export const canBeInTrench = (u: RpUnit): boolean => u.types.every((t) => GUN_OR_INFANTRY.has(t));
/** RP 8.31: only machine guns can be IN a blockhouse. */
export const canBeInBlockhouse = (u: RpUnit): boolean => u.types.every((t) => t === "machine-gun");
/** RP 8.323, plan ruling R28: cavalry and AFVs bog (RP 3.12: a unit of two types if either does). */
export const bogs = (u: RpUnit): boolean => u.types.some((t) => t === "cavalry" || t === "tank" || t === "armored-car");
