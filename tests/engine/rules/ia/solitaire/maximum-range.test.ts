import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runAnswering } from "../../../../../src/engine/core/engine";
import { distance, neighbour } from "../../../../../src/engine/hex";
import { dieResult } from "../../../../../src/engine/rules/ia/artillery/die-tables";
import { COMPASS } from "../../../../../src/engine/rules/ia/artillery/smoke";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import { iaRuleset } from "../../../../../src/engine/rules/ia/ruleset";
import { battle, side } from "../../../../fixtures/ia-battle";
import { testMap } from "../../../../fixtures/maps";
import { at, bombardmentFixture, gun, gunSide, map } from "../artillery/support";
import { bombardmentOn, must, scatters } from "./support";

/** The hex `away` hexes from `from` in the direction the Scatter Diagram gives for `die`, whatever the diagram's playtest points are. */
const toward = (from: number, die: number, away: number) => {
  const d = COMPASS[String(dieResult("smoke-scatter", die))]!;
  let h = map.hexAt(from);
  for (let i = 0; i < away; i++) h = neighbour(h, d);
  return h;
};
/** The first die (1–6) whose direction leads to a hex `ok` accepts. */
const firstDie = (from: number, away: number, ok: (h: ReturnType<typeof toward>) => boolean) => [1, 2, 3, 4, 5, 6].find((d) => ok(toward(from, d, away)))!;

describe("IA1 18.4 maximum range (solitaire)", () => {
  it("IA1 18.4 a hex off the map: the Scatter Diagram is rolled again, not the Distance Table", () => {
    // The last column: southeast (the 3) leaves the map.
    const edge = at(23, 10);
    expect(map.contains(toward(edge, 3, 1))).toBe(false);
    const die = firstDie(edge, 1, (h) => map.contains(h));
    const r = bombardmentOn(1, [{ at: edge }], undefined, [4, 3, 3, die]);
    const [check] = scatters(r.events);
    expect(check).toMatchObject({ roll: { total: 4 }, directions: [{ total: 3 }, { total: 3 }, { total: die }], struck: map.indexOf(toward(edge, die, 1)) });
  });

  it("IA1 18.4 a hex beyond an onboard gun's range: re-rolled until within it", () => {
    // Range 10, the target exactly 10 hexes south; southeast of it is 11 away.
    const g = gun("r75", "R", at(10, 4), 6);
    const T = at(10, 14);
    const range = (h: ReturnType<typeof toward>) => distance(map.hexAt(g.hex!), h) <= 10;
    expect(range(toward(T, 3, 2))).toBe(false);
    const die = firstDie(T, 2, range);
    const b = battle([gunSide("R"), side("G", 3)], [g], [], { lastTurn: 1, options: ["solitaire"], plans: { R: { missions: { r75: { mission: "planned-fire", turns: [{ at: T }] } } } } });
    const r = must(b, [{ type: "roll-initiative", side: "R" }], [5, 1, 6, 3, die]);
    expect(scatters(r.events)).toMatchObject([{ roll: { total: 6 }, directions: [{ total: 3 }, { total: die }], struck: map.indexOf(toward(T, die, 2)) }]);
  });

  it("IA1 18.4 where no direction could ever give a hex on the map, the fire stays on its target (docs/rulings.md)", () => {
    const tiny = testMap(ia1Tec, [], [1, 1]);
    const only = tiny.indexOfOffset(0, 0);
    const b = battle([gunSide("R", [6]), side("G", 3)], [], [], { lastTurn: 1, options: ["solitaire"], plans: { R: { missions: { "R-oba-1": { mission: "planned-fire", turns: [{ at: only }] } } } } });
    const r = runAnswering(iaRuleset(tiny, ia1Tec, { fireTables: bombardmentFixture() }), b, { type: "roll-initiative", side: "R" }, new ScriptedDice([5, 1, 6]), {}).result;
    if (r.status !== "done") throw new Error(r.status);
    expect(scatters(r.record.events)).toMatchObject([{ roll: { total: 6 }, directions: [], struck: only, acquired: false }]);
  });
});
