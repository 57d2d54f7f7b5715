import { describe, expect, it } from "vitest";
import { ScriptedDice, type DiceRoll } from "../../../../../src/engine/core/dice";
import { DataError } from "../../../../../src/engine/data/validate";
import { changingLights, ScenarioBuild } from "../../../../../src/engine/rules/series/scenario/build";
import { initialControl } from "../../../../../src/engine/rules/series/scenario/control";
import { Issues } from "../../../../../src/engine/rules/series/scenario/issues";
import { drawAtRandom, drawLeaders, LeaderPieces } from "../../../../../src/engine/rules/series/scenario/leader-draws";
import { lightsOf } from "../../../../../src/engine/rules/series/scenario/light";
import { seriesSideOf } from "../../../../../src/engine/rules/series/scenario/sides";
import type { SeriesLeader, SeriesUnit } from "../../../../../src/engine/rules/series/state/pieces";
import { testMap } from "../../../../fixtures/maps";
import { fixtureTec } from "../../../../fixtures/tec";
import { SERIES_GAMES } from "./games";

const map = testMap(fixtureTec, [], [10, 8]);
const at = (c: number, r: number) => map.indexOfOffset(c, r);
const found = (issues: Issues) => {
  try {
    issues.throwIfAny();
    return [];
  } catch (e) {
    return (e as DataError).issues.map((i) => [i.path, i.message]);
  }
};

/** A toy unit of the series: `combat` false for a transport. */
type Toy = SeriesUnit<null> & { readonly combat: boolean };
const toy = (id: string, side: string, hex: number | null, combat = true): Toy => ({
  id, side, name: id, steps: 1, maxSteps: 1, full: null, hex, status: "good", movedFired: false, oppFire: false, spotted: false, hidden: false,
  limbered: false, carrying: null, carriedBy: null, entrenched: false, combat,
});

describe.each(SERIES_GAMES)("the series' scenario building blocks ($game)", ({ game, cite }) => {
  it(`${cite("8.1")}: daylight (12 hexes) unless a turn's light says; a light but day gives its range, a night turn the game's own if it has one`, () => {
    const turns = { count: 4, conditions: [{ from: 2, to: 2, light: "dusk", spottingRange: 6 }, { from: 3, to: 4, light: "night" }] };
    const none = new Issues("t");
    expect(lightsOf(turns, none, cite)).toBeNull();
    expect(found(none)).toEqual([["$.turns.conditions[1].spottingRange", `${cite("8.1")}: the scenario sets the spotting range of "night" turns`]]);
    expect(lightsOf(turns, new Issues("t"), cite, 1)).toEqual([
      { range: 12, night: false },
      { range: 6, night: false },
      { range: 1, night: true },
      { range: 1, night: true },
    ]);
  });

  it(`${cite("6.1")}: leaders sharing a piece are drawn as one, flipped by a d2; a piece used is out of every container`, () => {
    const pieces = new LeaderPieces([["a1", "A"], ["b", undefined], ["a2", "A"], ["c", undefined]]);
    expect(pieces.pieces).toEqual([["a1", "a2"], ["b"], ["c"]]);
    expect(pieces.take("c", "$.setup[0]")).toBeNull();
    expect(pieces.take("c", "$.setup[1]")).toBe("$.setup[0]");
    const rolls: DiceRoll[] = [];
    const issues = new Issues("t");
    const drawn = drawLeaders(pieces, { count: 2, fits: () => true, what: "leader(s)" }, new ScriptedDice([1, 2]), rolls, ["leaders", 0], issues, cite);
    // Two pieces left: a d2 picks the first (A), whose flip is a d2 (2: a2); the last piece needs no die.
    expect(drawn).toEqual(["a2", "b"]);
    expect(rolls.map((r) => [r.purpose, r.sides, r.total])).toEqual([["leader draw", 2, 1], ["leader flip", 2, 2]]);
    expect(drawLeaders(pieces, { count: 1, fits: () => true, what: "leader(s) of rank X" }, new ScriptedDice([]), rolls, ["leaders", 1], issues, cite)).toBeNull();
    expect(found(issues)).toEqual([["$.leaders[1].count", `draws 1 leader(s) of rank X, but only 0 such piece(s) are left (${cite("6.1")})`]]);
  });

  it(`${cite("3.0")} A, 14.0: a side's initiative losses every n steps are kept as n; others as listed; its morale`, () => {
    const side = (initiative: number, initiativeLosses: number[]) => seriesSideOf({ id: "a", name: "A", initiative, initiativeLosses, morale: { full: 8, reduced: 7 } });
    expect(side(2, [3, 6])).toEqual({ id: "a", name: "A", initiative: 2, stepsPerInitiative: 3, stepsLost: 0, morale: { full: 8, reduced: 7 } });
    expect(side(3, [3, 6])).toMatchObject({ stepsPerInitiative: null, initiativeLosses: [3, 6] });
    expect(side(2, [])).toMatchObject({ stepsPerInitiative: null });
  });

  it(`${cite("1.2")} Control at the start: the side with combat units nearer; equidistant to the side setting up first, else nobody`, () => {
    const units = [toy("a", "x", at(1, 1)), toy("b", "y", at(5, 1)), toy("t", "y", at(2, 1), false)];
    const control = initialControl(map, units, ["x", "y"], null, (u) => u.combat);
    expect([control[at(0, 1)], control[at(3, 1)], control[at(6, 1)]]).toEqual(["x", undefined, "y"]);
    expect(initialControl(map, units, ["x", "y"], "y", (u) => u.combat)[at(3, 1)]).toBe("y");
  });
});

