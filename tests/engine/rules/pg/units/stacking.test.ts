import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mayEnter, overstacked, stackingCounts, threeUnitShift, type PgStackPiece } from "../../../../../src/engine/rules/pg/units/stacking";
import { counterIds, leader, times, unit } from "./fixtures";

const INF = unit("german-infantry");

describe("PG 4.4 three combat units +1 (E4)", () => {
  it("PG 4.4 three combat units +1: 2 INF + 1 tank → +1; 3 INF → +1; 3 APCs or trucks + 3 leaders → no +1", () => {
    expect(threeUnitShift([INF, INF, unit("tiger")])).toBe(1);
    expect(threeUnitShift(times(3, INF))).toBe(1);
    expect(threeUnitShift([...times(3, unit("spw-251")), ...times(3, leader)])).toBe(0);
    expect(threeUnitShift([...times(3, unit("truck")), ...times(3, leader)])).toBe(0);
  });

  it("PG 4.4 two combat units, APCs and trucks beside them → no +1", () => {
    expect(threeUnitShift([INF, unit("tiger"), unit("spw-251"), unit("truck"), leader])).toBe(0);
  });

  it("PG 4.4, 5.6 cargo does not count: 2 INF + an APC carrying INF → no +1 (ruling A8)", () => {
    expect(threeUnitShift([INF, INF, unit("spw-251"), unit("german-infantry", true)])).toBe(0);
  });

  it("PG 4.4 a truck with a fire value is not unarmed: it counts", () => {
    expect(threeUnitShift([INF, INF, unit("armed-truck")])).toBe(1);
  });
});

describe("PG 4.1 stacking limits", () => {
  it("PG 4.1 three combat units, three transports (APCs included) and any number of leaders", () => {
    const full = [...times(3, INF), unit("spw-251"), unit("spw-251"), unit("truck"), ...times(5, leader)];
    expect(stackingCounts(full)).toEqual({ combatUnits: 3, transports: 3 });
    expect(overstacked(full)).toBeNull();
  });

  it("PG 4.1 a fourth combat unit or a fourth transport overstacks, and the refusal says which rule", () => {
    expect(overstacked([...times(3, INF), unit("tiger")])).toEqual({ rule: "PG 4.1", limit: "combatUnits" });
    expect(overstacked([...times(3, unit("truck")), unit("spw-251")])).toEqual({ rule: "PG 4.1", limit: "transports" });
  });

  it("PG 4.1, 5.6 a loaded transport is one transport and its cargo counts for neither limit (ruling A8)", () => {
    const stack = [...times(3, INF), ...times(3, unit("truck")), ...times(3, unit("german-hmg", true))];
    expect(stackingCounts(stack)).toEqual({ combatUnits: 3, transports: 3 });
  });

  it("PG 4.1 a truck with a fire value counts against both limits", () => {
    expect(stackingCounts([unit("armed-truck")])).toEqual({ combatUnits: 1, transports: 1 });
  });

  it("PG 5.74 in a river hex one ENG is outside the limits but counts for the 4.4 +1", () => {
    const stack = [...times(3, INF), unit("engineer")];
    expect(overstacked(stack, { river: true })).toBeNull();
    expect(overstacked(stack)).toEqual({ rule: "PG 4.1", limit: "combatUnits" });
    expect(overstacked([...stack, unit("engineer")], { river: true })).toEqual({ rule: "PG 4.1", limit: "combatUnits" });
    expect(threeUnitShift([INF, INF, unit("engineer")])).toBe(1);
  });
});

describe("PG 4.5 effects on movement", () => {
  const threeInf = times(3, INF);
  const threeTrucks = times(3, unit("truck"));

  it("PG 4.5 a combat unit other than an APC may not enter a hex with three friendly non-APC combat units", () => {
    expect(mayEnter(INF, threeInf)).toEqual({ rule: "PG 4.5", limit: "combatUnits" });
    expect(mayEnter(unit("tiger"), threeInf)).toEqual({ rule: "PG 4.5", limit: "combatUnits" });
    expect(mayEnter(INF, [INF, INF, ...times(3, unit("spw-251"))])).toBeNull();
  });

  it("PG 4.3, 4.5 an APC enters a hex with three non-APC combat units, not one with three transports", () => {
    expect(mayEnter(unit("spw-251"), threeInf)).toBeNull();
    expect(mayEnter(unit("spw-251"), threeTrucks)).toEqual({ rule: "PG 4.5", limit: "transports" });
    expect(mayEnter(unit("truck"), [unit("spw-251"), unit("spw-251"), unit("wagon")])).toEqual({ rule: "PG 4.5", limit: "transports" });
  });

  it("PG 4.5 leaders have no such restrictions", () => {
    expect(mayEnter(leader, [...threeInf, ...threeTrucks])).toBeNull();
  });

  it("PG 4.5, 5.6 a truck carrying INF enters a hex with three INF: its cargo does not count (ruling A8)", () => {
    expect(mayEnter(unit("truck"), [...threeInf, unit("german-hmg", true)])).toBeNull();
  });

  it("PG 4.5, 5.74 an ENG enters a river hex holding three combat units, a second ENG does not", () => {
    expect(mayEnter(unit("engineer"), threeInf, { river: true })).toBeNull();
    expect(mayEnter(unit("engineer"), threeInf)).toEqual({ rule: "PG 4.5", limit: "combatUnits" });
    expect(mayEnter(unit("engineer"), [INF, INF, INF, unit("engineer")], { river: true })).toEqual({ rule: "PG 4.5", limit: "combatUnits" });
    expect(mayEnter(INF, [INF, INF, unit("engineer")], { river: true })).toBeNull();
  });

  it("PG 4.5 a full (or overstacked, N5) category refuses only its own units", () => {
    expect(mayEnter(unit("truck"), threeInf)).toBeNull();
    expect(mayEnter(INF, threeTrucks)).toBeNull();
    expect(mayEnter(unit("truck"), [...threeInf, INF])).toBeNull();
    expect(mayEnter(INF, [...threeTrucks, unit("truck")])).toBeNull();
  });
});

describe("PG 4.1–4.5 properties", () => {
  const piece: fc.Arbitrary<PgStackPiece> = fc.oneof(
    fc.constant(leader),
    fc.record({ id: fc.constantFrom(...counterIds), carried: fc.boolean() }).map(({ id, carried }) => unit(id, carried)),
  );
  const stack = fc.array(piece, { maxLength: 10 });
  const hex = fc.record({ river: fc.boolean() });

  it(
    "PG 4.1, 4.4, 4.5 adding a leader never changes the stacking verdict, a mover's entry or the +1",
    () => {
      fc.assert(
        fc.property(stack, piece, hex, (s, mover, h) => {
          const withLeader = [...s, leader];
          expect(overstacked(withLeader, h)).toEqual(overstacked(s, h));
          expect(mayEnter(mover, withLeader, h)).toEqual(mayEnter(mover, s, h));
          expect(threeUnitShift(withLeader)).toBe(threeUnitShift(s));
        }),
        { numRuns: 200 },
      );
    },
    10_000,
  );

  it(
    "PG 4.1, 4.5 in a hex within the limits a mover is let in exactly when the hex stays within them",
    () => {
      fc.assert(
        fc.property(stack, piece, hex, (s, mover, h) => {
          fc.pre(overstacked(s, h) === null);
          expect(mayEnter(mover, s, h) === null).toBe(overstacked([...s, mover], h) === null);
        }),
        { numRuns: 200 },
      );
    },
    10_000,
  );
});
