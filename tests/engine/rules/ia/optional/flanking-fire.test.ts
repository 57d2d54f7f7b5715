import { describe, expect, it } from "vitest";
import { hex, hexToOffset, offsetToHex } from "../../../../../src/engine/hex";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import { tracedThrough } from "../../../../../src/engine/rules/series/fire/approach";
import { iaRuleset, type IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle, IaUnit } from "../../../../../src/engine/rules/ia/state";
import { inf, leader } from "../../../../fixtures/ia-battle";
import { chain, inAction, map, optionalFireTables } from "./support";

const rules = iaRuleset(map, ia1Tec, { fireTables: optionalFireTables() });
/** Hexes by axial offset from the target hex, well inside the (all clear) map. */
const origin = offsetToHex("odd-q", 12, 20);
const ax = (dq: number, dr: number) => {
  const { col, row } = hexToOffset("odd-q", hex(origin.q + dq, origin.r + dr));
  return map.indexOfOffset(col, row);
};
const target = ax(0, 0);
/** Firers of direct fire 2 (the fixture's first column): +1 for one company in the hex lands on 5, +3 on 20. */
const firer = (id: string, h: number) => inf(id, "A", h, { full: { direct: 2, bombardment: 0, range: 4, movement: 4 } });
const fire = (id: string): IaCommand => ({ type: "direct-fire", side: "A", firers: [id], at: target });

/** Both firers designated to fire in A's segment; B's company `c` (and `more`) in the target hex. */
function twoAttacks(first: number, second: number, options: ["flanking-fire"] | [] = ["flanking-fire"], more: IaUnit[] = []): IaBattle {
  const pieces = Object.fromEntries(["f1", "f2"].map((id) => [id, { action: "fire" as const, ledBy: null, mpSpent: 0, hexesEntered: 0 }]));
  return inAction(options, [firer("f1", first), firer("f2", second), inf("c", "B", target), ...more], [leader("lb", "B", target)], {
    activation: { side: "A", pieces, current: null, done: [] },
  });
}
/** Each piece's column in each attack (12s: no effect). */
const columns = (b: IaBattle, commands = [fire("f1"), fire("f2")]) =>
  chain(b, commands, commands.flatMap(() => [6, 6]), {}, rules).events.flatMap((e) => (e.type === "fire-resolved" ? [Object.fromEntries(e.results.map((r) => [r.piece, r.column]))] : []));

describe("IA1 17.6 Flanking Fire", () => {
  it("IA1 17.6 lines are traced into the target through the last hex before it: the firer's own when adjacent, both hexes along a spine", () => {
    expect(tracedThrough(map, ax(0, -3), target)).toEqual([ax(0, -1)]);
    expect(tracedThrough(map, ax(1, -1), target)).toEqual([ax(1, -1)]);
    expect(tracedThrough(map, ax(1, -3), target)).toEqual([ax(0, -1)]);
    expect(tracedThrough(map, ax(1, 1), target).sort()).toEqual([ax(1, 0), ax(0, 1)].sort());
  });

  it("IA1 17.6 a later attack traced through a hex not adjacent to the first's gets +2 against the companies, not leaders", () => {
    expect(columns(twoAttacks(ax(0, -2), ax(0, 2)))).toEqual([
      { c: 5, lb: 5 },
      { c: 20, lb: 5 },
    ]);
  });

  it("IA1 17.6 not against MGs (non-companies)", () => {
    const mg = inf("mg", "B", target, { kind: "MG", company: false, steps: 1, maxSteps: 1, reduced: undefined });
    expect(columns(twoAttacks(ax(0, -2), ax(0, 2), ["flanking-fire"], [mg]))[1]).toEqual({ c: 20, mg: 5, lb: 5 });
  });

  it("IA1 17.6 none through the same hex or one adjacent to it", () => {
    // Range 3: −1 (13.15), so 2 without the +2 (10 with it).
    expect(columns(twoAttacks(ax(0, -2), ax(1, -3)))[1]).toEqual({ c: 2, lb: 2 });
    expect(columns(twoAttacks(ax(0, -2), ax(2, -2)))[1]).toEqual({ c: 5, lb: 5 });
  });

  it("IA1 17.6 not along the spine between an adjacent and a non-adjacent hex; along one between two non-adjacent hexes, yes", () => {
    // First through (1,-1): of the spine's hexes (1,0) is adjacent to it, (0,1) is not.
    expect(columns(twoAttacks(ax(2, -2), ax(1, 1)))[1]).toEqual({ c: 5, lb: 5 });
    // First through (0,-1): neither (1,0) nor (0,1) is adjacent to it.
    expect(columns(twoAttacks(ax(0, -2), ax(1, 1)))[1]).toEqual({ c: 20, lb: 5 });
  });

  it("IA1 17.6 not against a company that moved into the hex after the first attack", () => {
    const b = twoAttacks(ax(0, -2), ax(0, 2), ["flanking-fire"], [inf("c2", "B", ax(0, 5))]);
    const afterFirst = structuredClone(chain(b, [fire("f1")], [6, 6], {}, rules).state);
    expect(afterFirst.flanks).toEqual([{ hex: target, through: [ax(0, -1)], companies: ["c"] }]);
    rules.apply(afterFirst, { type: "piece-moved", piece: "c2", from: ax(0, 5), to: target, rule: "IA1 5.2" });
    // Two companies now (+2): the hex's column is 10; only c gets the +2 (10 → 20 clamped).
    expect(columns(afterFirst, [fire("f2")])).toEqual([{ c: 20, c2: 10, lb: 10 }]);
  });

  it("IA1 17.6 a company that leaves the hex and comes back has moved into it", () => {
    const afterFirst = structuredClone(chain(twoAttacks(ax(0, -2), ax(0, 2)), [fire("f1")], [6, 6], {}, rules).state);
    rules.apply(afterFirst, { type: "piece-moved", piece: "c", from: target, to: ax(0, 1), rule: "IA1 5.2" });
    rules.apply(afterFirst, { type: "piece-moved", piece: "c", from: ax(0, 1), to: target, rule: "IA1 5.2" });
    expect(columns(afterFirst, [fire("f2")])).toEqual([{ c: 5, lb: 5 }]);
  });

  it("IA1 17.6 for the current turn only; nothing when the rule is not in force", () => {
    expect(columns(twoAttacks(ax(0, -2), ax(0, 2), []))[1]).toEqual({ c: 5, lb: 5 });
    expect(chain(twoAttacks(ax(0, -2), ax(0, 2), []), [fire("f1")], [6, 6], {}, rules).state.flanks).toBeUndefined();
    const s = structuredClone(chain(twoAttacks(ax(0, -2), ax(0, 2)), [fire("f1")], [6, 6], {}, rules).state);
    rules.apply(s, { type: "turn-began", turn: 2 });
    expect(s.flanks).toBeUndefined();
  });
});
