import { Refusal } from "../../../core/refusal";
import type { LineSide, Spotting } from "../../../los";
import type { HexMap } from "../../../map";
import type { SeriesContext, SeriesRules } from "../context";
import type { ReducedBattle } from "../events/types";
import type { UnitOf } from "../rules/leadership";
import { hexName } from "./hexes";

/**
 * The hexes between firer and target, once per side of the line: a line along hex spines may be traced through either
 * hex (8.35), one side for its whole length, as for line of sight. The lines are line of sight's own table (offsets from
 * the firer's hex, each with its distance from the firer).
 */
function sidesOfLine(sight: Spotting, map: HexMap, from: number, to: number): LineSide[] {
  const a = map.hexAt(from);
  const b = map.hexAt(to);
  const line = sight.los.lines.get(b.q - a.q, b.r - a.r);
  return line.spine ? [line.left, line.right] : [line.left];
}

/** How a firer's line of fire is judged (10.1): who blocks, whether it fires through them, below which ground they never block. */
export interface LineOfFire {
  readonly friendly: (hex: number) => boolean;
  /** 10.1 (IA1 10.11): it fires through friendly units given a friendly-free hex between them and the target. */
  readonly through: boolean;
  /** IA1 10.1: friendly units lower than this never block; -Infinity where the game has no such exception (PG). */
  readonly lowest: number;
}

/**
 * 10.1: whether the line of fire from `from` to `target` passes no `friendly` hex (nor the hexside between two), except
 * where all of them are lower than `lowest` (IA1 10.1), or the firer fires `through` with a friendly-free hex between
 * the target and all of them (10.1, IA1 10.11).
 */
export function lineOfFireClear(sight: Spotting, map: HexMap, line: LineOfFire, from: number, target: number): boolean {
  const clear = (cells: LineSide): boolean => {
    let high = false;
    let outermost = 0;
    let last = 0;
    for (let k = 0; k < cells.offsets.length; k++) {
      const hex = from + cells.offsets[k]!;
      const sample = cells.samples[k]!;
      if (sample > last) last = sample;
      if (!line.friendly(hex)) continue;
      if (map.hexTerrain(hex).level >= line.lowest) high = true;
      if (sample > outermost) outermost = sample;
    }
    return !high || (line.through && last > outermost);
  };
  const sides = sidesOfLine(sight, map, from, target);
  const fireClear = sides.map(clear);
  if (!fireClear.some(Boolean)) return false;
  if (sides.length === 1) return true;
  // Along a spine, the side fired along must also be the side with line of sight.
  const seen = sight.los.explain(from, target).sides;
  return fireClear.some((ok, i) => ok && seen[i]!.clear);
}

/** What judging lines of fire needs: the battle, its map and TEC, and the game's sight and fire rules. */
export type FireView<B extends ReducedBattle> = Pick<SeriesContext<B>, "state" | "map" | "tec"> & { readonly rules: Pick<SeriesRules<B, never>, "sight" | "fire"> };

/** The first firer whose line of fire is blocked by friendly units (7.24, 10.1), or null; with the test it failed. */
function blockedFirer<B extends ReducedBattle>(ctx: FireView<B>, side: string, firers: readonly UnitOf<B>[], target: number) {
  const { fire } = ctx.rules;
  const sight = ctx.rules.sight.of(ctx);
  const friendly = fire.blocks(ctx.state, side);
  const lowest = fire.lowerElevationExempt ? Math.min(...firers.map((u) => ctx.map.hexTerrain(u.hex!).level)) : -Infinity;
  const f = firers.find((u) => !lineOfFireClear(sight, ctx.map, { friendly, through: fire.firesThrough(u), lowest }, u.hex!, target));
  return f === undefined ? null : { f, sight, friendly };
}

/** Whether every firer's line of fire is clear (10.1; IA1 10.1 combined fire: below the lowest firing unit). */
export const linesOfFireClear = <B extends ReducedBattle>(ctx: FireView<B>, side: string, firers: readonly UnitOf<B>[], target: number): boolean =>
  blockedFirer(ctx, side, firers, target) === null;

/**
 * 7.24, 10.1: no firer's line may pass through hexes holding friendly units that block (or along the hexside between
 * two such hexes) unless the game excuses them (IA1 10.1: all lower than every firing unit) or the firer fires through
 * them with a friendly-free hex between the target and all of them (10.1; IA1 10.11 MGs). Leaders alone never block.
 */
export function checkLinesOfFire<B extends ReducedBattle>(ctx: FireView<B> & { readonly rules: Pick<SeriesRules<B, never>, "cite" | "say"> }, side: string, firers: readonly UnitOf<B>[], target: number): void {
  const blocked = blockedFirer(ctx, side, firers, target);
  if (!blocked) return;
  const { f, sight, friendly } = blocked;
  const crossed = sidesOfLine(sight, ctx.map, f.hex!, target).flatMap((cells) => [...cells.offsets].map((o) => f.hex! + o));
  const blockers = [...new Set(crossed.filter(friendly).map((h) => hexName(ctx.map, h)))];
  const { cite, say } = ctx.rules;
  throw ctx.rules.fire.firesThrough(f)
    ? new Refusal(cite("10.1 (through)"), say("fire.blocked-mg", { unit: f.name, hexes: blockers.join(", ") }))
    : new Refusal(cite("10.1"), say("fire.blocked", { unit: f.name, hexes: blockers.join(", ") }));
}
