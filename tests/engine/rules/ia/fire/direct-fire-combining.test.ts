import { describe, expect, it } from "vitest";
import { ia2Tec } from "../../../../../src/engine/rules/ia/data";
import { ia2Visibility } from "../../../../../src/engine/rules/ia/los";
import { iaRuleset } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaUnit } from "../../../../../src/engine/rules/ia/state";
import { inf, leader } from "../../../../fixtures/ia-battle";
import { testMap } from "../../../../fixtures/maps";
import { at, cav, done, fireAt, fixtureRules, fixtureTables, inAction, ofType, refused } from "./support";

const fired = (events: Parameters<typeof ofType>[0]) => ofType(events, "fire-resolved")[0]!;
/** The hexes around the leader's at (0, 0): two from a target at (0, 2) or (1, 0), three from it at (−1, 0) or (1, −1). */
const T = at(0, 2);

describe("IA1 7.22 no multiple fire", () => {
  it("IA1 7.22 a unit named twice in one fire command is refused: it fires once", () => {
    const state = inAction([inf("g1", "G", at(0, 0)), inf("r", "R", T)]);
    expect(refused(fixtureRules, state, fireAt(["g1", "g1"], T))).toMatchObject({ rule: "IA1 7.22" });
  });
});

describe("IA1 6.51 who a leader combines across hexes", () => {
  it("IA1 6.51 a firer two hexes from the leader is not combined, even with combat modifier 2; a leader next to both hexes combines them", () => {
    const units = () => [inf("g1", "G", at(0, 0)), inf("g2", "G", at(2, -1)), inf("r", "R", at(0, 3))];
    expect(refused(fixtureRules, inAction(units(), [leader("hptm", "G", at(0, 0), { combat: 2 })]), fireAt(["g1", "g2"], at(0, 3), ["hptm"]))).toMatchObject({ rule: "IA1 6.51" });
    // at(1, −1) is adjacent to both: the same firers and lines, combined (no unit in his hex takes his modifier).
    const next = inAction(units(), [leader("kap", "G", at(1, -1), { combat: 2 })]);
    expect(fired(done(fixtureRules, next, fireAt(["g1", "g2"], at(0, 3), ["kap"]), [6, 6]).events).strength).toBe(10);
  });
  it("IA1 6.51, 6.1 an infantry leader combines no cavalry unit across hexes, in another hex or in his own", () => {
    const hptm = () => [leader("hptm", "G", at(0, 0))];
    const target = inf("r", "R", at(0, 3));
    const away = inAction([inf("g1", "G", at(0, 0)), cav("c", "G", at(1, -1), { mounted: false }), target], hptm());
    expect(refused(fixtureRules, away, fireAt(["g1", "c"], at(0, 3), ["hptm"]))).toMatchObject({ rule: "IA1 6.51" });
    const own = inAction([cav("c", "G", at(0, 0), { mounted: false }), inf("g2", "G", at(1, -1)), target], hptm());
    expect(refused(fixtureRules, own, fireAt(["c", "g2"], at(0, 3), ["hptm"]))).toMatchObject({ rule: "IA1 6.51" });
  });
});

describe("IA2 6.51 field guns", () => {
  const map = testMap(ia2Tec, []);
  const ia2 = iaRuleset(map, ia2Tec, { fireTables: fixtureTables() });
  const hexAt = (c: number, r: number) => map.indexOfOffset(c, r);
  const fieldGun = (id: string, hex: number): IaUnit => inf(id, "G", hex, { kind: "ART", company: false, steps: 1, maxSteps: 1, full: { direct: 4, bombardment: 0, range: 6, movement: 0 } });
  const state = (units: IaUnit[]) => inAction([...units, inf("r", "R", hexAt(10, 12))], [leader("hptm", "G", hexAt(10, 9))], { edition: "IA2", visibility: ia2Visibility("day", 1) });
  it("IA2 6.51 a leader may not combine a field gun's fire with units in another hex, wherever the gun stands", () => {
    const gunAway = state([inf("g1", "G", hexAt(10, 9)), fieldGun("fg", hexAt(10, 10))]);
    expect(refused(ia2, gunAway, fireAt(["g1", "fg"], hexAt(10, 12), ["hptm"]))).toMatchObject({ rule: "IA2 6.51" });
    const gunWithHim = state([fieldGun("fg", hexAt(10, 9)), inf("g1", "G", hexAt(10, 10))]);
    expect(refused(ia2, gunWithHim, fireAt(["fg", "g1"], hexAt(10, 12), ["hptm"]))).toMatchObject({ rule: "IA2 6.51" });
    // The gun may fire on its own.
    expect(fired(done(ia2, gunAway, fireAt(["fg"], hexAt(10, 12)), [6, 6]).events).strength).toBe(4);
  });
});

