import { add, DIRECTIONS, scale } from "../../../hex/axial";
import type { HexMap } from "../../../map/hex-map";
import type { RpContext } from "../context";
import type { RpBattle } from "../state";
import type { Barrage } from "../state/markers";
import { unitsIn } from "../state/lookups";
import { bombardUnits, placeBreaches } from "./bombardment";

/** RP 7.41: the hexes of a creeping barrage's row or column (0-based) across its span, or of its area as moved so far. */
export function barrageHexes(map: HexMap, x: Barrage): number[] {
  if (x.line === "area") return x.hexes.map((h) => map.indexOf(add(map.hexAt(h), scale(DIRECTIONS[x.toward]!, x.at)))).filter((i) => i >= 0 && map.contains(map.hexAt(i)));
  const [lines, across] = x.line === "row" ? [map.rows, map.columns] : [map.columns, map.rows];
  if (x.at >= lines) return [];
  const out: number[] = [];
  for (let k = x.span[0]; k <= Math.min(x.span[1], across - 1); k++) out.push(x.line === "row" ? map.indexOfOffset(k, x.at) : map.indexOfOffset(x.at, k));
  return out.filter((i) => map.contains(map.hexAt(i)));
}

/** The barrages firing this turn (RP 7.41: from the turn the scenario names), by index, last first (a ceased one is removed). */
export const firing = (b: RpBattle): number[] =>
  b.barrages
    .map((x, i) => (x.from <= b.turn ? i : -1))
    .filter((i) => i >= 0)
    .reverse();

/** RP 7.43: on the units in its hexes, a paralyzing bombardment, and three wire breaches by its side; no scrapes (7.13). */
export function strike(ctx: RpContext, i: number): void {
  const x = ctx.state.barrages[i]!;
  const hexes = barrageHexes(ctx.map, x);
  ctx.emit({ type: "barrage-struck", barrage: i, hexes, rule: "RP 7.42" });
  ctx.emit({ type: "bombardment-fired", side: x.side, kind: "paralyzing", hexes, barrage: true, rule: "RP 7.43" });
  bombardUnits(ctx, hexes.flatMap((h) => unitsIn(ctx.state, h)), "paralyzing", "RP 7.43");
  placeBreaches(ctx, x.side, 3, hexes, "RP 7.43");
}

/** RP 7.42: one row, column or hex on; it ceases when its advances are spent or it would leave the map. Whether it still fires. */
export function advance(ctx: RpContext, i: number, rule: string): boolean {
  const x = ctx.state.barrages[i]!;
  const at = x.at + (x.line === "area" ? 1 : x.step);
  const off = x.line === "area" ? !barrageHexes(ctx.map, { ...x, at }).length : at < 0 || at >= (x.line === "row" ? ctx.map.rows : ctx.map.columns);
  const gone = x.advancesLeft === 0 || off;
  if (gone) ctx.emit({ type: "barrage-ceased", barrage: i, rule });
  else ctx.emit({ type: "barrage-moved", barrage: i, at, advancesLeft: x.advancesLeft === null ? null : x.advancesLeft - 1, rule });
  return !gone;
}

/** RP 7.43, 7.45: the barrages standing on a hex now (in the couplets of a turn, once struck), by index. */
export function barragesOn(ctx: RpContext, hex: number): number[] {
  const b = ctx.state;
  if (b.phase !== "couplets") return [];
  return b.barrages.flatMap((x, i) => (x.struck && x.from <= b.turn && barrageHexes(ctx.map, x).includes(hex) ? [i] : []));
}
