import { refuseUnless } from "../../../core/refusal";
import type { IaContext } from "../commands/context";
import { rollAttack } from "./attack";
import { checkLinesOfFire } from "./blocked-fire";
import { checkCombining } from "./combining";
import { checkFirer, checkLeader } from "./firers";
import { onMap } from "./hexes";
import { markFirers } from "./markers";
import { applyResults } from "./results";
import { checkTarget } from "./target";

export type FireCommand = {
  readonly type: "direct-fire";
  readonly side: string;
  /** The units firing, combined into one attack (IA1 7.32). */
  readonly firers: readonly string[];
  /** Activated leaders combining the fire (6.51) or adding their combat modifiers (6.52). */
  readonly leaders?: readonly string[];
  /** The target hex (map index). */
  readonly at: number;
};

/** IA1 10.0–10.2: one direct fire attack on a hex, by one unit or several combining (7.32). */
export function directFire(ctx: IaContext, c: FireCommand): void {
  const b = ctx.state;
  refuseUnless(b.phase === "action" && b.impulses?.active === c.side, "IA1 3.0 C", "units fire in their own side's action segments");
  const a = b.activation;
  refuseUnless(a !== null && a.side === c.side, "IA1 3.13", "only units activated this segment fire");
  // IA1 3.13: firers and the leaders assisting them were designated to fire when the segment began.
  for (const id of [...c.firers, ...(c.leaders ?? [])])
    refuseUnless(a.pieces[id]?.action === "fire", "IA1 3.13", `${(b.units[id] ?? b.leaders[id])?.name ?? id} was not activated to fire this segment`);
  refuseUnless(onMap(ctx.map, c.at), "IA1 10.2", `hex ${c.at} is not on the map`);
  refuseUnless(c.firers.length > 0, "IA1 10.2", "name at least one firing unit");
  refuseUnless(new Set(c.firers).size === c.firers.length, "IA1 7.22", "a unit fires once: it is named twice");
  const firers = c.firers.map((id) => checkFirer(ctx, c.side, id, c.at));
  const named = c.leaders ?? [];
  refuseUnless(new Set(named).size === named.length, "IA1 6.5", "a leader is named twice");
  const leaders = named.map((id) => checkLeader(ctx, c.side, id, firers));
  checkTarget(ctx, c.side, c.at, firers);
  checkCombining(ctx.map, firers, leaders);
  checkLinesOfFire(ctx, c.side, firers, c.at);

  const scored = rollAttack(ctx, { side: c.side, firers, leaders, target: c.at, moving: null, rule: "IA1 10.2", cause: "direct-fire" });
  if (a.current !== c.firers[0]) ctx.emit({ type: "acting", piece: c.firers[0]! });
  markFirers(ctx, firers, leaders);
  applyResults(ctx, scored);
}

export const fireHandlers = {
  "direct-fire": (ctx: IaContext, c: FireCommand) => directFire(ctx, c),
};
