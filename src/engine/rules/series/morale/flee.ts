import { refuseUnless } from "../../../core/refusal";
import { neighbours, ring } from "../../../hex";
import type { SeriesContext } from "../context";
import type { ReducedBattle } from "../events/types";
import { asTarget } from "../los/target";
import { enemyCombatUnitsIn } from "../movement/step";
import type { LeaderOf, UnitOf } from "../rules/leadership";
import type { FleeRiver } from "../rules/recovery";
import { leadersAt, unitsAt } from "../state/occupancy";
import { eliminateLeader } from "./morale-check";
import { isLeader } from "./morale-values";

type Piece<B extends ReducedBattle> = UnitOf<B> | LeaderOf<B>;

export interface FleeOutcome {
  /** Hexes entered, in order. */
  readonly path: readonly number[];
  /** Leaders (6.52) and units (14.3) who fled with it, all the way or until opportunity fire, their own allowance or stacking stopped them. */
  readonly with: readonly string[];
  /** Abandoned (14.34), or eliminated in an assault hex it could not leave (12.13). */
  readonly eliminated: boolean;
}

/**
 * 14.31–14.35: a demoralized piece that failed to recover flees. It moves away from the enemy units that threaten it
 * now (`recovery.threatens`) toward the nearest safe hex (one no such unit threatens), spending its whole movement
 * allowance (at least one hex, 5.0), never into enemy-occupied hexes or overstacking (4.5), and as movement does at
 * rivers (5.7). Each hex entered is farther from those enemies (the nearest of them), else at equal distance, else it
 * stays (14.33); in a safe hex it stays (14.32); with no threat it is safe where it stands. The owner picks among
 * equally good hexes. A unit abandoned when it must flee is eliminated instead (14.34). Each hex entered has the
 * effects of entering it (`recovery.entered`). From an assault hex it leaves one hex, or is eliminated (12.13, 14.35).
 * The caller has already marked the piece MOVED/FIRED (14.4). `joining` asks, as the flight begins, who flees with it
 * (6.52; 14.3).
 */
