import { describe, expect, it } from "vitest";
import type { PgCommand } from "../../../../../src/engine/rules/pg/ruleset";
import { activate, at, battle, bombard, done, factors, playAll, rulesetWith, run, unit } from "./fixtures";

const NONE = rulesetWith("-");
const MORTAR = at(2, 8);
const TARGET = at(6, 8);
const smoke = (firer: string, hex = TARGET): PgCommand => ({ type: "fire-smoke", side: "german", firer, at: hex });
const ready = (allowed = true, type = "german-mortar") =>
  playAll(NONE, battle([unit("m", "german", type, MORTAR), unit("s", "soviet", "soviet-infantry", at(8, 8))], [], allowed ? { smokeAllowed: true } : {}), [activate(["m"], { piece: "m" })]);

describe("PG 16.1, 16.11 firing smoke", () => {
  it("PG 16.11 two dice: 8 or less places a smoke marker; the mortar is then MOVED/FIRED and fires no more (16.1)", () => {
    const r = done(run(NONE, ready(), smoke("m"), [4, 4]));
    expect(r.record.events).toContainEqual(expect.objectContaining({ type: "smoke-fired", side: "german", gun: "m", at: TARGET, placed: true, rule: "PG 16.11" }));
    expect(r.state.smoke).toEqual([TARGET]);
    expect(r.record.events).toContainEqual({ type: "moved-fired", pieces: ["m"], rule: "PG 7.46" });
    expect(run(NONE, r.state, smoke("m", at(6, 9)))).toMatchObject({ status: "refused", rule: "PG 7.22" });
  });
  it("PG 16.11 a 9 places none", () => {
    const r = done(run(NONE, ready(), smoke("m"), [4, 5]));
    expect(r.record.events.find((e) => e.type === "smoke-fired")).toMatchObject({ placed: false });
    expect(r.state.smoke).toEqual([]);
  });
  it("PG 16.1 only in scenarios that allow it, and only mortars, onboard artillery and off-board factors", () => {
    expect(run(NONE, ready(false), smoke("m"))).toMatchObject({ status: "refused", rule: "PG 16.1", code: "smoke.not-allowed" });
    expect(run(NONE, ready(true, "german-infantry-gun"), smoke("m"))).toMatchObject({ status: "refused", rule: "PG 16.1", code: "smoke.not-a-smoke-firer" });
  });
  it("PG 16.1, 16.11 an off-board factor fires smoke in an off-board segment, and is noted as fired", () => {
    const b = battle([unit("g", "german", "german-infantry", at(4, 8)), unit("s", "soviet", "soviet-infantry", at(8, 8))], [], { smokeAllowed: true, offboard: factors("german", 20, 1, "american") });
    const r = done(run(NONE, b, { type: "offboard-fire", side: "german", attacks: [{ factors: ["german-ob-1"], at: TARGET, smoke: true }] }, [2, 3]));
    expect(r.record.events).toContainEqual(expect.objectContaining({ type: "smoke-fired", gun: "german-ob-1", placed: true, rule: "PG 16.11" }));
    expect(r.record.events.some((e) => e.type === "fire-resolved")).toBe(false);
    expect(r.state.offboard![0]!.firedTurn).toBe(b.turn);
  });
});

describe("PG 16.12, 16.13 smoke on the board", () => {
  it("PG 16.12 smoke blocks line of sight: a gun no longer spots a target behind it", () => {
    // Down the column: [8, 5] lies on the line from [8, 2] to [8, 8].
    const units = [unit("a", "german", "german-artillery", at(8, 2)), unit("s", "soviet", "soviet-infantry", at(8, 8))];
    const clear = playAll(NONE, battle(units), [activate(["a"], { piece: "a" })]);
    expect(done(run(NONE, clear, bombard(["a"], at(8, 8)), [3, 4])).status).toBe("done");
    const smoked = { ...clear, smoke: [at(8, 5)] };
    expect(run(NONE, smoked, bombard(["a"], at(8, 8)))).toMatchObject({ status: "refused", rule: "PG 9.1" });
  });
  it("PG 16.13 in the Marker Removal Phase: 1 stays, 2 drifts one hex by a second die, 3–6 removed", () => {
    const over = (dice: number[]) => {
      const b = battle([unit("g", "german", "german-infantry", at(1, 1))], [], { smoke: [TARGET], impulses: { sides: ["german", "soviet"], active: "soviet", lead: 1, lastPass: "german", over: false } });
      return done(run(NONE, b, { type: "pass", side: "soviet" }, dice));
    };
    expect(over([1]).state.smoke).toEqual([TARGET]);
    expect(over([4]).record.events).toContainEqual(expect.objectContaining({ type: "smoke-dispersed", hex: TARGET, to: null }));
    expect(over([4]).state.smoke).toEqual([]);
    const drift = over([2, 1]).record.events.find((e) => e.type === "smoke-dispersed")!;
    expect(drift).toMatchObject({ hex: TARGET, roll: { dice: [1] } });
    expect(drift).toHaveProperty("to", expect.any(Number));
  });
});
