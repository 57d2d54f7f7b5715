import { distance } from "../../../hex/axial";
import { drawnHexsideTerrain, hexsideTerrain, hexTerrainOf } from "../map/hexside-terrain";
import type { CiHexsideTerrain, CiHexTerrain } from "../map/terrain";
import { hedgeBetween, type CiBoard, type CiLosBlock } from "./board";

export const LOS_RULE = "CI 6.x Line of Sight";
export const ELEVATION_RULE = "CI 6.x Elevations";
export const SMOKE_RULE = "CI 7.x Smoke";

/** CI 3.x Terrain Effects (TEC "Block": YES): hex terrain that blocks a line through the hex. */
const BLOCKING_HEX: Partial<Record<CiHexTerrain, string>> = { orchard: "orchard", woods: "woods", town: "town", farm: "a farm" };
/** The same for hexside terrain (a farm's hexsides are "OT"; hedges and slopes are hexside features). */
const BLOCKING_SIDE: Partial<Record<CiHexsideTerrain, string>> = {
  "ht-orchard": "an orchard hexside",
  "ht-woods": "a woods hexside",
  "ht-town": "a town hexside",
};

/** The line being judged: its ends, their levels, and the hexes friendly to the firer (fire only). */
export interface Line {
  readonly board: CiBoard;
  readonly from: number;
  readonly to: number;
  readonly fromLevel: number;
  readonly toLevel: number;
  readonly friendlyAt?: (hex: number) => boolean;
}

/** What a piece of the line does: blocks sight, lets the unit see but not fire (friendly units), or nothing. */
export interface Effect {
  readonly sight?: CiLosBlock;
  readonly fire?: CiLosBlock;
}
const CLEAR: Effect = {};

const hexDistance = (line: Line, a: number, b: number): number => distance(line.board.map.hexAt(a), line.board.map.hexAt(b));
/** Hexes from `end` to a hexside: to the nearer of its two hexes. */
const sideDistance = (line: Line, end: number, p: number, q: number): number => Math.min(hexDistance(line, end, p), hexDistance(line, end, q));

/**
 * Blocking terrain between the ends. Same level: it blocks (CI 6.x Line of Sight: "ANY obstacle blocks LOS"). Between
 * levels, CI 6.x Elevations' blind hexes, ruling R11 (the reference is the firer's distance to the obstacle): a lower
 * target is seen if it is as far from the obstacle as the firer or further, a higher target if as far or closer.
 */
function obstacle(line: Line, at: Pick<CiLosBlock, "hex" | "hexside">, firer: number, target: number, what: string): Effect {
  if (line.fromLevel === line.toLevel) return { sight: { ...at, reason: what, rule: LOS_RULE } };
  const lower = line.toLevel < line.fromLevel;
  if (lower ? target >= firer : target <= firer) return CLEAR;
  const reason = `a blind hex: the ${lower ? "lower" : "higher"} target is ${lower ? "closer to" : "further from"} ${what} than the firer`;
  return { sight: { ...at, reason, rule: ELEVATION_RULE } };
}

/** A hex the line crosses between its ends (their own hexes' terrain is ignored, CI 6.x Line of Sight). */
export function hexEffect(line: Line, hex: number): Effect {
  const map = line.board.map;
  if (line.board.smoke.has(hex)) return { sight: { hex, reason: "smoke", rule: SMOKE_RULE } };
  if (!map.contains(map.hexAt(hex))) return CLEAR;
  const level = map.hexTerrain(hex).level;
  if (level > Math.max(line.fromLevel, line.toLevel)) return { sight: { hex, reason: "higher ground", rule: LOS_RULE } };
  const terrain = BLOCKING_HEX[hexTerrainOf(map, hex)];
  const d = (end: number) => hexDistance(line, end, hex);
  const blocks = terrain ? obstacle(line, { hex }, d(line.from), d(line.to), terrain) : CLEAR;
  if (blocks.sight) return blocks;
  // Units see but do not fire through friendly units; higher units may always fire over adjacent lower ones.
  if (line.friendlyAt?.(hex) && !(d(line.from) === 1 && level < line.fromLevel))
    return { fire: { hex, reason: "friendly units", rule: LOS_RULE } };
  return CLEAR;
}

/**
 * A hexside the line crosses. Hexside terrain always blocks, even on the ends' own hexsides (CI 6.x Line of Sight);
 * between the ends, terrain drawn on the hexside and hedges are obstacles like any other (terrain a hexside only takes
 * from a hex, ruling R28, is that hex's edge: the hex, crossed too, judges it, and blind hexes count to it). A slope
 * (any hexside between levels, CI 6.x Elevations: "higher levels exist, separated by slopes") is one only between ends
 * on different levels, and only over ground above the lower end: higher ground is judged in its hex (TEC note: "only
 * higher ground … blocks LOS").
 */
export function hexsideEffect(line: Line, p: number, q: number): Effect {
  const map = line.board.map;
  const hexside = [p, q] as const;
  const d = (end: number) => sideDistance(line, end, p, q);
  const end = p === line.from || q === line.from ? "the firer's" : p === line.to || q === line.to ? "the target's" : null;
  const hedge = hedgeBetween(line.board, p, q);
  if (end) {
    const terrain = hedge ? "a hedge" : BLOCKING_SIDE[hexsideTerrain(map, p, q)];
    if (terrain) return { sight: { hexside, reason: `${terrain} of ${end} hex`, rule: LOS_RULE } };
  } else {
    const drawn = drawnHexsideTerrain(map, p, q);
    const terrain = hedge ? "a hedge" : drawn && BLOCKING_SIDE[drawn];
    const blocks = terrain ? obstacle(line, { hexside }, d(line.from), d(line.to), terrain) : CLEAR;
    if (blocks.sight) return blocks;
  }
  const lp = map.hexTerrain(p).level;
  const lq = map.hexTerrain(q).level;
  if (lp !== lq && line.fromLevel !== line.toLevel && Math.max(lp, lq) > Math.min(line.fromLevel, line.toLevel))
    return obstacle(line, { hexside }, d(line.from), d(line.to), "a slope");
  return CLEAR;
}

/** The effects of pieces crossed one after another: the first that blocks sight, and the first that blocks fire. */
export function inTurn(effects: readonly Effect[]): Effect {
  const sight = effects.find((e) => e.sight)?.sight;
  const fire = effects.find((e) => e.fire)?.fire;
  return { ...(sight ? { sight } : {}), ...(fire ? { fire } : {}) };
}
