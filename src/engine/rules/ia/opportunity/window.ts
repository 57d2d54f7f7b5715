import { openWindow } from "../../../core/window";
import type { IaContext } from "../commands/context";
import type { IaEvent } from "../events";
import { rollAttack } from "../../series/fire/attack";
import { markOpportunityFirers } from "./markers";
import { applyResults } from "../../series/fire/results";
import type { MovingTarget } from "../../series/rules/fire";
import { hiddenPieces, otherSide, type IaBattle, type IaLeader, type IaUnit } from "../state";
import { say } from "../text";
import { opportunityFirers } from "./eligible";
import { firingGroups } from "./groups";

/**
 * IA1 13.1, 13.11, 13.15: once `mover` (with the leaders moving with it, `movers`: 6.4) has entered `hex`, the
 * inactive player may stop it and fire, one attack at a time, seeing each result before choosing the next, until he
 * passes, nobody is left who may fire, or the mover is gone or stopped (13.14). Fire is resolved before it enters
 * another hex (13.11).
 */
export function opportunityFire(ctx: IaContext, mover: string, movers: readonly string[], hex: number): readonly string[] {
  const b = ctx.state;
  const { col, row } = ctx.map.offsetAt(hex);
  // The movers a failed check stopped here (13.14): fire reaches them no more, and it ends when the mover stops.
  const stopped: string[] = [];
  const still = () => {
    const p = b.units.get(mover) ?? b.leaders.get(mover);
    return p !== undefined && p.hex === hex && !stopped.includes(mover);
  };
  // Drumfire or harassing fire on entering (9.71, 12.23) may have removed it already: then there is nothing to fire at.
  if (!still()) return stopped;
  openWindow<IaBattle, IaEvent, readonly string[]>(ctx, {
    trigger: "ia.hex-entered",
    kind: "opportunity-fire",
    id: `opportunity-fire:${mover}@${col},${row}`,
    side: otherSide(b, b.activation!.side),
    prompt: say("opportunity.window", { piece: (b.units.get(mover) ?? b.leaders.get(mover))!.name, hex: `${col},${row}` }),
    rule: "IA1 13.1",
    responses: () => {
      if (!still()) return [];
      const firers = opportunityFirers(ctx, mover, hex);
      return firers.length ? firingGroups(ctx, firers, hex) : [];
    },
    // The mover's side cannot know whether hidden pieces could fire (16.5): while there are any, the inactive side is
    // asked at every hex entered, so that being asked tells the mover nothing (docs/rulings.md).
    askedAnyway: () => still() && hasHiddenOnMap(b, otherSide(b, b.activation!.side)),
    respond: (group, shot) => {
      stopped.push(...shoot(ctx, otherSide(b, b.activation!.side), group, mover, hex, movingPieces(b, movers, hex, stopped), shot));
      return still();
    },
  });
  return stopped;
}

/** Whether `side` has a hidden unit or leader on the map (IA1 16.5). */
function hasHiddenOnMap(b: IaBattle, side: string): boolean {
  return hiddenPieces(b).some((p) => p.side === side && p.hex !== null);
}

/**
 * IA1 13.1, 7.43, 13.12–13.14: one opportunity fire attack, resolved as direct fire (10.2) against the moving pieces
 * only; the firers are marked (13.1), and a moving piece that fails its morale check stops at once (13.14).
 */
function shoot(ctx: IaContext, side: string, group: readonly string[], mover: string, hex: number, moving: MovingTarget<IaBattle>, shot: number): string[] {
  const b = ctx.state;
  const firers = group.flatMap((id) => b.units.get(id) ?? []);
  const leaders = group.flatMap((id) => b.leaders.get(id) ?? []);
  // IA1 17.3: hidden units firing at a unit using strategic movement (read before the fire places them on the board).
  const hiddenFirerStrategic = b.activation?.pieces[mover]?.strategic === true && firers.some((u) => u.hidden);
  ctx.emit({ type: "opportunity-fired", side, mover, hex, firers: firers.map((u) => u.id), leaders: leaders.map((l) => l.id), rule: "IA1 13.1, 13.21" });
  const scored = rollAttack(ctx, { side, firers, leaders, target: hex, moving, rule: "IA1 13.1", cause: `opportunity-fire:${shot}`, hiddenFirerStrategic });
  markOpportunityFirers(ctx, firers, leaders);
  const failed = applyResults(ctx, scored)
    .filter((o) => !o.check.passed && (b.units.has(o.piece) || b.leaders.has(o.piece)))
    .map((o) => o.piece);
  if (failed.length) ctx.emit({ type: "movement-stopped", pieces: failed, rule: "IA1 13.14" });
  return failed;
}

/** The pieces of `movers` still moving in `hex`: on the map there and not stopped (7.43, 13.14). */
function movingPieces(b: IaBattle, movers: readonly string[], hex: number, stopped: readonly string[]): MovingTarget<IaBattle> {
  const still = <P extends IaUnit | IaLeader>(p: P | undefined): p is P => p !== undefined && p.hex === hex && !stopped.includes(p.id);
  return { units: movers.map((id) => b.units.get(id)).filter(still), leaders: movers.map((id) => b.leaders.get(id)).filter(still) };
}
