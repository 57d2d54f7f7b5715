import { describe, expect, it } from "vitest";
import { ia2Tec } from "../../../../../src/engine/rules/ia/data";
import { ia2Visibility } from "../../../../../src/engine/rules/ia/los";
import { asTarget, sightFor } from "../../../../../src/engine/rules/ia/commands/sight";
import { iaRuleset } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle } from "../../../../../src/engine/rules/ia/state";
import { inf, leader } from "../../../../fixtures/ia-battle";
import { testMap } from "../../../../fixtures/maps";
import { inAction, run, wagon } from "../fire/support";
import { at, moveTo, moving, oppTables } from "../opportunity/support";

// Rules of the 2nd edition's sections 1–7 played by code both editions share, checked in an IA2 battle on the test
// map's size in IA2 terrain, all clear (the same hex indices as the IA1 test map).
const map2 = testMap(ia2Tec, []);
const ia2 = iaRuleset(map2, ia2Tec, { fireTables: oppTables() });
const inIa2: Partial<IaBattle> = { edition: "IA2", visibility: ia2Visibility("day", 1) };

describe("IA2 5.69 transports and leaders among enemy transports and leaders", () => {
  it("IA2 5.69 transports and leaders enter hexes of only enemy transports and leaders and have no effect on each other", () => {
    // A German wagon enters a hex holding a Russian wagon and a Russian leader; a German leader enters with it.
    const there = at(8, 7);
    const before = moving([wagon("w", "G", at(8, 6)), wagon("rw", "R", there)], [leader("gl", "G", at(8, 6)), leader("rl", "R", there)], ["w", "gl"], inIa2);
    const first = run(ia2, before, moveTo("w", there));
    expect(first.result.status).toBe("done");
    if (first.result.status !== "done") return;
    const second = run(ia2, first.result.state, moveTo("gl", there));
    expect(second.result.status).toBe("done");
    if (second.result.status !== "done") return;
    const b = second.result.state;
    expect([b.units.get("w")!.hex, b.units.get("rw")!.hex, b.leaders.get("gl")!.hex, b.leaders.get("rl")!.hex]).toEqual([there, there, there, there]);
    expect(b.eliminated).toEqual([]);
    expect(b.control[there]).toBe(before.control[there]);
    expect([...first.asked, ...second.asked]).toEqual([]);
  });
});

describe("IA2 7.54 passing through units", () => {
  it("IA2 7.54 units never block LOS: a unit spots an enemy past a hex full of units of both sides", () => {
    const between = [inf("g2", "G", at(8, 2)), inf("g3", "G", at(8, 2)), inf("r2", "R", at(8, 3)), wagon("rw", "R", at(8, 3))];
    const b = inAction([inf("g", "G", at(8, 1)), ...between, inf("r", "R", at(8, 5))], [], inIa2);
    const sight = sightFor({ state: b, map: map2, tec: ia2Tec });
    expect(sight.los.clear(at(8, 1), at(8, 5))).toBe(true);
    expect(sight.canSpot({ hex: at(8, 1) }, asTarget(b.units.get("r")!))).toBe(true);
  });
});