describe("IA1 6.52 firepower enhancement with leaders of different modifiers", () => {
  const target = () => inf("r", "R", at(0, 3));
  it("IA1 6.52 one unit takes one leader's modifier: a lone unit takes the larger, whichever leader is named first", () => {
    const state = inAction([inf("g1", "G", at(0, 0)), target()], [leader("kap", "G", at(0, 0), { combat: 2 }), leader("lt", "G", at(0, 0), { combat: 1, rank: 1 })]);
    expect(fired(done(fixtureRules, state, fireAt(["g1"], at(0, 3), ["lt", "kap"]), [6, 6]).events).strength).toBe(7);
    expect(fired(done(fixtureRules, state, fireAt(["g1"], at(0, 3), ["kap", "lt"]), [6, 6]).events).strength).toBe(7);
  });
  it("IA1 6.52 each leader adds his own modifier to one unit of his type in his own hex: 5 + 2, 5, and 5 + 1 next door", () => {
    const state = inAction(
      [inf("g1", "G", at(0, 0)), inf("g2", "G", at(0, 0)), inf("g3", "G", at(1, -1)), target()],
      [leader("kap", "G", at(0, 0), { combat: 2 }), leader("lt", "G", at(1, -1), { combat: 1, rank: 1 })],
    );
    const fire = fired(done(fixtureRules, state, fireAt(["g1", "g2", "g3"], at(0, 3), ["kap", "lt"]), [6, 6]).events);
    expect(fire.strength).toBe(18);
    expect(fire.strengthTrace.filter((t) => t.id === "fire.leader").map((t) => [t.params?.leader, t.params?.unit, t.value])).toEqual([
      ["kap", "g1", 2],
      ["lt", "g3", 1],
    ]);
  });
  it("IA1 6.52 two leaders in one hex with two units: each unit takes one, 5 + 2 and 5 + 1", () => {
    const state = inAction([inf("g1", "G", at(0, 0)), inf("g2", "G", at(0, 0)), target()], [leader("kap", "G", at(0, 0), { combat: 2 }), leader("lt", "G", at(0, 0), { combat: 1, rank: 1 })]);
    expect(fired(done(fixtureRules, state, fireAt(["g1", "g2"], at(0, 3), ["lt", "kap"]), [6, 6]).events).strength).toBe(13);
  });
});

describe("IA1 13.15 range when combined fire comes from several hexes", () => {
  const longRange = (units: IaUnit[], combat: number) => {
    const ids = units.map((u) => u.id);
    const state = inAction([...units, inf("r", "R", T)], [leader("hptm", "G", at(0, 0), { combat })]);
    return fired(done(fixtureRules, state, fireAt(ids, T, ["hptm"]), [6, 6]).events).trace.find((t) => t.id === "long-range")?.value ?? 0;
  };
  it("IA1 13.15 from two hexes, two and three hexes away: −1, the range being the farthest firer's", () => {
    expect(longRange([inf("g1", "G", at(0, 0)), inf("g2", "G", at(-1, 0))], 1)).toBe(-1);
    expect(longRange([inf("g1", "G", at(0, 0)), inf("g2", "G", at(1, 0))], 1)).toBe(0);
  });
  it("IA1 13.15 from three hexes: −1 if one is three away; none when all are two away", () => {
    expect(longRange([inf("g1", "G", at(0, 0)), inf("g2", "G", at(1, 0)), inf("g3", "G", at(-1, 0))], 2)).toBe(-1);
    expect(longRange([inf("g1", "G", at(0, 0)), inf("g2", "G", at(1, 0)), inf("g3", "G", at(-1, 1))], 2)).toBe(0);
  });
});
