import { describe, expect, it } from "vitest";
import { build, demoWith, refusals, refusedPaths, roundTrip } from "./support";

describe("PG 14.0 morale: the scenario gives the units' full and reduced morale; leaders' is printed", () => {
  it("each side's full/reduced morale (the number before the slash, the number after) goes to the battle's side", () => {
    expect(build().battle.sides.map((s) => s.morale)).toEqual([
      { full: 8, reduced: 7 },
      { full: 7, reduced: 6 },
    ]);
  });

  it("the units take their side's morale: none of their own unless the scenario gives it", () => {
    expect([...build().battle.units.values()].some((u) => u.morale !== undefined)).toBe(false);
  });

  it("a set-up entry may give its units their own morale apart from their side's; it survives the battle's JSON", () => {
    const s = demoWith((s) => (s.setup[13].morale = { full: 9, reduced: 8 }));
    const b = build(s).battle;
    expect(b.units.get("soviet-hmg-1")?.morale).toEqual({ full: 9, reduced: 8 });
    expect(roundTrip(b).back.units.get("soviet-hmg-1")?.morale).toEqual({ full: 9, reduced: 8 });
  });

  it("a counter set's morale stands in for no scenario: the French infantry's printed 8 is not its morale in a battle", () => {
    const s = demoWith((s) => {
      s.sides[1].nationalities.push("french");
      s.setup.push({ side: "soviet", counter: "french-infantry", at: [2, 2] });
    });
    expect(build(s).battle.units.get("french-infantry-1")?.morale).toBeUndefined();
  });

  it("leaders' morale is printed on the piece (PG 1.2, 14.0): a leader entry giving one is refused", () => {
    expect(refusals(demoWith((s) => (s.setup[9].morale = { full: 9, reduced: 9 })))).toEqual([{ path: "$.setup[9].morale", message: '"soviet-captain" is a leader, not a unit' }]);
    expect(build().battle.leaders.get("soviet-captain")?.morale).toBe(8);
  });

  it("both values are whole numbers, and both are given", () => {
    expect(refusedPaths(demoWith((s) => (s.sides[1].morale = { full: 7.5, reduced: 6 })))).toEqual(["$.sides[1].morale.full"]);
    expect(refusedPaths(demoWith((s) => (s.setup[13].morale = { full: 9 })))).toEqual(["$.setup[13].morale.reduced"]);
  });
});
