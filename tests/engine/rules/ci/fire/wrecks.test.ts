import { describe, expect, it } from "vitest";
import { ciMap, ciRunner } from "../support/fixture";
import { activeBattle, fireAt, runAll, typesOf } from "./support";

const map = ciMap();
const { at } = ciRunner(map);

describe("CI 6.x Eliminated Units / Wrecks", () => {
  it("CI 6.x Wrecks: a destroyed tank leaves a wreck marker in its hex, after it is shown and eliminated", () => {
    const b = activeBattle(map, { s1: { kind: "us-squad", at: "0304", company: "B" }, p: { kind: "panther", at: "0305", strength: 1 } });
    const { state, events } = runAll(map, b, fireAt(map, b, "s1", { hex: "0305" }), [1, 9, 9, 9]);
    expect(typesOf(events).slice(-5)).toEqual(["hits-taken", "hex-hits", "revealed", "eliminated", "wreck-placed"]);
    expect(state.markers.wrecks).toEqual([at("0305")]);
    expect(state.blocks.p!.status).toBe("eliminated");
    expect(state.vp.us).toBe(1);
  });

  it("CI 6.x Eliminated Units: a unit other than a tank leaves no wreck", () => {
    const b = activeBattle(map, { s1: { kind: "us-squad", at: "0304", company: "B" }, g1: { kind: "ger-squad", at: "0305", strength: 1 } });
    const { state } = runAll(map, b, fireAt(map, b, "s1", { hex: "0305" }), [1, 9, 9, 9]);
    expect(state.blocks.g1!.status).toBe("eliminated");
    expect(state.markers.wrecks).toEqual([]);
  });
});
