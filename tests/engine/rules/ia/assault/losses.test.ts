import { describe, expect, it } from "vitest";
import { inf, leader } from "../../../../fixtures/ia-battle";
import { mg, wagon } from "../fire/support";
import { assault, at, done, inAssault, ofType, run } from "./support";

const T = at(0, 1);

/**
 * IA1 7.62's example: a German hex of two good-order INF units, a disrupted MG and two good-order wagons, assaulted by
 * Russian units that roll a "1" (or a "2") while the Germans roll no effect. The fixture table gives 3 → "1", 2 → "2",
 * 4 → no effect in every column.
 */
function example() {
  return inAssault(
    [inf("gi1", "G", T), inf("gi2", "G", T), mg("gm", "G", T, { status: "disrupted" }), wagon("w1", "G", T), wagon("w2", "G", T), inf("r1", "R", T)],
    [leader("rcapt", "R", T)],
    { r1: { action: "fire", ledBy: "rcapt" }, rcapt: { action: "fire" } },
    "R",
  );
}
const PASS = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1];

describe("IA1 7.62 assault losses by morale status", () => {
  it("IA1 7.62 example, a 1: one wagon of the owner's choice, then an INF unit of his choice, never the disrupted MG; survivors check M2", () => {
    const command = assault(T, ["r1"], { leaders: ["rcapt"] }, "R");
    const losses = run(example(), command, [3, 4, ...PASS]).asked.filter((q) => q.kind === "loss-allocation");
    const r = run(example(), command, [3, 4, ...PASS], { "loss:assault:attacker:1:transport:1": "w2", "loss:assault:attacker:1:combat:1": "gi2" });
    const s = done(r);
    expect(losses.map((q) => [q.id, q.options])).toEqual([
      ["loss:assault:attacker:1:transport:1", ["w1", "w2"]],
      ["loss:assault:attacker:1:combat:1", ["gi1", "gi2"]],
    ]);
    expect(s.units.has("w2")).toBe(false);
    expect(s.units.get("w1")!.steps).toBe(1);
    expect(s.units.get("gi2")!.steps).toBe(1);
    expect(s.units.get("gi1")!.steps).toBe(2);
    expect(s.units.get("gm")!.steps).toBe(1);
    // After applying all step losses, each surviving German unit makes an M2 morale check.
    const checked = ofType(r, "morale-checked").filter((e) => e.cause.startsWith("assault:attacker"));
    expect(checked.map((e) => e.piece).sort()).toEqual(["gi1", "gi2", "gm", "w1"]);
    expect(checked.every((e) => e.cause === "assault:attacker:m2")).toBe(true);
  });

  it("IA1 7.62 example, a 2: both wagons go, the first combat loss to an INF unit, the second to any combat unit", () => {
    const command = assault(T, ["r1"], { leaders: ["rcapt"] }, "R");
    const losses = run(example(), command, [2, 4, ...PASS]).asked.filter((q) => q.kind === "loss-allocation");
    const r = run(example(), command, [2, 4, ...PASS], { "loss:assault:attacker:2:combat:1": "gi1", "loss:assault:attacker:2:combat:2": "gm" });
    const s = done(r);
    expect(losses.map((q) => [q.id, q.options])).toEqual([
      ["loss:assault:attacker:2:transport:1", ["w1", "w2"]],
      ["loss:assault:attacker:2:combat:1", ["gi1", "gi2"]],
      ["loss:assault:attacker:2:combat:2", ["gi1", "gi2", "gm"]],
    ]);
    expect(s.units.has("w1") || s.units.has("w2")).toBe(false);
    expect(s.units.has("gm")).toBe(false);
    expect(s.units.get("gi1")!.steps).toBe(1);
    expect(s.units.get("gi2")!.steps).toBe(2);
  });

  it("IA1 7.62 with no good-order unit, the first loss goes to a disrupted one before a demoralized one; all demoralized: the owner chooses", () => {
    const b = inAssault(
      [inf("gd", "G", T, { status: "demoralized" }), inf("gx", "G", T, { status: "disrupted" }), inf("r1", "R", T)],
      [leader("rcapt", "R", T)],
      { r1: { action: "fire", ledBy: "rcapt" }, rcapt: { action: "fire" } },
      "R",
    );
    const r = run(b, assault(T, ["r1"], { leaders: ["rcapt"] }, "R"), [3, 4, ...PASS]);
    const s = done(r);
    expect(r.asked.filter((q) => q.kind === "loss-allocation")).toEqual([]);
    expect(s.units.get("gx")!.steps).toBe(1);
    expect(s.units.get("gd")!.steps).toBe(2);
    const all = inAssault(
      [inf("gd", "G", T, { status: "demoralized" }), inf("ge", "G", T, { status: "demoralized" }), inf("r1", "R", T)],
      [leader("rcapt", "R", T)],
      { r1: { action: "fire", ledBy: "rcapt" }, rcapt: { action: "fire" } },
      "R",
    );
    const command = assault(T, ["r1"], { leaders: ["rcapt"] }, "R");
    expect(run(all, command, [3, 4, ...PASS]).asked.find((x) => x.kind === "loss-allocation")!.options).toEqual(["gd", "ge"]);
    const q = run(all, command, [3, 4, ...PASS], { "loss:assault:attacker:1:combat:1": "ge" });
    expect(done(q).units.get("ge")!.steps).toBe(1);
  });

  it("IA1 6.71 losses left over once a side's units in the assault hex are gone eliminate its leaders there; the survivor is overrun", () => {
    // One reduced German company and a German leader; a "3" costs three steps: one eliminates the company, two are left.
    const b = inAssault(
      [inf("gi", "G", T, { steps: 1 }), inf("r1", "R", T), inf("r2", "R", T)],
      [leader("gl1", "G", T, { rank: 1 }), leader("gl2", "G", T, { rank: 2 }), leader("gl3", "G", T, { rank: 3 })],
      { r1: { action: "fire" }, r2: { action: "fire" } },
      "R",
    );
    // The survivor passes his M2 check (2, 2), survives his casualty roll (6, 6 less one) and is overrun (1, 1: he retreats).
    const r = run(b, assault(T, ["r1", "r2"], {}, "R"), [1, 4, 2, 2, 6, 6, 1, 1], { "lone-leader-loss:10,21:0": "gl3", "lone-leader-loss:10,21:1": "gl1" });
    const s = done(r);
    expect(s.units.has("gi")).toBe(false);
    expect([...s.leaders.keys()].filter((id) => id.startsWith("gl"))).toEqual(["gl2"]);
    expect(s.leaders.get("gl2")!.hex).not.toBe(T);
    expect(s.control[T]).toBe("R");
  });
});
