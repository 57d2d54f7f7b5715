import { describe, expect, it } from "vitest";
import { rulesetModule } from "../../../../src/engine/rules/registry";
import { BRITISH, rpBattle, rpMap, rpRunner } from "./support/fixture";

const map = rpMap();
const { run } = rpRunner(map);

describe("Red Poppies as a registered game", () => {
  it("is registered once under its id and short name", () => {
    expect(rulesetModule("red-poppies")).toMatchObject({ id: "red-poppies", short: "rp", editions: ["RPC3"] });
  });
  it("RP 5.11: a battle names one Central Powers side and one Entente side: two of one power are refused", () => {
    expect(() => rpBattle(map, { units: {}, sides: [{}, { power: "central" }] })).toThrow(/sides\[1\]\.power/);
  });
  it("refuses a side that is not in the battle, leaving the state as it was", () => {
    const b = rpBattle(map, { units: { b1: { side: BRITISH, at: "V10" } } });
    const before = structuredClone(b);
    const r = run(b, { type: "pass", side: "french" });
    expect(r).toMatchObject({ status: "refused", rule: "RP 5.0" });
    expect(b).toEqual(before);
  });
});
