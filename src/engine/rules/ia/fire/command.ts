import { refuseUnless } from "../../../core/refusal";
import type { IaContext } from "../commands/context";
import type { FireCommand } from "../commands/schema";
import { say } from "../text";
import { rollAttack } from "./attack";
import { checkLinesOfFire } from "./blocked-fire";
import { checkCombining } from "./combining";
import { checkFirer, checkLeader } from "./firers";
import { leadersIn, onMap, unitsIn } from "./hexes";
import { markFirers } from "./markers";
import { applyResults } from "./results";
import { checkTarget } from "./target";

export type { FireCommand };

/** IA1 10.0–10.2: one direct fire attack on a hex, by one unit or several combining (7.32). */
export function directFire(ctx: IaContext, c: FireCommand): void {
  const b = ctx.state;
  refuseUnless(b.phase === "action" && b.impulses?.active === c.side, "IA1 3.0 C", say("fire.not-your-segment"));
  const a = b.activation;
  refuseUnless(a !== null && a.side === c.side, "IA1 3.13", say("fire.no-activation"));
  // IA1 3.13: firers and the leaders assisting them were designated to fire when the segment began.
  for (const id of [...c.firers, ...(c.leaders ?? [])])
    refuseUnless(a.pieces[id]?.action === "fire", "IA1 3.13", say("fire.not-designated", { piece: (b.units.get(id) ?? b.leaders.get(id))?.name ?? id }));
  refuseUnless(onMap(ctx.map, c.at), "IA1 10.2", say("fire.off-map", { hex: String(c.at) }));
  refuseUnless(c.firers.length > 0, "IA1 10.2", say("fire.no-firers"));
  refuseUnless(new Set(c.firers).size === c.firers.length, "IA1 7.22", say("fire.firer-twice"));
  const firers = c.firers.map((id) => checkFirer(ctx, c.side, id, c.at));
  const named = c.leaders ?? [];
  refuseUnless(new Set(named).size === named.length, "IA1 6.5", say("fire.leader-twice"));
  const leaders = named.map((id) => checkLeader(ctx, c.side, id, firers));
  checkTarget(ctx, c.side, c.at, firers);
  checkCombining(b, ctx.map, firers, leaders);
  checkLinesOfFire(ctx, c.side, firers, c.at);
  // IA1 8.1, 16.5: every piece in the hex is affected, so hidden ones there are placed on the board before the fire.
  const hidden = [...unitsIn(b, c.at), ...leadersIn(b, c.at)].filter((p) => p.side !== c.side && p.hidden).map((p) => p.id);
  if (hidden.length) {
    ctx.emit({ type: "revealed", pieces: hidden, rule: "IA1 8.1, 16.5" });
    ctx.reveal();
  }

  const scored = rollAttack(ctx, { side: c.side, firers, leaders, target: c.at, moving: null, rule: "IA1 10.2", cause: "direct-fire" });
  if (a.current !== c.firers[0]) ctx.emit({ type: "acting", piece: c.firers[0]! });
  markFirers(ctx, firers, leaders);
  applyResults(ctx, scored);
}

export const fireHandlers = {
  "direct-fire": (ctx: IaContext, c: FireCommand) => directFire(ctx, c),
};
