import { z } from "zod";
import { refuseUnless } from "../../../core/refusal";
import type { TraceEntry } from "../../../core/trace";
import { PieceId } from "../../../data/schemas/common";
import { Hex } from "../../../map/hex-codec";
import { bombardHex, bombardmentTable, type Barrage } from "../../series/bombardment/bombard";
import { command } from "../../series/commands/shapes";
import { combinesAcrossHexes } from "../../series/fire/combining";
import { onMap } from "../../series/fire/hexes";
import { markFirers } from "../../series/fire/markers";
import { tracedBy } from "../../series/text";
import type { PgContext } from "../commands/context";
import type { PgLeader, PgUnit } from "../state";
import { say } from "../text";
import { sideColumns } from "./columns";
import { checkBombardFirer, firingValue, bombardmentFire } from "./firers";
import { pgFriendlyFire } from "./friendly-fire";
import { friendlySpotters, knownEnemyUnits, spots } from "./spotters";

/** PG 9.0, 9.3: units designated to fire bombard a hex together; `leaders`: those combining units in adjacent hexes (6.41). */
export const Bombard = command("bombard", { firers: z.array(PieceId), leaders: z.array(PieceId).optional(), at: Hex });
export type BombardCommand = z.output<typeof Bombard>;

/** PG 9.3, 6.41, 7.33: bombardment units in several hexes combine only through a good-order leader with a combat modifier in one of them. */
function checkLeaders(ctx: PgContext, c: BombardCommand, firers: readonly PgUnit[]): PgLeader[] {
  const b = ctx.state;
  const named = c.leaders ?? [];
  refuseUnless(new Set(named).size === named.length, "PG 6.4", say("bombard.leader-twice", { leader: named.find((x, i) => named.indexOf(x) !== i) ?? "" }));
  const leaders = named.map((id) => {
    const l = b.leaders.get(id);
    refuseUnless(l !== undefined && l.side === c.side && l.hex !== null, "PG 6.4", say("bombard.not-your-leader", { id, side: c.side }));
    refuseUnless(b.activation!.pieces[id]?.action === "fire", "PG 3.13", say("bombard.not-designated", { piece: l.name }));
    return l;
  });
  const hexes = new Set(firers.map((u) => u.hex!));
  if (hexes.size > 1) refuseUnless(leaders.some((l) => combinesAcrossHexes(ctx, l, firers)), "PG 9.3", say("bombard.no-combining-leader", { count: hexes.size }));
  return leaders;
}

/** PG 9.0, 9.1: `at` holds an enemy unit on the board that a firer, or a friendly undemoralized regular leader, can spot. */
export function checkBombardTarget(ctx: PgContext, side: string, at: number, firers: readonly PgUnit[]): void {
  refuseUnless(onMap(ctx.map, at), "PG 9.0", say("bombard.off-map", { hex: String(at) }));
  const enemies = knownEnemyUnits(ctx, side, at);
  refuseUnless(enemies.length > 0, "PG 9.0", say("bombard.no-enemy", { side }));
  refuseUnless(spots(ctx, [...firers, ...friendlySpotters(ctx, side, false)], at, enemies), "PG 9.1", say("bombard.not-spotted"));
}

/** PG 9.4, 14.2: the firers' bombardment values added together, a disrupted unit's halved and rounded up; no leader adds to them. */
export function bombardStrength(firers: readonly PgUnit[]): { strength: number; trace: TraceEntry[] } {
  const trace: TraceEntry[] = [];
  for (const u of firers) {
    const printed = bombardmentFire(u)!.strength;
    trace.push(tracedBy(say, "fire.unit", printed, { unit: u.name, fire: printed }, "PG 9.4"));
    if (u.status === "disrupted") trace.push(tracedBy(say, "fire.disrupted", firingValue(u) - printed, { unit: u.name, fire: printed }, "PG 14.2"));
  }
  return { strength: trace.reduce((a, t) => a + t.value, 0), trace };
}

/**
 * PG 9.0–9.53, 12.53: bombardment as a Fire action. The firers — same hex freely, adjacent hexes through a leader
 * (9.3) — total their values; the Bombardment Table's column for it, with the modifiers figured for each side's pieces
 * (an assault hex: two attacks, 9.51, 12.53), two dice, the results to every unit in the hex, hidden ones placed on the
 * board first (16.6). Then friendly fire on adjacent hexes (9.52); the target is still hit (9.53). MOVED/FIRED (7.46).
 */
export function pgBombard(ctx: PgContext, c: BombardCommand): void {
  const b = ctx.state;
  refuseUnless(b.phase === "action" && b.impulses?.active === c.side, "PG 3.0 B", say("bombard.not-your-segment"));
  refuseUnless(b.activation !== null && b.activation.side === c.side, "PG 3.13", say("bombard.no-activation"));
  refuseUnless(c.firers.length > 0, "PG 9.0", say("bombard.no-firers"));
  refuseUnless(new Set(c.firers).size === c.firers.length, "PG 7.22", say("bombard.firer-twice", { unit: c.firers.find((x, i) => c.firers.indexOf(x) !== i) ?? "" }));
  refuseUnless(onMap(ctx.map, c.at), "PG 9.0", say("bombard.off-map", { hex: String(c.at) }));
  const firers = c.firers.map((id) => checkBombardFirer(ctx, c.side, id, c.at));
  const leaders = checkLeaders(ctx, c, firers);
  checkBombardTarget(ctx, c.side, c.at, firers);
  if (b.activation!.current !== c.firers[0]) ctx.emit({ type: "acting", piece: c.firers[0]! });
  markFirers(ctx, firers, leaders);
  const { strength, trace } = bombardStrength(firers);
  const barrage: Barrage = { side: c.side, firers: c.firers, leaders: leaders.map((l) => l.id), at: c.at, strength, strengthTrace: trace };
  bombardBarrage(ctx, barrage, `bombard:${c.firers[0]}`);
  pgFriendlyFire(ctx, barrage, firers.map((u) => u.nationality), `bombard:${c.firers[0]}`);
}

/** PG 9.4, 9.51, 12.53: one barrage on the Bombardment Table at its hex, each side's pieces attacked on their own (series kernel). */
export function bombardBarrage(ctx: PgContext, barrage: Barrage, cause: string): void {
  const table = bombardmentTable(ctx.charts.fireTables);
  bombardHex(ctx, barrage, {
    table,
    revealRule: "PG 9.4, 16.6",
    columns: (moving) => sideColumns(ctx, table, barrage.at, barrage.strength, moving),
    rule: (_owner, assault) => (assault ? "PG 9.51, 12.53" : "PG 9.4"),
    cause: (owner) => `${cause}:${owner}`,
    ineffective: () => ctx.emit({ type: "bombardment-ineffective", side: barrage.side, guns: barrage.firers, at: barrage.at, rule: "PG 9.4" }),
  });
}
