import { Refusal } from "../../../core/refusal";
import { hexLine, type Hex } from "../../../hex";
import type { HexMap } from "../../../map";
import type { IaContext } from "../commands/context";
import { sightFor } from "../commands/sight";
import type { IaUnit } from "../state";
import { hexName } from "./hexes";

/** A hex a line of fire passes through, with its distance from the firer along the line. */
interface Traced {
  readonly hex: number;
  readonly sample: number;
}

/**
 * The hexes between firer and target, once per side of the line: a line along hex spines may be traced
 * through either hex (IA1 8.65), one side for its whole length, as for line of sight.
 */
function sidesOfLine(map: HexMap, from: number, to: number): Traced[][] {
  const left: Traced[] = [];
  const right: Traced[] = [];
  let spine = false;
  hexLine(map.hexAt(from), map.hexAt(to))
    .slice(1, -1)
    .forEach((s, i) => {
      const at = (h: Hex): Traced => ({ hex: map.indexOf(h), sample: i + 1 });
      if (s.kind === "hex") {
        left.push(at(s.hex));
        right.push(at(s.hex));
      } else if (s.spine) {
        spine = true;
        left.push(at(s.left));
        right.push(at(s.right));
      } else {
        left.push(at(s.left), at(s.right));
        right.push(at(s.left), at(s.right));
      }
    });
  return spine ? [left, right] : [left];
}

/**
 * IA1 7.24, 10.1–10.13: no firer's line may pass through hexes holding friendly units (or along the hexside
 * between two such hexes) unless all of them are lower than every firing unit (10.1), or the firer is an MG
 * with a friendly-free hex between the target and all of them (10.11). Friendly leaders alone never block
 * (10.13). Artillery and mortars (10.12) have no direct fire values (7.3): their open-sights fire is bombardment.
 */
export function checkLinesOfFire(ctx: IaContext, side: string, firers: readonly IaUnit[], target: number): void {
  const friendly = new Set(Object.values(ctx.state.units).filter((u) => u.side === side && u.hex !== null).map((u) => u.hex!));
  const ground = (hex: number) => ctx.map.hexTerrain(hex).level;
  const lowest = Math.min(...firers.map((u) => ground(u.hex!)));
  for (const f of firers) {
    const sides = sidesOfLine(ctx.map, f.hex!, target);
    // Along a spine, the side fired along must also be the side with line of sight.
    const seen = sides.length > 1 ? sightFor(ctx).los.explain(f.hex!, target).sides.map((s) => s.clear) : [true];
    const clear = (cells: Traced[]): boolean => {
      const blockers = cells.filter((c) => friendly.has(c.hex));
      if (blockers.every((c) => ground(c.hex) < lowest)) return true;
      if (f.kind !== "MG") return false;
      const outermost = Math.max(...blockers.map((c) => c.sample));
      return cells.some((c) => c.sample > outermost);
    };
    if (sides.some((cells, i) => seen[i] && clear(cells))) continue;
    const blockers = [...new Set(sides.flat().filter((c) => friendly.has(c.hex)).map((c) => hexName(ctx.map, c.hex)))];
    throw f.kind === "MG"
      ? new Refusal("IA1 10.11", `${f.name}'s fire is blocked by friendly units in ${blockers.join(", ")}: no friendly-free hex lies between them and the target`)
      : new Refusal("IA1 10.1", `${f.name}'s fire is blocked by friendly units in ${blockers.join(", ")} that are not lower than the firing units`);
  }
}