export function flee<B extends ReducedBattle>(ctx: SeriesContext<B>, unitOrLeader: string, joining: () => readonly string[] = () => []): FleeOutcome {
  const { cite, say, recovery } = ctx.rules;
  const b = ctx.state;
  const map = ctx.map;
  const p = (b.units.get(unitOrLeader) ?? b.leaders.get(unitOrLeader)) as Piece<B> | undefined;
  refuseUnless(p !== undefined && p.hex !== null && p.status === "demoralized", cite("14.31"), say("flee.not-demoralized"));
  const sight = ctx.rules.sight.of(ctx);
  // The enemy units its owner knows of: hidden ones are not on the board (16.6), and flight must not find them out.
  const knownFirers = () => [...(b.units.values() as Iterable<UnitOf<B>>)].filter((u) => u.side !== p.side && !u.hidden && u.hex !== null && recovery.mayThreaten(u));
  let firers = knownFirers();
  // The piece as it stands now: entering a hex may reveal it or lift its SPOTTED marker (a new object in the draft).
  const now = () => (b.units.get(p.id) ?? b.leaders.get(p.id)) as Piece<B>;
  // 14.3: it spots it, has range on it and could hurt it there.
  const canFire = (u: UnitOf<B>, hex: number) => recovery.threatens(ctx, u, now(), sight.distance(u.hex!, hex)) && sight.canSpot(ctx.rules.sight.spotter(u), { ...asTarget(now()), hex });
  const start = p.hex;
  const threats = firers.filter((u) => canFire(u, start));
  const safety = new Map<number, boolean>();
  const safe = (hex: number) => safety.get(hex) ?? safety.set(hex, recovery.safeHexExtra(ctx, hex) && !firers.some((u) => canFire(u, hex))).get(hex)!;
  // 12.13, 14.35: from an assault hex it must leave, one hex, into no hex of enemy combat units, or it is eliminated.
  const contested = enemyCombatUnitsIn(ctx, p.side, start);
  // 14.32, 14.34: a unit in a safe hex need not flee, so it is not abandoned; in an assault hex it is.
  if (!isLeader(p) && recovery.abandonedWhenFleeing(p as UnitOf<B>) && (contested || !safe(start))) {
    ctx.emit({ type: "eliminated", piece: p.id, rule: cite("14.34") });
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
  // Hidden enemies come to light as it flees (16.6): they become threats and hexes it may not enter.
  const learn = () => {
    const known = knownFirers();
    if (known.length === firers.length) return;
    firers = known;
    knownEnemyHexes();
    safety.clear();
  };

  const allowance = recovery.allowance(p);
  let mp = allowance;
  let at = start;
  const path: number[] = [];
  // Hexes found to hold hidden enemies at this step: a second ask at one step is numbered after the first.
  let tries = 0;
  // 6.52: leaders who flee with it move with it and share its fate; units who chose to (14.3) too, each within its own
  // movement allowance (5.0) and never overstacking (4.5).
  let companions = safe(at) && !contested ? [] : [...joining()];
  const joined = [...companions];
  const left = new Map(companions.flatMap((id) => (b.units.has(id) ? [[id, recovery.allowance(b.units.get(id) as UnitOf<B>)] as const] : [])));
  while (mp > 0 && (!safe(at) || (contested && path.length === 0))) {
    const first = path.length === 0;
    const open = neighbours(map.hexAt(at))
      .filter((h) => map.contains(h))
      .map((h) => map.indexOf(h))
      .filter((h) => h !== start && !path.includes(h) && !enemyHexes.has(h) && !recovery.barred(ctx, h) && (isLeader(p) || !recovery.overstacks(ctx, p as UnitOf<B>, h)))
      .map((hex) => ({ hex, cost: recovery.cost(ctx, p, at, hex), river: recovery.river(ctx, now(), at, hex) }))
      .filter((o): o is Step => o.cost !== null && o.river !== null && (o.cost <= mp || (first && !o.river.inFull)));
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
            rule: cite("14.31"),
          }).hex;
    // 16.6: entering a hex of hidden enemies finds them; it does not enter, and flees on from where it is.
    const found = [...unitsAt(b, hex), ...leadersAt(b, hex)].filter((o) => o.side !== p.side && o.hidden).map((o) => o.id);
    if (found.length) {
      ctx.emit({ type: "revealed", pieces: found, rule: cite("16.6") });
      ctx.reveal();
      enemyHexes.add(hex);
      learn();
      tries++;
      continue;
    }
    const step = best.find((o) => o.hex === hex)!;
    mp -= step.cost;
    ctx.emit({ type: "piece-moved", piece: p.id, from: at, to: hex, rule: cite("14.31") });
    // One at a time, so that each unit's stacking counts those already in (4.5); a unit that may not go on stays.
    const going: string[] = [];
    for (const id of companions) {
      const u = b.units.get(id) as UnitOf<B> | undefined;
      if (u !== undefined) {
        const cost = recovery.cost(ctx, u, at, hex);
        if (cost === null || (cost > left.get(id)! && !(first && !step.river.inFull)) || recovery.overstacks(ctx, u, hex)) continue;
        left.set(id, left.get(id)! - cost);
      }
      ctx.emit({ type: "piece-moved", piece: id, from: at, to: hex, rule: u === undefined ? cite("6.52") : cite("14.3 (join)") });
      going.push(id);
    }
    companions = going;
    const movers = [p.id, ...companions];
    if (step.river.bank !== null) for (const id of movers) ctx.emit({ type: "river-bank", piece: id, riverBank: step.river.bank, rule: cite("5.7") });
    const was = asTarget(now());
    const stopped = recovery.entered(ctx, p, movers, start, hex, contested);
    path.push(hex);
    companions = companions.filter((id) => (b.units.get(id) ?? b.leaders.get(id))?.hex === hex && !stopped.includes(id));
    if (!(b.units.get(p.id) ?? b.leaders.get(p.id)) || stopped.includes(p.id) || step.river.stops || contested) break;
    // 8.22, 16.6: without its SPOTTED marker or hidden status it may be safe where it was not.
    const is = asTarget(now());
    if (is.spottedMarker !== was.spottedMarker || is.hidden !== was.hidden) safety.clear();
    learn();
    at = hex;
    tries = 0;
  }
  return { path, with: joined, eliminated: false };
}

/** 12.13, 14.35: a piece that must flee an assault hex and has no hex to enter is eliminated. */
function eliminatedInAssaultHex<B extends ReducedBattle>(ctx: SeriesContext<B>, p: Piece<B>): FleeOutcome {
  if (isLeader(p)) eliminateLeader(ctx, p.id, ctx.rules.cite("12.13"), false);
  else ctx.emit({ type: "eliminated", piece: p.id, rule: ctx.rules.cite("12.13") });
  return { path: [], with: [], eliminated: true };
}

/** A hex it may flee into: its MP cost and what the river rules make of the step (5.7). */
type Step = { readonly hex: number; readonly cost: number; readonly river: FleeRiver };
