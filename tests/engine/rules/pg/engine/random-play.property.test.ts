import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SeededDice } from "../../../../../src/engine/core/dice";
import { runAnswering, type AnswerPolicy } from "../../../../../src/engine/core/engine";
import { EventLog } from "../../../../../src/engine/core/event-log";
import { decodeOnMap, encodeOnMap } from "../../../../../src/engine/map/hex-codec";
import { pg3Charts } from "../../../../../src/engine/rules/pg/data";
import { PgEventSchema } from "../../../../../src/engine/rules/pg/events/schema";
import { pgRuleset, type PgCommand } from "../../../../../src/engine/rules/pg/ruleset";
import type { PgBattle } from "../../../../../src/engine/rules/pg/state";
import { PgBattleJson } from "../../../../../src/engine/rules/pg/state/battle-schema";
import { isAfv } from "../../../../../src/engine/rules/pg/units/classify";
import { build, map } from "../scenario/support";

const pg = pgRuleset(map, pg3Charts.tec);
const air = (name: string) => ({ name, direct: 6, bombardment: null });
/**
 * The demonstration scenario with every optional rule the engine plays in force (PG 17.0), smoke allowed (16.1), two
 * German off-board factors (9.2) and a Soviet aircraft drawn every turn (15.1).
 */
const start = (): PgBattle => {
  const b = build().battle;
  return {
    ...b,
    options: ["consolidation", "excess-initiative", "strategic-movement", "fog-of-war", "random-events"],
    smokeAllowed: true,
    offboard: ["oba-1", "oba-2"].map((id) => ({ id, side: "german", strength: 20, nationality: "german", firedTurn: null })),
    aircraft: [{ id: "il-2", side: "soviet", nationality: "soviet", front: air("Il-2"), back: air("Il-2 (late)"), face: null, used: false }],
    sides: [b.sides[0], { ...b.sides[1], aircraft: { count: 1 } }] as unknown as PgBattle["sides"],
  };
};

/** Three numbers per command: what kind of command, and two that pick its pieces and hexes. */
const choice = fc.tuple(fc.nat(99), fc.nat(9999), fc.nat(9999));

/** A command for the battle as it stands, mostly one a player of the active side would give, sometimes anything. */
function commandFor(b: PgBattle, [kind, x, y]: readonly [number, number, number]): PgCommand {
  const active = b.impulses?.active ?? b.sides[x % 2]!.id;
  const pick = <T>(xs: readonly T[], n = y): T | undefined => (xs.length ? xs[n % xs.length] : undefined);
  const mine = [...b.units.values(), ...b.leaders.values()].filter((p) => p.side === active && p.hex !== null);
  const theirs = [...b.units.values()].filter((u) => u.side !== active && u.hex !== null && !u.hidden);
  if (b.phase === "initiative") {
    // PG 6.8, 16.7: each side's secret set-up, then the initiative roll.
    const side = b.sides[x % 2]!;
    const afvs = [...b.units.values()].filter((u) => u.side === side.id && isAfv(u)).map((u) => u.id);
    const drawn = (b.minefields ?? []).filter((m) => m.owner === side.id && m.hex === null);
    if (kind < 20) return { type: "assign-tank-leaders", side: side.id, units: afvs.slice(0, side.tankLeaders ?? 0) };
    if (kind < 40 && drawn.length) return { type: "place-minefields", side: side.id, at: drawn.map((_, i) => pick(side.minefieldZone ?? [0], y + i)!) };
    if (kind < 48) return { type: "designate-cavalry-leaders", side: side.id, leaders: [...b.leaders.values()].filter((l) => l.side === side.id).slice(0, y % 2).map((l) => l.id) };
    return { type: "roll-initiative", side: active };
  }
  const a = b.activation;
  const id = pick(mine.map((p) => p.id));
  const hex = (piece: string | undefined) => (piece === undefined ? 0 : ((b.units.get(piece) ?? b.leaders.get(piece))?.hex ?? 0));
  const near = (from: number) => map.around(from).filter((h) => h >= 0 && map.contains(map.hexAt(h)));
  const enemyHex = pick(theirs.map((u) => u.hex!), y) ?? 0;
  if (a === null) {
    if (kind < 8) return { type: "pass", side: active };
    // PG 3.14: off-board artillery and aircraft take a segment of their own.
    if (kind < 10) return { type: "offboard-fire", side: active, attacks: [{ factors: (b.offboard ?? []).filter((f) => f.side === active).slice(0, 1 + (x % 2)).map((f) => f.id), at: enemyHex }] };
    if (kind < 12) return { type: "air-attack", side: active, attacks: [{ aircraft: (b.aircraft ?? []).filter((p) => p.side === active).map((p) => p.id), at: enemyHex }] };
    if (id === undefined) return { type: "pass", side: active };
    const root = b.leaders.has(id) && kind % 2 ? { leader: id } : kind % 3 ? { piece: id } : { stack: hex(id) };
    // PG 5.4, 12.11: a leader activating the units around him, who may assault.
    if (b.leaders.has(id) && kind < 35) {
      const led = mine.filter((p) => b.units.has(p.id) && near(hex(id)).includes(p.hex!)).map((p) => p.id);
      return { type: "activate", side: active, root: { leader: id }, pieces: Object.fromEntries([id, ...led].map((p) => [p, "move" as const])) };
    }
    // PG 17.3: now and then a unit moves strategically.
    const designation = kind < 20 ? ({ action: "move", strategic: true } as const) : kind < 60 ? "move" : "fire";
    return { type: "activate", side: active, root, pieces: { [id]: designation } };
  }
  const acting = Object.keys(a.pieces).filter((p) => b.units.has(p) || b.leaders.has(p));
  const piece = pick(acting, x);
  if (kind < 8 || piece === undefined) return { type: "end-activation", side: active };
  const firers = acting.filter((p) => b.units.has(p) && hex(p) === hex(piece));
  const leaders = acting.filter((p) => b.leaders.has(p));
  // PG 12.2: an assault owed is fought by every unit of the side in its hex; 12.11: a unit next to the enemy often moves in.
  const owed = a.assaultsOwed?.[0];
  if (owed !== undefined && kind < 70) return { type: "assault", side: active, at: owed, units: mine.filter((p) => p.hex === owed && b.units.has(p.id)).map((p) => p.id), leaders: mine.filter((p) => p.hex === owed && b.leaders.has(p.id)).map((p) => p.id) };
  const enemyNext = near(hex(piece)).filter((h) => theirs.some((u) => u.hex === h));
  if (kind < 20 && enemyNext.length) return { type: "move", side: active, piece, to: pick(enemyNext, y)!, with: leaders.filter((l) => hex(l) === hex(piece)).slice(0, 1) };
  if (kind < 40) return { type: "move", side: active, piece, to: pick(near(hex(piece)), y) ?? hex(piece) };
  if (kind < 47) return { type: "direct-fire", side: active, firers, at: enemyHex };
  if (kind < 53) return { type: "at-fire", side: active, firer: piece, target: pick(theirs.map((u) => u.id), y) ?? "nobody" };
  if (kind < 60) return { type: "assault", side: active, at: hex(piece), units: firers, leaders: leaders.filter((l) => hex(l) === hex(piece)) };
  if (kind < 64) return { type: "bombard", side: active, firers, at: enemyHex };
  if (kind < 68) return { type: "load", side: active, transport: piece, unit: pick(acting, y) ?? piece };
  if (kind < 72) return { type: "unload", side: active, transport: piece, unit: pick(acting, y) ?? piece };
  if (kind < 76) return { type: "recover", side: active, piece };
  if (kind < 79) return { type: "consolidate", side: active, unit: piece, with: pick(acting, y) ?? piece };
  if (kind < 82) return { type: "dig-in", side: active, unit: piece };
  if (kind < 85) return { type: "clear", side: active, unit: piece, task: (["wreck", "mines"] as const)[x % 2]! };
  if (kind < 88) return { type: "cross", side: active, unit: piece };
  if (kind < 90) return { type: "fire-smoke", side: active, firer: piece, at: enemyHex };
  return { type: (["limber", "unlimber"] as const)[x % 2]!, side: active, unit: piece };
}

