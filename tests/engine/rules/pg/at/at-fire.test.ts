import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pg3Charts } from "../../../../../src/engine/rules/pg/data";
import { planAtShot, resolveAtShot, type AtShotInput, type AtShotPlan } from "../../../../../src/engine/rules/pg/at/at-fire";
import { counter, counterType, shot, table } from "./fixtures";

/** The plan of an allowed shot (fails the test otherwise). */
function plan(input: AtShotInput, t = table): AtShotPlan {
  const p = planAtShot(t, input);
  if (!p.allowed) throw new Error(`refused by ${p.rule}: ${p.reason}`);
  return p;
}
const result = (input: AtShotInput, roll: number) => resolveAtShot(table, plan(input), roll).result.value;
const hits = (input: AtShotInput, roll: number) => result(input, roll) !== "-";
const fx = { source: "playtest", note: "test fixture" } as const;
const atFace = (strength: number, range: number): AtShotInput["firer"] => ({ direct: null, bombardment: null, at: { strength, range, provenance: fx }, movement: 6 });

describe("PG 11.1 AT fire resolution", () => {
  it("PG 11.1 roll + AT − armor ≥ 10 hits: AT 5 at armor 1 hits on a 6, not on a 5 (1.1)", () => {
    expect(resolveAtShot(table, plan(shot()), 6)).toMatchObject({ roll: 6, total: 10, band: 1, result: { value: "H" } });
    expect(resolveAtShot(table, plan(shot()), 5)).toMatchObject({ total: 9, band: 0, result: { value: "-" } });
  });
  it("PG 11.11 a truck is armor −1: AT 5 hits it on a 4, where armor 0 needs a 5", () => {
    const truck = plan(shot({ target: counter("truck") }));
    expect(truck.armor).toMatchObject({ value: -1, rule: "11.11" });
    expect([hits(shot({ target: counter("truck") }), 4), hits(shot({ target: counter("tank-armor-0") }), 4)]).toEqual([true, false]);
  });
  it("PG 11.1 the plan shows the AT value, the armor and the rolls each band needs", () => {
    const p = plan(shot());
    const printed = counterType("tank-5-5").faces.full.antiTankFire!.strength;
    expect(p.at).toEqual({ printed: printed.value, provenance: printed.provenance, value: 5, rule: "11.1" });
    expect(p.armor).toMatchObject({ value: 1, rule: "11.1" });
    expect(p.added).toBe(4);
    expect(p.bands.map((b) => [b.result.value, b.rolls])).toEqual([
      ["-", { from: 2, to: 5 }],
      ["H", { from: 6, to: 8 }],
      ["K", { from: 9, to: 12 }],
    ]);
  });
  it("PG 11.1 a band no roll of the dice reaches has no rolls; a reduced face fires its own AT value", () => {
    const weak = plan(shot({ firer: counter("tank-5-5").reduced!, target: counter("tank-armor-4") }));
    expect([weak.at.value, weak.added]).toEqual([3, -1]);
    expect(weak.bands.map((b) => b.rolls)).toEqual([{ from: 2, to: 10 }, { from: 11, to: 12 }, null]);
    const strong = plan(shot({ firer: atFace(12, 5), target: counter("truck") }));
    expect(strong.bands.map((b) => b.rolls)).toEqual([null, null, { from: 2, to: 12 }]);
  });
  it("PG 7.42 the result cell and what it does come from the table, provenance and all", () => {
    const outcome = resolveAtShot(table, plan(shot()), 12);
    expect(outcome.result).toBe(table.bands[2]!.result);
    expect(outcome.effect).toBe(table.results.K);
    expect(outcome.result.provenance.source).toBe("playtest");
    const shipped = pg3Charts.atTable;
    const p = plan(shot(), shipped);
    p.bands.forEach((b, i) => {
      expect(b.result).toBe(shipped.bands[i]!.result);
      expect(b.effect).toBe(shipped.results[b.result.value]);
    });
    for (let roll = 2; roll <= 12; roll++) {
      const o = resolveAtShot(shipped, p, roll);
      expect(o.result).toBe(shipped.bands[o.band]!.result);
    }
  });
});

