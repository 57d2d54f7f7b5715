import type { CiContext } from "../context";
import { isHidden } from "../state/block";
import { isArmored, valueOf } from "../state/lookups";
import { blocksAt } from "../state/where";
import { doubleDefense } from "./double-defense";
import type { HitMode } from "./hit-mode";
import { takeHits } from "./hits";
import { say } from "./text";


export const CASUALTIES_RULE = "CI 5.x Casualties";

/** The casualty decisions asked so far in one run of a command (keyed by its `decide`): each id unique in the command. */
const asked = new WeakMap<object, number>();
function serial(ctx: CiContext): number {
  const n = (asked.get(ctx.decide) ?? 0) + 1;
  asked.set(ctx.decide, n);
  return n;
}

export interface HitOptions {
  readonly mode: HitMode;
  /** The side whose blocks in the hex take the hits: its player chooses among equals. */
  readonly side: string;
  /** The rule the hits are taken by (on each `hits-taken` and elimination). */
  readonly rule: string;
  /** Blocks that take none (a minefield outside assaults, CI 7.x Mines). */
  readonly exclude?: readonly string[];
  /** CI 6.x Armor Class: AC counts 0 (field artillery and air strikes): face-up tanks take hits too. */
  readonly ignoreArmor?: boolean;
  /** CI 2.x Sniper: its target never has 2D. */
  readonly never2D?: boolean;
}

/**
 * CI 6.x Armor Class, CI 5.x Casualties: a face-up tank (any armored block) with an AC above 0 takes no hits of hex fire
 * or bombardment; a hidden one has AC 0; AC is 0 in assaults and against friendly fire (AC ignored) and strikes.
 */
function armorExcluded(ctx: CiContext, id: string, o: HitOptions): boolean {
  if (o.mode === "assault" || o.mode === "friendly" || o.ignoreArmor) return false;
  const b = ctx.state;
  return isArmored(b, id) && !isHidden(b.blocks[id]!) && valueOf(b, id, "ac") > 0;
}

/**
 * CI 5.x Casualties: `hits` on the blocks of `o.side` in `hex`, one at a time, each to the highest current strength
 * among them, re-evaluated after each hit (ruling R5); a half-hit holder must take the next hit (CI 6.7 Double Defense);
 * among equals the owner chooses (`ci-casualties`, default the first by id). The decision is asked of every hit while
 * 2 or more blocks there may take it — a public fact, so the other side, told only that it waits, learns nothing of
 * their strengths. Hits with none left to take them are wasted (ruling R6: a hex holding only face-up tanks with AC).
 * 2D by the hex terrain and `o.mode` (fire/double-defense.ts). A caller that spreads hits on the same hex twice in one
 * command gets distinct decision ids (`ci-casualties:<hex>:<n>`, n counting this command's casualty decisions).
 */
export function allocateHits(ctx: CiContext, hex: number, hits: number, o: HitOptions): void {
  const twoD = !o.never2D && doubleDefense(ctx, hex, o.mode);
  for (let n = 1; n <= hits; n++) {
    const b = ctx.state;
    const eligible = blocksAt(b, hex)
      .filter((id) => b.blocks[id]!.side === o.side && !o.exclude?.includes(id) && !armorExcluded(ctx, id, o))
      .sort();
    if (!eligible.length) return;
    const halves = eligible.filter((id) => b.blocks[id]!.halfHit);
    const top = Math.max(...eligible.map((id) => b.blocks[id]!.strength));
    const options = halves.length ? halves : eligible.filter((id) => b.blocks[id]!.strength === top);
    const id =
      eligible.length < 2
        ? eligible[0]!
        : ctx.decide({ id: `ci-casualties:${hex}:${serial(ctx)}`, kind: "ci-casualties", side: o.side, prompt: say("ci.casualties.prompt", { n, hits }), options, default: options[0]!, rule: CASUALTIES_RULE });
    takeHits(ctx, id, 1, { twoD, rule: o.rule });
  }
}