/** Any option of a decision, as the numbers fall. */
const anyAnswer = (seed: number): AnswerPolicy => {
  let n = seed;
  return (request) => ({ answer: request.options[(n = (n * 1103515245 + 12345) & 0x7fffffff) % request.options.length] });
};

/** PG 4.1 and the bookkeeping every command keeps: the battle is one its own checks accept (PgBattleJson). */
function checkInvariants(b: PgBattle): void {
  const json = encodeOnMap(map, PgBattleJson, b);
  expect(decodeOnMap(map, PgBattleJson, json, "battle")).toEqual(b);
  for (const u of b.units.values()) {
    expect(u.steps).toBeGreaterThanOrEqual(1);
    expect(u.steps).toBeLessThanOrEqual(u.maxSteps);
    if (u.carriedBy) expect(b.units.get(u.carriedBy)!.hex).toBe(u.hex);
  }
  for (const l of b.leaders.values()) if (l.carriedBy) expect(b.units.get(l.carriedBy)!.hex).toBe(l.hex);
}

describe("PG engine invariants under random play (the demonstration scenario)", () => {
  // A few seconds on an idle 2-core machine; the timeout leaves room for a loaded one.
  it("PG 3.0–16.7: refused commands leave the state unchanged and name a PG rule; accepted ones leave a battle its checks accept (4.1 stacking, steps, cargo with its transport); every event encodes; the log replays", () => {
    fc.assert(
      fc.property(fc.array(choice, { minLength: 60, maxLength: 160 }), fc.integer(), (choices, seed) => {
        const dice = new SeededDice(seed);
        const log = new EventLog(pg, start());
        let b = log.initial;
        let done = 0;
        for (const next of choices) {
          const c = commandFor(b, next);
          const before = structuredClone(b);
          const { result: r } = runAnswering(pg, b, c, dice, {}, anyAnswer(seed));
          if (r.status === "refused") {
            expect(r.rule).toMatch(/^(PG |engine)/);
            expect(b).toEqual(before);
            continue;
          }
          if (r.status !== "done") throw new Error("every decision is answered and the dice never run out, so none is left open");
          for (const e of r.record.events) expect(() => encodeOnMap(map, PgEventSchema, e)).not.toThrow();
          log.append(r.record);
          b = r.state;
          done++;
          checkInvariants(b);
        }
        expect(log.replay()).toEqual(b);
        return done > 0;
      }),
      { numRuns: 25, endOnFailure: true },
    );
  }, 120_000);
});
