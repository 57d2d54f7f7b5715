import { describe, expect, it } from "vitest";
import { decodeOnMap, encodeOnMap } from "../../../../../src/engine/map/hex-codec";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import { iaRuleset } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle } from "../../../../../src/engine/rules/ia/state";
import { IaBattleJson } from "../../../../../src/engine/rules/ia/state/battle-schema";
import { battle, inf, leader, side } from "../../../../fixtures/ia-battle";
import { testMap } from "../../../../fixtures/maps";

const map = testMap(ia1Tec, [], [10, 10]);
const ia = iaRuleset(map, ia1Tec);
const at = (c: number, r: number) => map.indexOfOffset(c, r);
const one = { company: false, steps: 1, maxSteps: 1, reduced: undefined } as const;
const activated = { action: "move", ledBy: null, mpSpent: 0, hexesEntered: 0 } as const;

/**
 * A's segment under way: its MG (whose first opportunity shot leader `k` combined, IA1 3.3), a wagon carrying a
 * company (5.6), a second company and two leaders, all activated; `l` acting, the MG done.
 */
const segment = (): IaBattle =>
  battle(
    [side("A", 3), side("B", 2)],
    [
      inf("mg", "A", at(2, 2), { kind: "MG", ...one, full: { direct: 6, bombardment: 0, range: 6, movement: 1 }, oppFire: true }),
      inf("w", "A", at(3, 3), { kind: "TRANSPORT", ...one, full: { direct: 0, bombardment: 0, range: 0, movement: 4 }, carrying: "c1" }),
      inf("c1", "A", at(3, 3), { carriedBy: "w" }),
      inf("c2", "A", at(4, 4), { steps: 1 }),
      inf("c3", "A", at(4, 4), { steps: 1 }),
    ],
    [leader("k", "A", at(2, 2), { oppFireWith: ["mg"] }), leader("l", "A", at(4, 4))],
    {
      phase: "action",
      impulses: { sides: ["A", "B"], active: "A", lead: 1, lastPass: null, over: false },
      activation: { side: "A", pieces: Object.fromEntries(["mg", "w", "c1", "c2", "c3", "k", "l"].map((id) => [id, activated])), current: "l", done: ["mg"] },
      exits: [{ side: "A", hexes: [at(3, 3)] }],
      options: ["consolidation"],
    },
  );

const encodes = (b: IaBattle) => expect(decodeOnMap(map, IaBattleJson, encodeOnMap(map, IaBattleJson, b), "battle")).toEqual(b);

/** `segment()` with `k` having activated `l`, who activated c2 and c3 (IA1 3.2). */
const chained = (): IaBattle => {
  const b = segment();
  const pieces = { ...b.activation!.pieces, l: { ...activated, ledBy: "k" }, c2: { ...activated, ledBy: "l" }, c3: { ...activated, ledBy: "l" } };
  return structuredClone({ ...b, activation: { ...b.activation!, pieces } });
};

describe("a piece that leaves play leaves no mention of itself as a piece in play (the battle can be saved)", () => {
  it("IA1 3.3, 3.13, 7.6: an eliminated MG leaves the segment and the leader who combined its first opportunity shot", () => {
    const s = structuredClone(segment());
    ia.apply(s, { type: "eliminated", piece: "mg", rule: "IA1 7.6" });
    expect([Object.keys(s.activation!.pieces), s.activation!.done, s.leaders.get("k")!.oppFireWith]).toEqual([["w", "c1", "c2", "c3", "k", "l"], [], []]);
    encodes(s);
  });
  it("IA1 6.7, 3.13: the leader acting, eliminated, is no longer the one acting", () => {
    const s = structuredClone(segment());
    ia.apply(s, { type: "eliminated", piece: "l", rule: "IA1 6.7" });
    expect([s.activation!.current, "l" in s.activation!.pieces]).toEqual([null, false]);
    encodes(s);
  });
  it("IA1 5.6, 5.64: cargo eliminated alone leaves its wagon empty; a wagon eliminated takes its cargo", () => {
    const s = structuredClone(segment());
    ia.apply(s, { type: "eliminated", piece: "c1", rule: "IA1 7.6" });
    expect(s.units.get("w")!.carrying).toBeNull();
    encodes(s);
    const t = structuredClone(segment());
    ia.apply(t, { type: "eliminated", piece: "w", rule: "IA1 7.6" });
    expect([t.eliminated, Object.keys(t.activation!.pieces)]).toEqual([["c1", "w"], ["mg", "c2", "c3", "k", "l"]]);
    encodes(t);
  });
  it("IA1 3.2, 3.13: a leader who falls keeps his place in the chain of activation (`fallen`), and the battle encodes with it", () => {
    const s = chained();
    ia.apply(s, { type: "eliminated", piece: "l", rule: "IA1 6.7" });
    expect([s.activation!.fallen, s.activation!.pieces.c2!.ledBy, "l" in s.activation!.pieces]).toEqual([{ l: "k" }, "l", false]);
    encodes(s);
  });
  it("IA1 16.41: a piece that leaves play takes its scheduled entry with it", () => {
    const s = structuredClone({ ...segment(), entering: [{ piece: "c2", turn: 1, hexes: [at(0, 4)] }, { piece: "c3", turn: 1, hexes: [at(0, 4)] }] });
    ia.apply(s, { type: "eliminated", piece: "c2", rule: "IA1 7.6" });
    expect(s.entering).toEqual([{ piece: "c3", turn: 1, hexes: [at(0, 4)] }]);
    encodes(s);
  });
  it("IA1 3.2: a segment whose chain names a leader neither in it nor fallen, or a fallen piece still in play, cannot exist", () => {
    const json = encodeOnMap(map, IaBattleJson, chained()) as { activation: { pieces: Record<string, { ledBy: string | null }>; fallen?: Record<string, string | null> } };
    json.activation.pieces.c2!.ledBy = "x";
    json.activation.fallen = { k: null, y: "z" };
    expect(() => decodeOnMap(map, IaBattleJson, json, "battle")).toThrow(
      'battle: invalid data\n  $.activation.fallen.k: "k" is still in play\n  $.activation.pieces.c2.ledBy: "x" is no leader of this segment (IA1 3.2)\n  $.activation.fallen.y: "z" is no leader of this segment (IA1 3.2)',
    );
  });
  it("IA1 16.42, 17.1: a wagon exiting with its cargo, and the company removed by consolidation, leave the segment too", () => {
    const s = structuredClone(segment());
    ia.apply(s, { type: "exited-board", pieces: ["w"], rule: "IA1 16.42" });
    ia.apply(s, { type: "consolidated", unit: "c2", removed: "c3", rule: "IA1 17.1" });
    expect([s.exited, Object.keys(s.activation!.pieces)]).toEqual([["w", "c1"], ["mg", "c2", "k", "l"]]);
    encodes(s);
  });
});