describe("ScenarioBuild: the steps both games' builders take", () => {
  const options = { dice: new ScriptedDice([]), source: "toy" };
  const sides = [{ id: "x", nationalities: ["n"] }, { id: "y", nationalities: ["m"] }];
  const counters = { units: { inf: { nationality: "n" }, tank: { nationality: "m" } }, leaders: { hq: { nationality: "n" } } };

  it("the header: the game's ruleset and editions, the counter set's, the map's id, two sides", () => {
    const build = new ScenarioBuild<Toy, SeriesLeader>(map, options, sides);
    build.checkHeader({ ruleset: "g", edition: "E2", map: "elsewhere", sides: [sides[0]!] }, { ruleset: "g", edition: "E1", name: "set" }, { ruleset: "g", editions: ["E1"], name: "G", optionalRules: [] });
    expect(found(build.issues)).toEqual([
      ["$.edition", '"E2" is not E1'],
      ["$.edition", 'the counter set "set" is for g E1'],
      ["$.map", 'the scenario is played on map "elsewhere", not "test"'],
      ["$.sides", "a battle has two sides, not 1"],
    ]);
  });

  it("counters of the side's nationalities; units numbered per counter; entering pieces kept", () => {
    const build = new ScenarioBuild<Toy, SeriesLeader>(map, options, sides);
    expect(build.counterOf({ side: "x", counter: "tank", count: 1, at: [1, 1] }, 0, counters.units, counters.leaders)).toBeNull();
    expect(build.counterOf({ side: "x", counter: "nope", count: 1, at: [1, 1] }, 1, counters.units, counters.leaders)).toBeNull();
    const e = { side: "x", counter: "inf", count: 2, enters: { turn: 2, hexes: [[0, 0]] as [number, number][] } };
    const got = build.counterOf(e, 2, counters.units, counters.leaders)!;
    build.addUnits(e, 2, got.starts!, "Infantry", (id, name, hex) => ({ ...toy(id, "x", hex), name }));
    expect(Object.values(build.units).map((u) => [u.id, u.name, u.hex])).toEqual([["inf-1", "Infantry 1", null], ["inf-2", "Infantry 2", null]]);
    expect(build.entering).toEqual([{ piece: "inf-1", turn: 2, hexes: [at(0, 0)] }, { piece: "inf-2", turn: 2, hexes: [at(0, 0)] }]);
    expect(found(build.issues)).toEqual([
      ["$.setup[0].counter", '"tank" is m, not a nationality of side "x"'],
      ["$.setup[1].counter", 'unknown counter "nope" (not a unit type or leader of the counter set)'],
    ]);
  });

  it("stacking as the game judges it names the first entry over; markers; exits; optional rules; the light when it changes", () => {
    const build = new ScenarioBuild<Toy, SeriesLeader>(map, { ...options, optionalRules: ["b"] }, sides);
    const e = { side: "x", counter: "inf", count: 3, at: [1, 1] as [number, number] };
    build.addUnits(e, 0, build.startsOf("setup", 0, e)!, "Infantry", (id, name, hex) => toy(id, "x", hex));
    build.checkStacking([e], (stack) => (stack.length > 2 ? "two a hex" : null));
    const marked = build.placeMarkers([{ kind: "entrenchment", at: [1, 1] }, { kind: "smoke", at: [2, 2] }, { kind: "flag", at: [3, 3] }], (u) => u.id !== "inf-2");
    expect(marked).toEqual({ smoke: [at(2, 2)], entrenchments: [at(1, 1)], markers: [{ kind: "flag", hex: at(3, 3) }] });
    expect(Object.values(build.units).map((u) => u.entrenched)).toEqual([true, false, true]);
    expect(build.exitsOf([{ id: "x", exits: [{ hexes: [[0, 0]] }] }])).toEqual([{ side: "x", hexes: [at(0, 0)] }]);
    expect(build.optionsOf({ a: true, z: true }, { ruleset: "g", editions: ["E1"], name: "G", optionalRules: ["a", "b", "c"] })).toEqual(["a", "b"]);
    expect(found(build.issues)).toEqual([
      ["$.setup[0].at", "inf-3 overstacks [1, 1] (two a hex)"],
      ["$.optionalRules.z", '"z" is not an optional rule of G (a, b, c)'],
    ]);
    expect(changingLights([{ range: 12 }, { range: 12 }])).toEqual({});
    expect(changingLights([{ range: 12 }, { range: 1 }])).toEqual({ lights: [{ range: 12 }, { range: 1 }] });
  });

  it("a piece drawn blind from a container: a die with a face per piece, none for the last", () => {
    const pool = ["a", "b", "c"];
    const rolls: DiceRoll[] = [];
    const dice = new ScriptedDice([3, 1]);
    expect([drawAtRandom(pool, dice, rolls, "cup"), drawAtRandom(pool, dice, rolls, "cup"), drawAtRandom(pool, dice, rolls, "cup")]).toEqual(["c", "a", "b"]);
    expect(rolls.map((r) => r.sides)).toEqual([3, 2]);
  });
});
