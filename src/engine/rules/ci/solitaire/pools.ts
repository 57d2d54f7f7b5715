import type { CiContext } from "../context";
import type { CiBattle } from "../state";
import type { Company } from "../state/block";
import { inSeenOrder } from "../sequence/seen-order";
import { isHq } from "../state/lookups";

export const SOLITAIRE = "CI 10.x Solitaire";

/** A company's chit-pull pool: its HQs waiting face-down to be drawn this Game Turn, by id (the draw's order). */
export function poolOf(b: CiBattle, side: string, company: Company): string[] {
  return Object.keys(b.blocks)
    .filter((id) => {
      const k = b.blocks[id]!;
      return k.side === side && k.company === company && k.status === "pool" && !k.hqActivated;
    })
    .sort();
}

/** The companies of `side` with an HQ left in their pool that have not drawn this Player Turn, in letter order. */
export function companiesToDraw(b: CiBattle, side: string): Company[] {
  const all = new Set<Company>();
  for (const id in b.blocks) {
    const k = b.blocks[id]!;
    if (k.side === side && k.company !== null && k.status === "pool" && !k.hqActivated) all.add(k.company);
  }
  return [...all].filter((c) => !b.companiesDone.includes(c)).sort();
}

/** CI 10.x Solitaire: "when every HQ has been drawn, the Game Turn is complete" — no pool of either side holds one. */
export const drawnOut = (b: CiBattle): boolean => !Object.values(b.blocks).some((k) => k.status === "pool" && !k.hqActivated);

/** CI 10.x Solitaire: every HQ on the map, of both sides, goes face-down into its company's pool. */
export function poolHqs(ctx: CiContext): void {
  const b = ctx.state;
  const hqs = Object.keys(b.blocks).filter((id) => b.blocks[id]!.status === "on-map" && b.blocks[id]!.company !== null && isHq(b, id));
  for (const id of inSeenOrder(b, hqs)) ctx.emit({ type: "hq-pooled", block: id, rule: SOLITAIRE });
}

/**
 * CI 10.x Solitaire, the first Game Turn: HQs a scenario set up on the map go to their pools before the first draw (no
 * HQ drawn nor activated yet, none in a pool). Later Game Turns find them there: the end of each Game Turn pools them.
 */
export function fillFirstPools(ctx: CiContext): void {
  const b = ctx.state;
  const started = b.activation !== null || b.companiesDone.length > 0 || b.playerTurn > 1;
  if (started || Object.values(b.blocks).some((k) => k.status === "pool" || k.hqActivated)) return;
  poolHqs(ctx);
}

/** CI 10.x Solitaire: the size of each company's face-down pool, which the table shows every side (side, company order). */
export function poolsSeen(b: CiBattle): { side: string; company: Company; size: number }[] {
  const sizes = new Map<string, { side: string; company: Company; size: number }>();
  for (const id in b.blocks) {
    const k = b.blocks[id]!;
    if (k.status !== "pool" || k.hqActivated || k.company === null) continue;
    const key = `${k.side}:${k.company}`;
    const pool = sizes.get(key) ?? { side: k.side, company: k.company, size: 0 };
    pool.size += 1;
    sizes.set(key, pool);
  }
  return [...sizes.entries()].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)).map(([, p]) => p);
}
