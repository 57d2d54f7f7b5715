import { Refusal } from "../../../core/refusal";
import type { LineSide } from "../../../los";
import type { IaView } from "../commands/context";
import { sightFor } from "../commands/sight";
import { holdsUnitOf, type IaBattle, type IaUnit } from "../state";
import { say } from "../text";
import { hexName } from "./hexes";

/**
 * The hexes between firer and target, once per side of the line: a line along hex spines may be traced
 * through either hex (IA1 8.65), one side for its whole length, as for line of sight. The lines are line of
 * sight's own table (offsets from the firer's hex, each with its distance from the firer).
 */
function sidesOfLine(view: IaView, from: number, to: number): LineSide[] {
  const a = view.map.hexAt(from);
  const b = view.map.hexAt(to);
  const line = sightFor(view).los.lines.get(b.q - a.q, b.r - a.r);
  return line.spine ? [line.left, line.right] : [line.left];
}

/** Whether a hex holds units of `side`, the friendly units that may block its fire (IA1 10.1; 10.13: leaders never do). */
const friendlyHexes = (b: IaBattle, side: string): ((hex: number) => boolean) => holdsUnitOf(b, side);

/**
 * IA1 10.1–10.11: whether `f`'s line of fire to `target` passes no `friendly` hex (nor the hexside between two),
 * except where all of them are lower than `lowest`, the lowest firing unit's ground (10.1), or `f` is an MG with a
 * friendly-free hex between the target and all of them (10.11).
 */
export function lineOfFireClear(view: IaView, friendly: (hex: number) => boolean, f: IaUnit, target: number, lowest: number): boolean {
  const from = f.hex!;
  const clear = (cells: LineSide): boolean => {
    let high = false;
    let outermost = 0;
    let last = 0;
    for (let k = 0; k < cells.offsets.length; k++) {
      const hex = from + cells.offsets[k]!;
      const sample = cells.samples[k]!;
      if (sample > last) last = sample;
      if (!friendly(hex)) continue;
      if (view.map.hexTerrain(hex).level >= lowest) high = true;
      if (sample > outermost) outermost = sample;
    }
    return !high || (f.kind === "MG" && last > outermost);
  };
  const sides = sidesOfLine(view, from, target);
  const fireClear = sides.map(clear);
  if (!fireClear.some(Boolean)) return false;
  if (sides.length === 1) return true;
  // Along a spine, the side fired along must also be the side with line of sight.
  const seen = sightFor(view).los.explain(from, target).sides;
  return fireClear.some((ok, i) => ok && seen[i]!.clear);
}

/** The first firer whose line of fire is blocked by friendly units (IA1 7.24, 10.1–10.13), or null. */
function blockedFirer(view: IaView, side: string, firers: readonly IaUnit[], target: number): IaUnit | null {
  const friendly = friendlyHexes(view.state, side);
  const lowest = Math.min(...firers.map((u) => view.map.hexTerrain(u.hex!).level));
  return firers.find((f) => !lineOfFireClear(view, friendly, f, target, lowest)) ?? null;
}

/** Whether every firer's line of fire is clear (IA1 10.1–10.13; combined fire: below the lowest firing unit). */
export const linesOfFireClear = (view: IaView, side: string, firers: readonly IaUnit[], target: number): boolean => blockedFirer(view, side, firers, target) === null;

/**
 * IA1 7.24, 10.1–10.13: no firer's line may pass through hexes holding friendly units (or along the hexside
 * between two such hexes) unless all of them are lower than every firing unit (10.1), or the firer is an MG
 * with a friendly-free hex between the target and all of them (10.11). Friendly leaders alone never block
 * (10.13). Artillery and mortars (10.12) have no direct fire values (7.3): their open-sights fire is bombardment.
 */
export function checkLinesOfFire(ctx: IaView, side: string, firers: readonly IaUnit[], target: number): void {
  const f = blockedFirer(ctx, side, firers, target);
  if (!f) return;
  const friendly = friendlyHexes(ctx.state, side);
  const crossed = sidesOfLine(ctx, f.hex!, target).flatMap((cells) => [...cells.offsets].map((o) => f.hex! + o));
  const blockers = [...new Set(crossed.filter(friendly).map((h) => hexName(ctx.map, h)))];
  throw f.kind === "MG"
    ? new Refusal("IA1 10.11", say("fire.blocked-mg", { unit: f.name, hexes: blockers.join(", ") }))
    : new Refusal("IA1 10.1", say("fire.blocked", { unit: f.name, hexes: blockers.join(", ") }));
}
