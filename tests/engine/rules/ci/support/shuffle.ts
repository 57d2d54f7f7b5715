/**
 * CI 1.x Blocks, the secrecy tests' variants: a battle whose hidden blocks of one side carry other identities — the
 * same handles in the same hexes, standing the same way, with their labels (kind, company, platoon, attachment),
 * strengths and half-hits moved between them. Whatever the other side receives must not tell these battles apart
 * until a rule reveals one of the blocks changed.
 */
import type { CiBattle } from "../../../../../src/engine/rules/ci/state";
import type { CiBlock } from "../../../../../src/engine/rules/ci/state/block";
import { isHidden } from "../../../../../src/engine/rules/ci/state/block";
import { labelOf, otherSide } from "../../../../../src/engine/rules/ci/state/lookups";
import { maxStrengthOf } from "../../../../../src/engine/rules/ci/state/strength";

/** What the other side may never know of a hidden block (CI 1.x Blocks). */
export type Identity = Pick<CiBlock, "kind" | "company" | "platoon" | "attachedTo" | "strength" | "halfHit">;

/** Block classes whose identities the variants move: squads and the weapons that stand with them. */
const SHUFFLED = new Set(["squad", "mg", "mortar", "atr", "engineer"]);

export const identityOf = (k: CiBlock): Identity => ({ kind: k.kind, company: k.company, platoon: k.platoon, attachedTo: k.attachedTo, strength: k.strength, halfHit: k.halfHit });

/**
 * The blocks a variant may change: `side`'s blocks on the map hidden from the other side, squads or weapons, that
 * `named` (the blocks a script names in its commands) leaves out — sorted by id.
 */
export function hiddenPool(b: CiBattle, side: string, named: Iterable<string>): string[] {
  const skip = new Set(named);
  return Object.keys(b.blocks)
    .filter((id) => {
      const k = b.blocks[id]!;
      return k.side === side && isHidden(k) && !skip.has(id) && SHUFFLED.has(labelOf(b, id).class);
    })
    .sort();
}

/** `b` with the identities given, by block id (each block keeps its handle, hex, orientation, `acted`). */
export function withIdentities(b: CiBattle, identities: Readonly<Record<string, Identity>>): CiBattle {
  const blocks = { ...b.blocks };
  for (const [id, identity] of Object.entries(identities)) blocks[id] = { ...blocks[id]!, ...identity };
  return { ...b, blocks };
}

/** `b` with the identities of `pool` permuted: block `pool[i]` takes the identity `pool[order[i]]` had. */
export function permuted(b: CiBattle, pool: readonly string[], order: readonly number[]): CiBattle {
  return withIdentities(b, Object.fromEntries(pool.map((id, i) => [id, identityOf(b.blocks[pool[order[i]!]!]!)])));
}

/** `b` with block `id` at `strength` steps (1 up to its label's) and with or without a half-hit: still the same label. */
export function restrengthened(b: CiBattle, id: string, strength: number, halfHit: boolean): CiBattle {
  const max = maxStrengthOf(b, id) ?? 0;
  if (strength < 1 || strength > max) throw new Error(`${id}: strength ${strength} is not 1..${max}`);
  return withIdentities(b, { [id]: { ...identityOf(b.blocks[id]!), strength, halfHit } });
}

/**
 * Variants of `b` for a script played by `side` and its opponent that names the blocks `named`: among the opponent's
 * hidden blocks the script leaves alone, each pair swapped, and the whole pool rotated by one and reversed; only
 * those that change some block. Each block keeps its handle and hex.
 */
export function shuffles(b: CiBattle, side: string, named: Iterable<string>): CiBattle[] {
  const pool = hiddenPool(b, otherSide(b, side), named);
  const n = pool.length;
  const orders: number[][] = [];
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) orders.push(pool.map((_, k) => (k === i ? j : k === j ? i : k)));
  if (n > 2) orders.push(pool.map((_, k) => (k + 1) % n), pool.map((_, k) => n - 1 - k));
  const same = JSON.stringify(b.blocks);
  return orders.map((o) => permuted(b, pool, o)).filter((v) => JSON.stringify(v.blocks) !== same);
}
