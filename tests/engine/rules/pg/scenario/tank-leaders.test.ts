import { describe, expect, it } from "vitest";
import { build, demoWith, refusals, roundTrip } from "./support";

/** The demonstration with the Soviet side given `n` tank leaders and the scenario's `change`. */
const soviets = (n: number, change: (s: any) => void = () => {}) =>
  demoWith((s) => {
    s.sides[1].tankLeaders = n;
    change(s);
  });

const MESSAGE = "(PG 6.8: APCs never have one; German, Soviet Guards from 1943, American and Polish from 1944 AFVs have one by rule)";

describe("PG 6.8 tank leaders: the scenario's count for a side whose AFVs have none by rule", () => {
  it("the Soviets' one tank leader (1942, no Guards) is theirs to assign in secret before play: counted on the side, assigned to none", () => {
    const b = build(soviets(1)).battle;
    expect(b.sides[1].tankLeaders).toBe(1);
    expect(b.tankLeaders).toEqual({});
  });

  it("a count no larger than the side's AFVs that may take one: three T-34s take three, not four", () => {
    expect(build(soviets(3)).battle.sides[1].tankLeaders).toBe(3);
    expect(refusals(soviets(4))).toEqual([{ path: "$.sides[1].tankLeaders", message: `4 tank leader(s), but the side has 3 AFV(s) that may take one ${MESSAGE}` }]);
  });

  it("AFVs entering during play count too (PG 16.51)", () => {
    const s = soviets(4, (s) => s.setup.push({ side: "soviet", counter: "t-34", enters: { turn: 2, hexes: [[0, 9]] } }));
    expect(build(s).battle.sides[1].tankLeaders).toBe(4);
  });

  it("none for a side whose every AFV has one by rule: all German AFVs", () => {
    const s = demoWith((s) => (s.sides[0].tankLeaders = 1));
    expect(refusals(s)).toEqual([{ path: "$.sides[0].tankLeaders", message: `1 tank leader(s), but every AFV of the side has one by rule ${MESSAGE}` }]);
  });

  it("APCs never have tank leaders: a German APC alone does not take one even where German tanks do by rule", () => {
    const s = demoWith((s) => {
      s.sides[0].tankLeaders = 1;
      s.setup = s.setup.filter((e: any) => e.counter !== "pz-iii");
    });
    expect(refusals(s)).toEqual([{ path: "$.sides[0].tankLeaders", message: `1 tank leader(s), but the side has 0 AFV(s) that may take one ${MESSAGE}` }]);
  });

  it("Soviet Guards AFVs have one by rule from 1943, not before", () => {
    const guards = (year: number) =>
      soviets(3, (s) => {
        s.year = year;
        s.setup.find((e: any) => e.counter === "t-34").guards = true;
      });
    expect(build(guards(1942)).battle.units.get("t-34-1")?.guards).toBe(true);
    expect(refusals(guards(1943)).map((i) => i.path)).toEqual(["$.sides[1].tankLeaders"]);
  });

  it("the nationalities the scenario names count: a Soviet-named force's AFVs need the count, a German-named one's never", () => {
    const s = soviets(1, (s) => (s.nationalities = { soviet: "german" }));
    expect(refusals(s).map((i) => i.message)).toEqual([`1 tank leader(s), but every AFV of the side has one by rule ${MESSAGE}`]);
  });

  it("the battle holds the count for the assignment: AFVs given one survive its JSON; more than the count are refused", () => {
    const b = build(soviets(1)).battle;
    expect(roundTrip({ ...b, tankLeaders: { soviet: ["t-34-2"] } }).back.tankLeaders).toEqual({ soviet: ["t-34-2"] });
    expect(() => roundTrip({ ...b, tankLeaders: { soviet: ["t-34-1", "t-34-2"] } })).toThrow(/more than the 1 the scenario gives the side \(PG 6\.8\)/);
  });
});
