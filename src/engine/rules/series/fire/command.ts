import { refuseUnless } from "../../../core/refusal";
import type { SeriesContext } from "../context";
import type { ReducedBattle } from "../events/types";
import type { LeaderOf, UnitOf } from "../rules/leadership";
import type { FireCommand } from "../commands/shapes";
import { leadersAt, unitsAt } from "../state/occupancy";
import { rollAttack } from "./attack";
import { checkLinesOfFire } from "./blocked-fire";
import { checkCombining } from "./combining";
import { checkFirer, checkLeader } from "./firers";
import { onMap } from "./hexes";
import { markFirers } from "./markers";
import type { FirePart } from "./strength";
import { applyResults } from "./results";
import { checkTarget } from "./target";


/** The attack a fire command asks for once every rule allows it: the pieces as they stand. */
export interface CheckedFire<B extends ReducedBattle> {
  readonly firers: readonly UnitOf<B>[];
  readonly leaders: readonly LeaderOf<B>[];
}

/**
 * 3.0 B, 3.13, 6.4, 7.2–7.33, 8.0, 10.0–10.4: the checks of a direct fire attack on a hex, by one unit or several
 * combining (7.33); hidden pieces in the hex are then placed on the board (8.0, 16.6: every piece there is affected).
 */
export function checkFire<B extends ReducedBattle>(ctx: SeriesContext<B>, c: FireCommand): CheckedFire<B> {
  const { cite, say } = ctx.rules;
  const b = ctx.state;
  refuseUnless(b.phase === "action" && b.impulses?.active === c.side, cite("3.0 B"), say("fire.not-your-segment"));
  const a = b.activation;
  refuseUnless(a !== null && a.side === c.side, cite("3.13"), say("fire.no-activation"));
  // 3.13: firers and the leaders assisting them were designated to fire when the segment began.
  for (const id of [...c.firers, ...(c.leaders ?? [])]) refuseUnless(a.pieces[id]?.action === "fire", cite("3.13"), say("fire.not-designated", { piece: (b.units.get(id) ?? b.leaders.get(id))?.name ?? id }));
  refuseUnless(onMap(ctx.map, c.at), cite("10.2"), say("fire.off-map", { hex: String(c.at) }));
  refuseUnless(c.firers.length > 0, cite("10.2"), say("fire.no-firers"));
  refuseUnless(new Set(c.firers).size === c.firers.length, cite("7.22"), say("fire.firer-twice"));
  const firers = c.firers.map((id) => checkFirer(ctx, c.side, id, c.at));
  const named = c.leaders ?? [];
  refuseUnless(new Set(named).size === named.length, cite("6.4"), say("fire.leader-twice"));
  const leaders = named.map((id) => checkLeader(ctx, c.side, id, firers));
  checkTarget(ctx, c.side, c.at, firers);
  checkCombining(ctx, firers, leaders);
  checkLinesOfFire(ctx, c.side, firers, c.at);
  return { firers, leaders };
}

/** 8.0, 16.6: every piece in the hex is affected, so hidden ones there are placed on the board before the fire. */
export function revealTargets<B extends ReducedBattle>(ctx: SeriesContext<B>, side: string, at: number): void {
  const hidden = [...unitsAt(ctx.state, at), ...leadersAt(ctx.state, at)].filter((p) => p.side !== side && p.hidden).map((p) => p.id);
  if (!hidden.length) return;
  ctx.emit({ type: "revealed", pieces: hidden, rule: ctx.rules.cite("8.0", "16.6") });
  ctx.reveal();
}

/**
 * PG 7.23: units firing part of their value, once the fire is checked (refusing parts the rules forbid, recording the
 * points used): what each leaves unfired, and whether it keeps points to fire again (no MOVED/FIRED yet).
 */
export interface FireParts<B extends ReducedBattle> {
  readonly unfired: FirePart<B>;
  readonly keepsPoints: (u: UnitOf<B>) => boolean;
}

/** 10.0–10.2: one direct fire attack on a hex, by one unit or several combining (7.33); `parts`: a game's split fire (PG 7.23). */
export function directFire<B extends ReducedBattle>(ctx: SeriesContext<B>, c: FireCommand, parts?: (fire: CheckedFire<B>) => FireParts<B>): void {
  const checked = checkFire(ctx, c);
  const { firers, leaders } = checked;
  const split = parts?.(checked);
  revealTargets(ctx, c.side, c.at);
  const scored = rollAttack(ctx, { side: c.side, firers, leaders, target: c.at, moving: null, rule: ctx.rules.cite("10.2"), cause: "direct-fire", ...(split ? { part: split.unfired } : {}) });
  if (ctx.state.activation!.current !== c.firers[0]) ctx.emit({ type: "acting", piece: c.firers[0]! });
  markFirers(ctx, firers, leaders, split?.keepsPoints);
  applyResults(ctx, scored);
}
