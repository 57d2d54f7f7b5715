import { refuseUnless } from "../../../core/refusal";
import { neighbours, ring } from "../../../hex";
import type { IaContext } from "../commands/context";
import { asSpotter, asTarget, sightFor } from "../commands/sight";
import { movementAllowance } from "../movement/allowance";
import { entryCost } from "../../series/movement/cost";
import { harassingFire } from "../assault/harassing";
import { afterEntering } from "../movement/entering";
import { enemyCombatUnitsIn } from "../../series/movement/step";
import { riverCrossing, type RiverCrossing } from "../movement/rivers";
import { stackingProblem } from "../movement/stacking";
import { opportunityFire } from "../opportunity";
import { faceOf, leadersAt, unitsAt, type IaLeader, type IaUnit } from "../state";
import { say } from "../text";
import { cite } from "../transport/rule";
import { eliminateLeader } from "../../series/morale/morale-check";
import { isLeader } from "../../series/morale/morale-values";

export interface FleeOutcome {
  /** Hexes entered, in order. */
  readonly path: readonly number[];
  /**
   * Leaders (IA1 6.62) and units (IA1 14.3; IA2 1.2) who fled with it, all the way or until opportunity fire (13.14),
   * their own movement allowance or stacking (4.3) stopped them.
   */
  readonly with: readonly string[];
  /** A battery of the dead (14.34). */
  readonly eliminated: boolean;
}

/**
 * IA1 14.31–14.34: a demoralized piece that failed to recover flees. It moves away from the enemy units that can
 * fire on it with direct fire now (direct fire above 0, not demoralized, not loaded, not limbered: 7.33; spotting it
 * within range) toward the nearest safe hex (one no such unit can fire on), spending its whole movement allowance
 * (TEC costs, at least one hex: 5.2), never into enemy-occupied hexes or overstacking (4.3), and as movement does at
 * rivers: never across a major river away from a bridge or ford, a major river hex paid in full (5.82), stopping
 * after crossing a minor river (5.81). Each hex entered is farther from those enemies (the nearest of them), else at
 * equal distance, else it stays (14.33); in a safe hex it stays (14.32). The owner picks among equally good hexes.
 * Demoralized artillery and mortars that must flee (not in a safe hex) are eliminated instead (14.34). Each hex
 * entered has the effects of entering it (control, 8.52, 16.5; never an overrun: no hex with enemy pieces is
 * entered), and in its own side's segment the enemy may take opportunity fire at it there (13.11); a failed check
 * stops it (13.14). It never enters a Drumfire hex (9.71). The caller has already
 * marked the piece MOVED/FIRED (14.4). `joining` asks, as the flight begins, who flees with it (6.62; 14.3, IA2 1.2).
 */
