import { openWindow } from "../../../core/window";
import type { SeriesContext, SeriesEvent } from "../context";
import type { ReducedBattle } from "../events/types";
import { rollAttack } from "../fire/attack";
import { applyResults } from "../fire/results";
import type { MovingTarget } from "../rules/fire";
import type { LeaderOf, UnitOf } from "../rules/leadership";
import type { OtherFire } from "../rules/opportunity";
import { otherSide } from "../state/battle";
import { hiddenPieces } from "../state/occupancy";
import { opportunityFirers } from "./eligible";
import { firingGroups } from "./groups";
import { markOpportunityFirers } from "./markers";

/** An answer to the window: a direct fire group's piece ids, or another fire the game offers (PG 13.0: `{ at: firer }`). */
type OpportunityOption = readonly string[] | OtherFire;

/**
 * 13.1, 13.11, 13.22: once `mover` (with the leaders moving with it, `movers`: 5.0) has entered `hex`, the inactive
 * player may stop it and fire, one attack at a time, seeing each result before choosing the next, until he passes,
 * nobody is left who may fire, or the mover is gone or stopped (13.14). Fire is resolved before it enters another hex
 * (13.11). Returns the movers a failed check stopped.
 */
export function opportunityFire<B extends ReducedBattle>(ctx: SeriesContext<B>, mover: string, movers: readonly string[], hex: number): readonly string[] {
  const b = ctx.state;
  const { cite, say, opportunity } = ctx.rules;
  const { col, row } = ctx.map.offsetAt(hex);
  // The movers a failed check stopped here (13.14): fire reaches them no more, and it ends when the mover stops.
  const stopped: string[] = [];
  const still = () => {
    const p = b.units.get(mover) ?? b.leaders.get(mover);
    return p !== undefined && p.hex === hex && !stopped.includes(mover);
  };
  // Fire on entering (IA1 9.71, 12.23; PG 16.71 minefields) may have removed it already: then there is nothing to fire at.
  if (!still()) return stopped;
  const side = otherSide(b, b.activation!.side);
  openWindow<B, SeriesEvent, OpportunityOption>(ctx, {
    trigger: "hex-entered",
    kind: "opportunity-fire",
    id: `opportunity-fire:${mover}@${col},${row}`,
    side,
    prompt: say("opportunity.window", { piece: (b.units.get(mover) ?? b.leaders.get(mover))!.name, hex: `${col},${row}` }),
    rule: cite("13.1"),
    responses: () => {
      if (!still()) return [];
      const firers = opportunityFirers(ctx, mover, hex);
      return [...(firers.length ? firingGroups(ctx, firers, hex) : []), ...opportunity.otherFire(ctx, mover, hex)];
    },
    // The mover's side cannot know whether hidden pieces could fire (16.6): while there are any, the inactive side is
    // asked at every hex entered, so that being asked tells the mover nothing (docs/rulings.md).
    askedAnyway: () => still() && hiddenPieces(b).some((p) => p.side === side && p.hex !== null),
    respond: (option, shot) => {
      const moving = movingPieces(b, movers, hex, stopped);
      stopped.push(...(isGroup(option) ? shoot(ctx, side, option, mover, hex, moving, shot) : opportunity.fireOther(ctx, option, mover, hex)));
      return still();
    },
  });
  return stopped;
}

const isGroup = (o: OpportunityOption): o is readonly string[] => Array.isArray(o);

/**
 * 13.1, 7.44, 13.14: one opportunity direct fire attack, resolved as direct fire (10.2) against the moving pieces only;
 * the firers are marked (13.1), and a moving piece that fails its morale check stops at once (13.14).
 */
function shoot<B extends ReducedBattle>(ctx: SeriesContext<B>, side: string, group: readonly string[], mover: string, hex: number, moving: MovingTarget<B>, shot: number): string[] {
  const b = ctx.state;
  const { cite } = ctx.rules;
  const firers = group.flatMap((id) => (b.units.get(id) as UnitOf<B> | undefined) ?? []);
  const leaders = group.flatMap((id) => (b.leaders.get(id) as LeaderOf<B> | undefined) ?? []);
  // 17.3: hidden units firing at a unit using strategic movement (read before the fire places them on the board).
  const hiddenFirerStrategic = b.activation?.pieces[mover]?.strategic === true && firers.some((u) => u.hidden);
  ctx.emit({ type: "opportunity-fired", side, mover, hex, firers: firers.map((u) => u.id), leaders: leaders.map((l) => l.id), rule: cite("13.1", "13.21") });
  const scored = rollAttack(ctx, { side, firers, leaders, target: hex, moving, rule: cite("13.1"), cause: `opportunity-fire:${shot}`, hiddenFirerStrategic });
  markOpportunityFirers(ctx, firers, leaders);
  return stoppedBy(ctx, applyResults(ctx, scored).filter((o) => !o.check.passed).map((o) => o.piece));
}

/** 13.14: the moving pieces still in play that failed a morale check stop moving at once (`movement-stopped`). */
export function stoppedBy<B extends ReducedBattle>(ctx: SeriesContext<B>, failed: readonly string[]): string[] {
  const b = ctx.state;
  const out = failed.filter((id) => b.units.has(id) || b.leaders.has(id));
  if (out.length) ctx.emit({ type: "movement-stopped", pieces: out, rule: ctx.rules.cite("13.14") });
  return out;
}

/** The pieces of `movers` still moving in `hex`: on the map there and not stopped (7.44, 13.14). */
function movingPieces<B extends ReducedBattle>(b: B, movers: readonly string[], hex: number, stopped: readonly string[]): MovingTarget<B> {
  const still = <P extends UnitOf<B> | LeaderOf<B>>(p: P | undefined): p is P => p !== undefined && p.hex === hex && !stopped.includes(p.id);
  return { units: movers.map((id) => b.units.get(id) as UnitOf<B> | undefined).filter(still), leaders: movers.map((id) => b.leaders.get(id) as LeaderOf<B> | undefined).filter(still) };
}
