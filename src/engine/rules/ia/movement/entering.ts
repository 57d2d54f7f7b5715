import { neighbours } from "../../../hex";
import type { IaContext } from "../commands/context";
import { cite } from "../transport/rule";
import { isAssaultHex } from "../fire/hexes";
import { asSpotter, asTarget, sightFor } from "../commands/sight";
import { ia1DieTables } from "../data";
import { eliminateLeader } from "../morale/morale-check";
import { hiddenPieces, leadersAt, unitsAt, type IaBattle, type IaLeader, type IaUnit } from "../state";
import { say } from "../text";

/** Whether the hex holds enemy combat units (transports, cargo and leaders are not combat units). */
export function enemyCombatUnitsIn(b: IaBattle, side: string, hex: number): boolean {
  return unitsAt(b, hex).some((u) => u.side !== side && u.kind !== "TRANSPORT" && u.carriedBy === null);
}

/**
 * What entering a hex sets off, whether the pieces moved or fled (a hidden mover was placed on the board as it moved,
 * 16.5: view/reveal.ts): hidden enemies it now spots are placed (16.5), control passes (Definitions), SPOTTED markers
 * come off (8.52), harmless enemies are overrun (5.44, 6.71).
 */
export function afterEntering(ctx: IaContext, pieces: readonly (IaUnit | IaLeader)[], hex: number): void {
  revealSpotted(ctx, pieces, hex);
  for (const p of pieces) {
    if (!("kind" in p) || !ctx.state.units.has(p.id)) continue;
    const b = ctx.state;
    // IA1 Definitions (Control), 12.0: entering an assault hex takes no control and overruns nobody (12.4 is fought).
    const contested = enemyCombatUnitsIn(b, p.side, hex);
    // IA1 16.5: a piece that entered the board hidden (board-edge/enter.ts) is written down, not placed: it takes no control.
    if (p.kind !== "TRANSPORT" && !contested && b.control[hex] !== p.side && !b.units.get(p.id)!.hidden) ctx.emit({ type: "hex-controlled", hex, side: p.side });
    if (b.units.get(p.id)!.spotted && !staysSpotted(ctx, p, hex)) ctx.emit({ type: "spotted-marker", units: [p.id], on: false, rule: b.edition === "IA1" ? "IA1 8.52" : "IA2 7.22" });
    if (p.kind !== "TRANSPORT" && !contested) harmlessEnemies(ctx, p, hex);
  }
  markAssaultHex(ctx, hex);
}

/** IA2 7.22: "All units in an assault hex are marked with a Spotted marker" (IA1 has no such rule). */
function markAssaultHex(ctx: IaContext, hex: number): void {
  const b = ctx.state;
  if (b.edition !== "IA2" || !isAssaultHex(b, hex)) return;
  const unmarked = unitsAt(b, hex).filter((u) => !u.spotted).map((u) => u.id);
  if (unmarked.length) ctx.emit({ type: "spotted-marker", units: unmarked, on: true, rule: "IA2 7.22" });
}

/** IA1 16.5: hidden enemies the pieces can now spot from the hex they entered are placed on the board. */
function revealSpotted(ctx: IaContext, pieces: readonly (IaUnit | IaLeader)[], hex: number): void {
  const side = pieces[0]?.side;
  const sight = sightFor(ctx);
  // IA2 7.3: a special spotter among them sees farther into limiting terrain.
  const spotter = pieces.map(asSpotter).find((s) => s.specialSpotting) ?? { hex };
  const found = hiddenPieces(ctx.state)
    .filter((e) => e.side !== side && e.hex !== null && sight.canSpot({ ...spotter, hex }, asTarget(e)))
    .map((e) => e.id);
  if (!found.length) return;
  ctx.emit({ type: "revealed", pieces: found, rule: "IA1 16.5" });
  ctx.reveal();
}

/**
 * IA1 8.52: the marker comes off when the unit enters limiting terrain more than three hexes from all enemy units,
 * or a hex out of every enemy unit's LOS. IA2 7.22: "a greater distance than the Terrain Effects Chart spotting
 * range": each enemy's range to the hex as if unmarked (7.21: the TEC's, or less at night; 7.3: special spotters +1).
 */
