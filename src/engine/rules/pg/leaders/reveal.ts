import type { ActivationRoot } from "../../series/commands/activation-shapes";
import type { ActivatedRecord } from "../../series/rules/leadership";
import type { PgContext } from "../commands/context";

/**
 * PG 6.8 (issue 18 ruling A32): a tank leader a side assigned in secret is made known when used; he is "revealed" once,
 * by a public `tank-leader-revealed` (the view shows the enemy `tankLeadersRevealed`). Those AFVs have by rule, and
 * armored car leaders (6.85, ruling N2), are public from the start.
 */
export function revealTankLeader(ctx: PgContext, afv: string): void {
  const b = ctx.state;
  const u = b.units.get(afv);
  if (u === undefined || !b.tankLeaders[u.side]?.includes(afv) || b.tankLeadersRevealed?.includes(afv)) return;
  ctx.emit({ type: "tank-leader-revealed", side: u.side, unit: afv, rule: "PG 6.8" });
}

/**
 * PG 6.8, ruling A32: an activation uses a tank leader when he is its root, or when it activates an AFV other than his
 * own through him. (His own AFV moving closer or assaulting under him reveals him too: the movement's to say.)
 */
export function revealUsedTankLeaders(ctx: PgContext, root: ActivationRoot, pieces: ActivatedRecord): void {
  const b = ctx.state;
  const used = new Set<string>();
  if ("leader" in root && b.units.has(root.leader)) used.add(root.leader);
  for (const [id, p] of Object.entries(pieces)) if (p.ledBy !== null && p.ledBy !== id && b.units.has(p.ledBy)) used.add(p.ledBy);
  for (const afv of used) revealTankLeader(ctx, afv);
}
