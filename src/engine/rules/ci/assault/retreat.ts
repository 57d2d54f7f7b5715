import type { CiContext } from "../context";
import { assaultLimit } from "../movement/assault-entry";
import { controlOf } from "../movement/control";
import { barrier } from "../movement/passable";
import { stackLimit } from "../movement/stacking";
import { eliminate } from "../sequence/eliminate";
import { hexsideKey, sameHexside } from "../state/markers";
import { labelOf, otherSide } from "../state/lookups";
import { blocksAt } from "../state/where";
import { RETREATS } from "./constants";
import { type Fight, hexName, neighboursOf } from "./fight";
import { say } from "./text";

/** Room for one more of `side`'s blocks in `hex` (CI 8.x Stacking Limits). */
export const roomIn = (ctx: CiContext, side: string, hex: number): boolean =>
  blocksAt(ctx.state, hex).filter((id) => ctx.state.blocks[id]!.side === side).length < stackLimit(ctx.state, ctx.map, hex);

/**
 * CI 9.x Assault Retreats, CI 9.x Regrouping: whether `id` may cross out of the assault hex `from` into `to` — a hexside
 * it may cross at all (CI 8.x River Crossings, CI 3.x Terrain Types) whose assault limit the crossings counted in `used`
 * (by `hexsideKey`) have not used up.
 */
export function mayCross(ctx: CiContext, id: string, from: number, to: number, used: ReadonlyMap<string, number>): boolean {
  if (barrier(ctx.state, ctx.map, id, from, to, true)) return false;
  return (used.get(hexsideKey(from, to)) ?? 0) < assaultLimit(ctx.state, ctx.map, from, to, labelOf(ctx.state, id).class);
}

/**
 * CI 9.x Assault Retreats: where `id` may retreat — an adjacent hex through a hexside it may cross whose assault limit
 * this round is not used up; an attacker back through a hexside the attackers entered by or into an adjacent
 * friendly-occupied hex, a defender through a hexside no attacker entered by (ruling R18); never into an enemy or
 * disputed hex (CI 8.x Hex Control), always subject to stacking. `offMap`: a hexside off the map edge open to it.
 */
export function retreatsOf(ctx: CiContext, fight: Fight, id: string): { hexes: number[]; offMap: number | null } {
  const b = ctx.state;
  const side = b.blocks[id]!.side;
  const hexes: number[] = [];
  let offMap: number | null = null;
  for (const n of neighboursOf(ctx.map, fight.hex)) {
    const entered = fight.via.some((v) => sameHexside(v, [fight.hex, n]));
    const onMap = ctx.map.contains(ctx.map.hexAt(n));
    const friendlyOccupied = onMap && blocksAt(b, n).some((o) => b.blocks[o]!.side === side);
    if (side === fight.attacker ? !entered && !friendlyOccupied : entered) continue;
    if (!mayCross(ctx, id, fight.hex, n, fight.through)) continue;
    if (!onMap) {
      offMap ??= n;
      continue;
    }
    const control = controlOf(b, ctx.map, n);
    if (control === otherSide(b, side) || control === "disputed" || !roomIn(ctx, side, n)) continue;
    hexes.push(n);
  }
  return { hexes, offMap };
}

/**
 * CI 9.x Assault Retreats: `id` retreats one hex, its owner choosing where (`ci-retreat`), or off the map
 * (`ci-retreat-off-map`: removed, no VP); with nowhere to go it is eliminated (CI 6.x Eliminated Units).
 */
export function retreat(ctx: CiContext, fight: Fight, id: string): void {
  const { hexes, offMap } = retreatsOf(ctx, fight, id);
  const side = ctx.state.blocks[id]!.side;
  const params = { block: id, hex: hexName(ctx, fight.hex) };
  if (!hexes.length && offMap === null) return eliminate(ctx, id, RETREATS);
  const leave =
    offMap !== null &&
    (hexes.length === 0 ||
      ctx.decide<boolean>({ id: `ci-retreat-off-map:${fight.seq}:${fight.round}:${id}`, kind: "ci-retreat-off-map", side, prompt: say("ci.assault.retreat-off-map", params), options: [false, true], default: false, rule: RETREATS }));
  const to = leave
    ? null
    : hexes.length === 1
      ? hexes[0]!
      : ctx.decide<number>({ id: `ci-retreat:${fight.seq}:${fight.round}:${id}`, kind: "ci-retreat", side, prompt: say("ci.assault.retreat", params), options: hexes, default: hexes[0]!, rule: RETREATS });
  const key = hexsideKey(fight.hex, to ?? offMap!);
  fight.through.set(key, (fight.through.get(key) ?? 0) + 1);
  ctx.emit({ type: "retreated", block: id, from: fight.hex, to, rule: RETREATS });
}