function staysSpotted(ctx: IaContext, u: IaUnit, hex: number): boolean {
  const sight = sightFor(ctx);
  const limiting = ctx.map.terrainAt(hex).some((t) => ctx.tec.terrain[t]?.limiting.value);
  // Judged by the enemy units on the board: a hidden one is not, and the marker's fate must not give it away (16.5).
  // Lines of sight are asked in battle order up to the first clear one (each hex once), as IA2 7.56 fixes their sides.
  let inSight = false;
  let far = true;
  const asked = new Set<number>();
  for (const e of ctx.state.units.values()) {
    if (e.side === u.side || e.hidden || e.hex === null) continue;
    if (!inSight && !asked.has(e.hex)) {
      asked.add(e.hex);
      inSight = sight.los.clear(e.hex, hex);
    }
    const range = ctx.state.edition === "IA1" ? 3 : sight.rules.spottingRange(asSpotter(e), { ...asTarget(u), hex, spottedMarker: false });
    if (sight.distance(e.hex, hex) <= range) far = false;
    if (inSight && !(limiting && far)) return true;
  }
  return false;
}

/**
 * IA1 6.71: the owner moves an overrun leader to an adjacent hex his side controls or that holds no enemy combat unit he
 * knows of; none, and he is eliminated. A hex of hidden enemy combat units is found by entering it (16.5): they are
 * placed on the board and the owner chooses again without it.
 */
function retreat(ctx: IaContext, id: string, hex: number): void {
  const b = ctx.state;
  const l = b.leaders.get(id)!;
  const ruled = new Set<number>();
  for (let n = 0; ; n++) {
    const options = neighbours(ctx.map.hexAt(hex))
      .filter((h) => ctx.map.contains(h))
      .map((h) => ctx.map.indexOf(h))
      .filter((h) => !ruled.has(h) && !ctx.map.terrainAt(h).some((t) => ctx.tec.terrain[t]?.moveCost.value === "prohibited"))
      .filter((h) => b.control[h] === l.side || !unitsAt(b, h).some((u) => u.side !== l.side && !u.hidden && u.kind !== "TRANSPORT" && u.carriedBy === null));
    if (!options.length) return eliminateLeader(ctx, id, cite(b, "6.71", "6.72"), false);
    // Hex options are written { hex } so JSON callers see and answer them as [column, row].
    const choices = options.map((h) => ({ hex: h }));
    const { hex: to } = ctx.decide({ id: `overrun:${id}${n ? `.${n}` : ""}`, kind: "leader-retreat", side: l.side, prompt: say("leader.overrun-retreat", { leader: l.name }), options: choices, default: choices[0]!, rule: cite(b, "6.71", "6.72") });
    const found = unitsAt(b, to).filter((u) => u.side !== l.side && u.hidden && u.kind !== "TRANSPORT" && u.carriedBy === null);
    if (found.length) {
      ctx.emit({ type: "revealed", pieces: found.map((u) => u.id), rule: "IA1 16.5" });
      ctx.reveal();
      // A friendly-controlled hex stays open to him (6.71 "either friendly-controlled or not occupied …").
      if (b.control[to] !== l.side) {
        ruled.add(to);
        continue;
      }
    }
    return ctx.emit({ type: "piece-moved", piece: id, from: hex, to, rule: cite(b, "6.71", "6.72") });
  }
}

/**
 * IA1 5.44: enemy transports with no unloaded friendly combat unit are eliminated with their cargo when a combat
 * unit enters; IA1 6.71: lone enemy leaders are overrun — 2d6 per leader, 9+ eliminated, else the owner moves him.
 */
export function harmlessEnemies(ctx: IaContext, u: IaUnit, hex: number): void {
  const b = ctx.state;
  const theirs = unitsAt(b, hex).filter((e) => e.side !== u.side && e.carriedBy === null);
  for (const t of theirs) if (t.kind === "TRANSPORT") ctx.emit({ type: "eliminated", piece: t.id, rule: "IA1 5.44" });
  const overrun = ia1DieTables.tables.find((t) => t.id === "lone-leader-overrun")!;
  for (const l of leadersAt(b, hex).filter((x) => x.side !== u.side)) {
    const roll = ctx.roll(2, 6, `overrun:${l.id}`);
    const band = overrun.rows.find((r) => roll.total >= r.rolls[0] && roll.total <= r.rolls[1])!;
    ctx.emit({ type: "overrun-rolled", leader: l.id, roll, result: String(band.result.value), rule: cite(b, "6.71", "6.72") });
    if (band.result.value === "eliminated") {
      eliminateLeader(ctx, l.id, cite(b, "6.71", "6.72"), false);
      continue;
    }
    retreat(ctx, l.id, hex);
  }
}

