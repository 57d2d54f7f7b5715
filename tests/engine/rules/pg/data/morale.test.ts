import { describe, expect, it } from "vitest";
import { pg3Charts, pg3DirectFire } from "../../../../../src/engine/rules/pg/data";
import { failureBand, passes } from "../../../../../src/engine/rules/series/data/morale-lookup";

const table = pg3Charts.morale;
const leaders = pg3Charts.demoCounters.leaders;
const units = pg3Charts.demoCounters.units;

describe("PG 14.1 morale checks", () => {
  // Two French INF (morale 8) and a leader (morale 9, modifier 1) check morale on an M result.
  const m = pg3DirectFire.results.M!.morale!;
  const leader = leaders["french-leader"]!.front;
  const inf = units["french-infantry"]!.morale!.full.value + leader.moraleModifier.value;
  it("PG 14.1 the leader (morale 9) rolls 7 and passes; the INF check at 8 + 1 = 9", () => {
    expect(passes(table.check.pass.value, 7 + m, leader.morale.value)).toBe(true);
    expect(inf).toBe(9);
  });
  it("PG 14.1 the INF rolls 10: fails by one, disrupted", () => {
    expect(passes(table.check.pass.value, 10 + m, inf)).toBe(false);
    expect(failureBand(table, "good-order", 10 + m - inf).unit).toBe("disrupted");
  });
  it("PG 14.1 the INF rolls 12: fails by three, demoralized; a roll equal to morale passes", () => {
    expect(failureBand(table, "good-order", 12 + m - inf).unit).toBe("demoralized");
    expect(passes(table.check.pass.value, inf, inf)).toBe(true);
  });
  it("PG 14.1 an M2 result adds two to the roll", () => {
    expect(pg3DirectFire.results.M2!.morale).toBe(2);
  });
  it("PG 14.11 disrupted and failing: demoralized; demoralized failing by 3: a unit loses a step, a leader is eliminated; by 2: nothing", () => {
    expect(failureBand(table, "disrupted", 1).unit).toBe("demoralized");
    expect([failureBand(table, "demoralized", 3).unit, failureBand(table, "demoralized", 3).leader]).toEqual(["step-loss", "eliminated"]);
    expect(failureBand(table, "demoralized", 2).unit).toBe("no-effect");
  });
});

describe("PG 14.3, 14.4 demoralization and recovery", () => {
  const modifier = (id: string) => table.modifiers.find((x) => x.id === id)!;
  it("PG 14.41 recovery succeeds on a roll less than modified morale", () => {
    expect(passes(table.recovery.pass.value, 7, 8)).toBe(true);
    expect(passes(table.recovery.pass.value, 8, 8)).toBe(false);
    expect([table.recovery.success.demoralized.value, table.recovery.success.disrupted.value]).toEqual(["disrupted", "good-order"]);
  });
  it("PG 14.43 an unmodified 2 returns a demoralized piece to good order; PG 14.44 a 12 makes a demoralized leader desert", () => {
    expect(table.recovery.natural.map((n) => [n.roll, n.status, n.unit ?? null, n.leader])).toEqual([
      [2, "demoralized", "good-order", "good-order"],
      [12, "demoralized", null, "eliminated"],
    ]);
  });
  it("PG 14.3 a demoralized piece's morale is one less; PG 14.45 +1 to recover in an entrenchment or town", () => {
    expect([modifier("demoralized").morale.value, modifier("demoralized").when]).toEqual([-1, "both"]);
    expect([modifier("entrenchment-or-town").morale.value, modifier("entrenchment-or-town").when]).toEqual([1, "recovery"]);
  });
});
