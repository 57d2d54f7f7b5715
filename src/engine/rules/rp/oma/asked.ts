import type { RpContext } from "../context";

const counts = new WeakMap<RpContext, Map<string, number>>();

/** A decision id unique within the command (`rp-spine:2`): the command asks the same in the same order when run again. */
export function askId(ctx: RpContext, prefix: string): string {
  const seen = counts.get(ctx) ?? new Map<string, number>();
  counts.set(ctx, seen);
  const n = (seen.get(prefix) ?? 0) + 1;
  seen.set(prefix, n);
  return `${prefix}:${n}`;
}
