import { z } from "zod";
import { refuseUnless } from "../../../core/refusal";
import { PieceId } from "../../../data/schemas/common";
import { Hex } from "../../../map/hex-codec";
import { bombardHex, type Barrage } from "../../series/bombardment/bombard";
import { dieResult } from "../../series/bombardment/die-tables";
import { command } from "../../series/commands/shapes";
import { onMap } from "../../series/fire/hexes";
import { endSegment } from "../../series/sequence/turn";
import { tracedBy } from "../../series/text";
import { sideColumns } from "../bombardment/columns";
import { pgFriendlyFire } from "../bombardment/friendly-fire";
import { hexLabel } from "../bombardment/hex-label";
import type { PgContext } from "../commands/context";
import { unitsAt } from "../state";
import type { PgAircraft } from "../state/support";
import { say } from "../text";
import { antiAircraft } from "./anti-aircraft";

/** PG 15.11: "Up to three aircraft may be placed in a single hex per segment". */
export const AIRCRAFT_PER_HEX = 3;

/** PG 15.11: the aircraft placed in one target hex. */
const AirStrike = z.object({ aircraft: z.array(PieceId), at: Hex }).strict();
/** PG 3.14, 15.11–15.13: a segment of air attacks, each aircraft drawn this turn at one hex. */
export const AirAttack = command("air-attack", { attacks: z.array(AirStrike) });
export type AirAttackCommand = z.output<typeof AirAttack>;

/** PG 15.1: the fire value of the side an aircraft shows this turn: direct unless the piece gives only a bombardment value. */
export const airFire = (a: PgAircraft): number => {
  const face = a[a.face!];
  return face.direct ?? face.bombardment ?? 0;
};

/** PG 15.11, ruling A46: each attack's aircraft — drawn, unused, named once, at most three a hex — at a hex with no units of the side's own. */
function checkStrikes(ctx: PgContext, c: AirAttackCommand): PgAircraft[][] {
  const b = ctx.state;
  const seen = new Set<string>();
  const perHex = new Map<number, number>();
  return c.attacks.map((s) => {
    refuseUnless(s.aircraft.length > 0, "PG 15.11", say("air.no-aircraft"));
    refuseUnless(onMap(ctx.map, s.at), "PG 15.11", say("bombard.off-map", { hex: String(s.at) }));
    const count = (perHex.get(s.at) ?? 0) + s.aircraft.length;
    perHex.set(s.at, count);
    refuseUnless(count <= AIRCRAFT_PER_HEX, "PG 15.11", say("air.too-many", { count, hex: hexLabel(ctx.map, s.at) }));
    refuseUnless(unitsAt(b, s.at).every((u) => u.side !== c.side), "PG 7.24", say("air.friendly-hex", { hex: hexLabel(ctx.map, s.at), side: c.side }));
    return s.aircraft.map((id) => {
      const a = b.aircraft?.find((x) => x.id === id && x.side === c.side && x.face !== null);
      refuseUnless(a !== undefined, "PG 15.1", say("air.unknown-aircraft", { id, side: c.side }));
      refuseUnless(!seen.has(id), "PG 15.11", say("air.aircraft-twice", { id }));
      seen.add(id);
      refuseUnless(!a.used, "PG 15.11", say("air.used", { id }));
      return a;
    });
  });
}

/**
 * PG 3.14, 15.11–15.14: air attacks as a complete action segment. One die per aircraft: 1–2 misses — it is removed, and
 * friendly fire is rolled for the hexes next to its target on the Bombardment Table (15.12, 9.52) — 3–6 attacks. The
 * fire of the aircraft attacking a hex is totalled and read on the Direct Fire Table with its modifiers (15.13, 10.3),
 * −1 column once for enemy anti-aircraft within three hexes (15.14); aircraft never take losses. Then they leave.
 */
export function pgAirAttack(ctx: PgContext, c: AirAttackCommand): void {
  const b = ctx.state;
  refuseUnless(b.phase === "action" && b.impulses?.active === c.side, "PG 3.0 B", say("bombard.not-your-segment"));
  refuseUnless(b.activation === null, "PG 3.14", say("air.under-way"));
  refuseUnless(c.attacks.length > 0, "PG 15.11", say("air.no-attacks"));
  const strikes = checkStrikes(ctx, c);
  c.attacks.forEach((s, i) => {
    const hitting: PgAircraft[] = [];
    for (const a of strikes[i]!) {
      const roll = ctx.roll(1, 6, `air-attack:${a.id}`);
      const hit = dieResult(ctx.charts.dieTables, "air-attack", roll.total) === "attacks";
      ctx.emit({ type: "aircraft-rolled", side: c.side, aircraft: a.id, at: s.at, roll, hit, rule: "PG 15.11" });
      if (hit) {
        hitting.push(a);
        continue;
      }
      ctx.emit({ type: "aircraft-removed", aircraft: [a.id], rule: "PG 15.11" });
      // PG 15.12: the friendly fire procedure, on the Bombardment Table.
      const fire = airFire(a);
      const miss: Barrage = { side: c.side, firers: [a.id], leaders: [], at: s.at, strength: fire, strengthTrace: [tracedBy(say, "fire.unit", fire, { unit: a[a.face!].name, fire }, "PG 15.12")] };
      pgFriendlyFire(ctx, miss, [a.nationality], `air:${a.id}`, "PG 15.12, 9.52");
    }
    if (!hitting.length) return;
    strike(ctx, c.side, s.at, hitting);
    ctx.emit({ type: "aircraft-removed", aircraft: hitting.map((a) => a.id), rule: "PG 15.13" });
  });
  endSegment(ctx, c.side, false);
}

/** PG 15.13, 15.14: the hitting aircraft's fire totalled on the Direct Fire Table at `at`, each side's pieces there on their own columns. */
function strike(ctx: PgContext, side: string, at: number, aircraft: readonly PgAircraft[]): void {
  const table = ctx.rules.fire.directTable(ctx);
  const trace = aircraft.map((a) => tracedBy(say, "fire.unit", airFire(a), { unit: a[a.face!].name, fire: airFire(a) }, "PG 15.13"));
  const barrage: Barrage = { side, firers: aircraft.map((a) => a.id), leaders: [], at, strength: trace.reduce((x, t) => x + t.value, 0), strengthTrace: trace };
  const aa = antiAircraft(ctx, table, side, at);
  bombardHex(ctx, barrage, {
    table,
    revealRule: "PG 15.13, 16.6",
    columns: (moving) => sideColumns(ctx, table, at, barrage.strength, moving, aa),
    rule: () => "PG 15.13",
    cause: (owner) => `air@${hexLabel(ctx.map, at)}:${owner}`,
    ineffective: () => ctx.emit({ type: "bombardment-ineffective", side, guns: barrage.firers, at, rule: "PG 15.13" }),
  });
}