describe("PG 11.0, 7.31, 8.0, 12.52, 12.53 who may AT-fire at what", () => {
  it("PG 7.31 a unit needs an AT value on the side showing", () => {
    expect(planAtShot(table, shot({ firer: counter("infantry").full }))).toEqual({ allowed: false, rule: "7.31", reason: "no-at-value" });
    expect(planAtShot(table, shot({ firer: counter("at-gun").limberedFace! }))).toMatchObject({ allowed: false, rule: "7.31" });
  });
  it("PG 11.0 only trucks and AFVs may be attacked (ruling N7)", () => {
    for (const id of ["wagon", "sledge", "infantry"]) expect(planAtShot(table, shot({ target: counter(id) })), id).toEqual({ allowed: false, rule: "11.0", reason: "not-an-at-target" });
  });
  it("PG 8.0, 8.22 the individual target must be spotted", () => {
    expect(planAtShot(table, shot({ targetSpotted: false }))).toEqual({ allowed: false, rule: "8.0", reason: "not-spotted" });
  });
  it("PG 11.0, 12.52 a unit in an assault hex AT-fires only at vehicles in that hex, with no die modifier", () => {
    expect(planAtShot(table, shot({ firerInAssaultHex: true, distance: 1 }))).toEqual({ allowed: false, rule: "12.52", reason: "target-outside-assault-hex" });
    const inside = plan(
      shot({
        firerInAssaultHex: true, targetInAssaultHex: true, friendlyVehicleInTargetHex: true, distance: 0,
        crossfire: { attackedSinceLastMove: true, throughNonAdjacentHex: true }, hiddenVsStrategicMover: true,
      }),
    );
    expect([inside.modifiers, inside.added]).toEqual([[], 4]);
  });
  it("PG 12.53, 7.24 AT fire into an assault hex only where the firer's side has no vehicle, with the usual modifiers", () => {
    expect(planAtShot(table, shot({ targetInAssaultHex: true, friendlyVehicleInTargetHex: true }))).toEqual({ allowed: false, rule: "12.53", reason: "friendly-vehicle-in-assault-hex" });
    const into = plan(shot({ targetInAssaultHex: true, distance: 1, crossfire: { attackedSinceLastMove: true, throughNonAdjacentHex: true } }));
    expect(into.modifiers.map((m) => m.id)).toEqual(["crossfire", "point-blank"]);
  });
});

describe("PG 11.3, 11.12, 17.3 in the plan", () => {
  it("PG 11.3 range 5: 7 hexes at half the AT value (5 fires as 3), 8 refused", () => {
    const far = plan(shot({ distance: 7 }));
    expect([far.at.value, far.at.rule, far.added]).toEqual([3, "11.3", 2]);
    expect(planAtShot(table, shot({ distance: 8 }))).toEqual({ allowed: false, rule: "11.3", reason: "out-of-range" });
    expect(planAtShot(table, shot({ firer: atFace(1, 5), distance: 6 }))).toEqual({ allowed: false, rule: "7.32", reason: "out-of-range" });
  });
  it("PG 11.12 crossfire +2 on and off: AT 5 at armor 1 hits on a 4 with it, a 6 without", () => {
    const on = shot({ crossfire: { attackedSinceLastMove: true, throughNonAdjacentHex: true } });
    expect(plan(on).modifiers.map((m) => [m.die, m.rule])).toEqual([[2, "11.12"]]);
    expect([hits(on, 4), hits(shot(), 4), hits(shot(), 6)]).toEqual([true, false, true]);
    expect(plan(shot({ crossfire: { attackedSinceLastMove: false, throughNonAdjacentHex: true } })).modifiers).toEqual([]);
  });
  it("PG 17.3 a hidden firer against a strategic mover adds 2", () => {
    expect(plan(shot({ hiddenVsStrategicMover: true })).added).toBe(6);
  });
});

describe("PG 11.1 AT fire properties", () => {
  const input = fc.record({
    firer: fc.tuple(fc.integer({ min: -2, max: 12 }), fc.integer({ min: 0, max: 8 })).map(([s, r]) => atFace(s, r)),
    target: fc.constantFrom("tank-5-5", "tank-armor-0", "tank-armor-4", "truck").map(counter),
    distance: fc.integer({ min: 0, max: 12 }),
    firerInAssaultHex: fc.boolean(),
    targetInAssaultHex: fc.boolean(),
    friendlyVehicleInTargetHex: fc.boolean(),
    targetSpotted: fc.constant(true),
    crossfire: fc.record({ attackedSinceLastMove: fc.boolean(), throughNonAdjacentHex: fc.boolean() }),
    hiddenVsStrategicMover: fc.boolean(),
  });
  it(
    "PG 11.1 raising the roll never lowers the result band, and each roll falls in the band the plan gives it",
    () => {
      fc.assert(
        fc.property(input, (i) => {
          const p = planAtShot(table, i);
          fc.pre(p.allowed);
          if (!p.allowed) return;
          let last = -1;
          for (let roll = 2; roll <= 12; roll++) {
            const { band } = resolveAtShot(table, p, roll);
            expect(band).toBeGreaterThanOrEqual(last);
            const odds = p.bands[band]!.rolls!;
            expect(roll >= odds.from && roll <= odds.to).toBe(true);
            last = band;
          }
        }),
        { numRuns: 200 },
      );
    },
    10_000,
  );
});
