import { neighbours } from "../../../hex";
import type { Spotting } from "../../../los";
import type { SeriesContext } from "../context";
import { asTarget } from "../los/target";
import type { ReducedBattle } from "../events/types";
import type { LeaderOf, UnitOf } from "../rules/leadership";
import { hiddenPieces, leadersAt, unitsAt } from "../state/occupancy";
import { enemyCombatUnitsIn } from "./step";

type Piece<B extends ReducedBattle> = UnitOf<B> | LeaderOf<B>;

/**
 * What entering a hex sets off, whether the pieces moved or fled (a hidden mover was placed on the board as it moved,
 * 16.6): hidden enemies it now spots are placed (16.6), control passes (1.2), SPOTTED markers come off (8.22), harmless
 * enemies are overrun (5.31, 6.71).
 */
export function afterEntering<B extends ReducedBattle>(ctx: SeriesContext<B>, pieces: readonly Piece<B>[], hex: number): void {
  revealSpotted(ctx, pieces, hex);
  const combat = ctx.rules.movement.isCombatUnit;
  for (const p of pieces) {
    const b = ctx.state;
    const u = b.units.get(p.id) as UnitOf<B> | undefined;
    if (u === undefined) continue;
    // 1.2 (Control), 12.0: entering an assault hex takes no control and overruns nobody (the assault is fought).
    const contested = enemyCombatUnitsIn(ctx, u.side, hex);
    // 16.6: a piece that entered the board hidden is written down, not placed: it takes no control.
    if (combat(u) && !contested && b.control[hex] !== u.side && !u.hidden) ctx.emit({ type: "hex-controlled", hex, side: u.side });
    if (u.spotted && !staysSpotted(ctx, u, hex)) ctx.emit({ type: "spotted-marker", units: [u.id], on: false, rule: ctx.rules.cite("8.22 (moved)") });
    if (combat(u) && !contested) overrun(ctx, u, hex);
  }
}

/** 16.6: hidden enemies the pieces can now spot from the hex they entered are placed on the board. */
function revealSpotted<B extends ReducedBattle>(ctx: SeriesContext<B>, pieces: readonly Piece<B>[], hex: number): void {
  const side = pieces[0]?.side;
  const sight = ctx.rules.sight.of(ctx);
  // IA2 7.3: a special spotter among them sees farther into limiting terrain.
  const spotter = pieces.map(ctx.rules.sight.spotter).find((s) => s.specialSpotting) ?? { hex };
  const found = hiddenPieces(ctx.state)
    .filter((e) => e.side !== side && e.hex !== null && sight.canSpot({ ...spotter, hex }, asTarget(e)))
    .map((e) => e.id);
  if (!found.length) return;
  ctx.emit({ type: "revealed", pieces: found, rule: ctx.rules.cite("16.6") });
  ctx.reveal();
}

/**
 * 8.22: the marker comes off when the unit enters limiting terrain more than three hexes (IA2 7.22: the spotting range)
 * from all enemy units, or a hex out of every enemy unit's LOS.
 */
function staysSpotted<B extends ReducedBattle>(ctx: SeriesContext<B>, u: UnitOf<B>, hex: number): boolean {
  const sight: Spotting = ctx.rules.sight.of(ctx);
  const limiting = ctx.map.terrainAt(hex).some((t) => ctx.tec.terrain[t]?.limiting.value);
  // Judged by the enemy units on the board: a hidden one is not, and the marker's fate must not give it away (16.6).
  // Lines of sight are asked in battle order up to the first clear one (each hex once), as IA2 7.56 fixes their sides.
  let inSight = false;
  let far = true;
  const asked = new Set<number>();
  for (const e of ctx.state.units.values() as Iterable<UnitOf<B>>) {
    if (e.side === u.side || e.hidden || e.hex === null) continue;
    if (!inSight && !asked.has(e.hex)) {
      asked.add(e.hex);
      inSight = sight.los.clear(e.hex, hex);
    }
    if (sight.distance(e.hex, hex) <= ctx.rules.sight.markerKeptWithin(ctx.state, sight, e, u, hex)) far = false;
    if (inSight && !(limiting && far)) return true;
  }
  return false;
}

/**
 * 6.71: the owner moves an overrun leader to an adjacent hex his side controls or that no enemy he knows of bars; none,
 * and he is eliminated. A hex of hidden enemies is found by entering it (16.6): they are placed on the board and the
 * owner chooses again without it.
 */
function retreat<B extends ReducedBattle>(ctx: SeriesContext<B>, id: string, hex: number): void {
  const { cite, say, movement } = ctx.rules;
  const b = ctx.state;
  const l = b.leaders.get(id)!;
  const bars = (h: number, hidden: boolean) => unitsAt(b, h).filter((u) => u.side !== l.side && u.hidden === hidden && u.carriedBy === null && movement.barsRetreat(u as UnitOf<B>));
  const ruled = new Set<number>();
  for (let n = 0; ; n++) {
    const options = neighbours(ctx.map.hexAt(hex))
      .filter((h) => ctx.map.contains(h))
      .map((h) => ctx.map.indexOf(h))
      .filter((h) => !ruled.has(h) && !ctx.map.terrainAt(h).some((t) => ctx.tec.terrain[t]?.moveCost.value === "prohibited"))
      .filter((h) => b.control[h] === l.side || !bars(h, false).length);
    if (!options.length) return movement.eliminateLeader(ctx, id, cite("6.71"));
    // Hex options are written { hex } so JSON callers see and answer them as [column, row].
    const choices = options.map((h) => ({ hex: h }));
    const { hex: to } = ctx.decide({ id: `overrun:${id}${n ? `.${n}` : ""}`, kind: "leader-retreat", side: l.side, prompt: say("leader.overrun-retreat", { leader: l.name }), options: choices, default: choices[0]!, rule: cite("6.71") });
    const found = bars(to, true);
    if (found.length) {
      ctx.emit({ type: "revealed", pieces: found.map((u) => u.id), rule: cite("16.6") });
      ctx.reveal();
      // A friendly-controlled hex stays open to him (6.71 "either friendly-controlled or …").
      if (b.control[to] !== l.side) {
        ruled.add(to);
        continue;
      }
    }
    return ctx.emit({ type: "piece-moved", piece: id, from: hex, to, rule: cite("6.71") });
  }
}

/**
 * 5.31 (IA1 5.44): harmless enemy transports are eliminated when combat unit `u` enters their hex; 6.71: lone enemy
 * leaders are overrun — 2d6 per leader, 9+ removed from play, else the owner moves him.
 */
export function overrun<B extends ReducedBattle>(ctx: SeriesContext<B>, u: UnitOf<B>, hex: number): void {
  const { cite, movement } = ctx.rules;
  const b = ctx.state;
  const transports = movement.overrunTransports(ctx, u, hex);
  for (const t of transports.units) ctx.emit({ type: "eliminated", piece: t.id, rule: transports.rule });
  const table = movement.overrunTable(ctx);
  for (const l of leadersAt(b, hex).filter((x) => x.side !== u.side)) {
    const roll = ctx.roll(2, 6, `overrun:${l.id}`);
    const band = table.rows.find((r) => roll.total >= r.rolls[0] && roll.total <= r.rolls[1])!;
    ctx.emit({ type: "overrun-rolled", leader: l.id, roll, result: String(band.result.value), rule: cite("6.71") });
    if (band.result.value === "eliminated") {
      movement.eliminateLeader(ctx, l.id, cite("6.71"));
      continue;
    }
    retreat(ctx, l.id, hex);
  }
}