export function flee(ctx: IaContext, unitOrLeader: string, joining: () => readonly string[] = () => []): FleeOutcome {
  const b = ctx.state;
  const map = ctx.map;
  const p: IaUnit | IaLeader | undefined = b.units.get(unitOrLeader) ?? b.leaders.get(unitOrLeader);
  refuseUnless(p !== undefined && p.hex !== null && p.status === "demoralized", "IA1 14.31", say("flee.not-demoralized"));
  const sight = sightFor(ctx);
  // The enemy units its owner knows of: hidden ones are not on the board (16.5), and flight must not find them out.
  const knownFirers = () =>
    [...b.units.values()].filter((u) => u.side !== p.side && !u.hidden && u.hex !== null && u.status !== "demoralized" && u.carriedBy === null && !u.limbered && faceOf(u).direct > 0);
  let firers = knownFirers();
  // The piece as it stands now: entering a hex may reveal it or lift its SPOTTED marker (a new object in the draft).
  const now = () => (b.units.get(p.id) ?? b.leaders.get(p.id))!;
  const canFire = (u: IaUnit, hex: number) => sight.distance(u.hex!, hex) <= faceOf(u).range && sight.canSpot(asSpotter(u), { ...asTarget(now()), hex });
  const start = p.hex;
  const threats = firers.filter((u) => canFire(u, start));
  const safety = new Map<number, boolean>();
  // IA1 14.32, 14.33, 9.71: a hex with a Drumfire marker is never safe, and a fleeing piece never enters one. IA2
  // Definitions (Safe Hex) drop the Drumfire clause: there only enemy fire makes a hex unsafe.
  const drumfire = (hex: number) => ctx.state.drumfire?.some((m) => m.at === hex) === true;
  const unsafeDrumfire = (hex: number) => b.edition === "IA1" && drumfire(hex);
  const safe = (hex: number) => safety.get(hex) ?? safety.set(hex, !unsafeDrumfire(hex) && !firers.some((u) => canFire(u, hex))).get(hex)!;
  // IA1 12.25: from an assault hex it must leave, one hex, into no hex of enemy combat units, or it is eliminated.
  const contested = enemyCombatUnitsIn(ctx, p.side, start);
  // IA1 14.32, 14.34: a battery in a safe hex need not flee, so it is not abandoned; in an assault hex it is (12.25).
  if (!isLeader(p) && (p.kind === "ART" || p.kind === "MORTAR") && (contested || !safe(start))) {
    ctx.emit({ type: "eliminated", piece: p.id, rule: "IA1 14.34" });
    return { path: [], with: [], eliminated: true };
  }
  const away = (hex: number) => Math.min(...threats.map((u) => sight.distance(u.hex!, hex)));
  const reach = map.columns + map.rows;
  const toSafety = (hex: number) => {
    for (let r = 0; r <= reach; r++) if (ring(map.hexAt(hex), r).some((h) => map.contains(h) && safe(map.indexOf(h)))) return r;
    return Infinity;
  };
  const enemyHexes = new Set<number | null>();
  const knownEnemyHexes = () => {
    for (const pieces of [b.units, b.leaders]) for (const o of pieces.values()) if (o.side !== p.side && !o.hidden) enemyHexes.add(o.hex);
  };
  knownEnemyHexes();
  // Hidden enemies come to light as it flees (16.5): they become threats and hexes it may not enter.
  const learn = () => {
    const now = knownFirers();
    if (now.length === firers.length) return;
    firers = now;
    knownEnemyHexes();
    safety.clear();
  };

  const allowance = movementAllowance(p);
  let mp = allowance;
  let at = start;
  const path: number[] = [];
  // Hexes found to hold hidden enemies at this step: a second ask at one step is numbered after the first.
  let tries = 0;
  // IA1 6.62, 7.43: leaders who flee with it move with it and share its fate, opportunity fire included; units who
  // chose to (14.3; IA2 1.2) too, each within its own movement allowance (5.2) and never overstacking (4.3).
  let companions = safe(at) && !contested ? [] : [...joining()];
  const joined = [...companions];
  const left = new Map(companions.flatMap((id) => (b.units.has(id) ? [[id, movementAllowance(b.units.get(id)!)] as const] : [])));
  while (mp > 0 && (!safe(at) || (contested && path.length === 0))) {
    const first = path.length === 0;
    const open = neighbours(map.hexAt(at))
      .filter((h) => map.contains(h))
      .map((h) => map.indexOf(h))
      .filter((h) => h !== start && !path.includes(h) && !enemyHexes.has(h) && !drumfire(h) && (isLeader(p) || stackingProblem(b, p, h) === null))
      .map((hex) => ({ hex, cost: costOf(ctx, at, hex, allowance), river: riverCrossing(map, ctx.tec, now(), at, hex) }))
      .filter((o): o is Step => o.cost !== null && !("forbidden" in o.river) && (o.cost <= mp || (first && !o.river.inFull)));
    const farther = open.filter((o) => away(o.hex) > away(at));
    const pool = farther.length ? farther : open.filter((o) => away(o.hex) === away(at));
    if (!pool.length) {
      if (contested && first) return eliminatedInAssaultHex(ctx, p);
      break;
    }
    const nearest = Math.min(...pool.map((o) => toSafety(o.hex)));
    const best = pool.filter((o) => toSafety(o.hex) === nearest);
    const hex =
      best.length === 1
        ? best[0]!.hex
        : ctx.decide({
            id: `flee:${p.id}:${path.length}${tries ? `.${tries}` : ""}`,
            kind: "flee-hex",
            side: p.side,
            prompt: say("flee.hex", { piece: p.name }),
            // Written { hex } so JSON callers see and answer them as [column, row].
            options: best.map((o) => ({ hex: o.hex })),
            default: { hex: best[0]!.hex },
            rule: "IA1 14.31",
          }).hex;
    // IA1 16.5: entering a hex of hidden enemies finds them; it does not enter, and flees on from where it is.
    const found = [...unitsAt(b, hex), ...leadersAt(b, hex)].filter((o) => o.side !== p.side && o.hidden).map((o) => o.id);
    if (found.length) {
      ctx.emit({ type: "revealed", pieces: found, rule: "IA1 16.5" });
      ctx.reveal();
      enemyHexes.add(hex);
      learn();
      tries++;
      continue;
    }
    const step = best.find((o) => o.hex === hex)!;
    mp -= step.cost;
    ctx.emit({ type: "piece-moved", piece: p.id, from: at, to: hex, rule: "IA1 14.31" });
    // One at a time, so that each unit's stacking counts those already in (4.3); a unit that may not go on stays.
    const going: string[] = [];
    for (const id of companions) {
      const u = b.units.get(id);
      if (u !== undefined) {
        const cost = costOf(ctx, at, hex, movementAllowance(u));
        if (cost === null || (cost > left.get(id)! && !(first && !step.river.inFull)) || stackingProblem(b, u, hex) !== null) continue;
        left.set(id, left.get(id)! - cost);
      }
      ctx.emit({ type: "piece-moved", piece: id, from: at, to: hex, rule: u === undefined ? "IA1 6.62" : cite(b, "14.3", "1.2") });
      going.push(id);
    }
    companions = going;
    const movers = [p.id, ...companions];
    if (step.river.bank !== null) for (const id of movers) ctx.emit({ type: "river-bank", piece: id, riverBank: step.river.bank, rule: "IA1 5.8" });
    const was = asTarget(now());
    afterEntering(ctx, movers.map((id) => (b.units.get(id) ?? b.leaders.get(id))!), hex);
    path.push(hex);
    if (contested) {
      // IA1 12.25, 12.23: it left the assault hex; the enemy there may harass it if no friendly unit stays behind.
      ctx.emit({ type: "assault-hex-left", hex: start, pieces: movers, rule: "IA1 12.25" });
      harassingFire(ctx, p.side, start);
    }
    // IA1 13.11, 3.13: fleeing is movement in its side's segment; IA1 13.14: a failed check stops it (or it is gone).
    const stopped = b.activation?.side === p.side ? opportunityFire(ctx, p.id, movers, hex) : [];
    companions = companions.filter((id) => (b.units.get(id) ?? b.leaders.get(id))?.hex === hex && !stopped.includes(id));
    if (!(b.units.get(p.id) ?? b.leaders.get(p.id)) || stopped.includes(p.id) || step.river.stops || contested) break;
    // IA1 8.52, 16.5: without its SPOTTED marker or hidden status it may be safe where it was not.
    const is = asTarget(now());
    if (is.spottedMarker !== was.spottedMarker || is.hidden !== was.hidden) safety.clear();
    learn();
    at = hex;
    tries = 0;
  }
  return { path, with: joined, eliminated: false };
}

/** IA1 12.25: a piece that must flee an assault hex and has no hex to enter is eliminated. */
function eliminatedInAssaultHex(ctx: IaContext, p: IaUnit | IaLeader): FleeOutcome {
  if (isLeader(p)) eliminateLeader(ctx, p.id, "IA1 12.25", false);
  else ctx.emit({ type: "eliminated", piece: p.id, rule: "IA1 12.25" });
  return { path: [], with: [], eliminated: true };
}

/** A hex it may flee into: its MP cost and what the river rules make of the step (IA1 5.8–5.82). */
type Step = { readonly hex: number; readonly cost: number; readonly river: Exclude<RiverCrossing, { forbidden: unknown }> };

/** MPs to enter `to` from `from` (5.2): "all" is the whole allowance; null where prohibited. */
function costOf(ctx: IaContext, from: number, to: number, allowance: number): number | null {
  const cost = entryCost(ctx.map, ctx.tec, from, to);
  if ("prohibited" in cost) return null;
  return cost.mp === "all" ? allowance : cost.mp;
}
