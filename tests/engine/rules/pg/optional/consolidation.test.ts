import { describe, expect, it } from "vitest";
import { PgCounterSet } from "../../../../../src/engine/rules/pg/data/schemas/counters";
import type { PgCommand } from "../../../../../src/engine/rules/pg/ruleset";
import { pgUnitFromCounter, type PgBattle, type PgUnit, type PgUnitSetUp } from "../../../../../src/engine/rules/pg/state";
import { base, cell as c, fire } from "../fixture-counters";
import { at, battle, play, run } from "../movement-command/fixtures";

/** Two-step rifle platoons (PG 7.6: a unit's reduced side), Soviet of two types and a German. */
const rifles = (nationality: string, name: string) => ({
  ...base, nationality, name, code: "INF", kind: "infantry", steps: c(2), movementClass: c("foot"),
  faces: { full: { directFire: fire(5, 3), movement: c(4) }, reduced: { directFire: fire(2, 3), movement: c(4) } },
});
const counters = PgCounterSet.parse({
  ruleset: "panzer-grenadier",
  edition: "PG3",
  name: "PG 17.1 test counters",
  nationalities: { german: { name: "German" }, soviet: { name: "Soviet" } },
  units: { "soviet-rifles": rifles("soviet", "Rifles"), "soviet-guards": rifles("soviet", "Guards Rifles"), "german-rifles": rifles("german", "Schützen") },
}).units;
const unit = (id: string, type: string, hex: number, setUp: PgUnitSetUp = {}): PgUnit => pgUnitFromCounter(id, "soviet", type, counters[type]!, { steps: 1, ...setUp, hex });

const IN_FORCE = { options: ["consolidation"] } as Partial<PgBattle>;
const HEX = at(8, 8);
const activate = (ids: readonly string[]): PgCommand => ({ type: "activate", side: "soviet", root: { stack: HEX }, pieces: Object.fromEntries(ids.map((id) => [id, "move" as const])) });
const consolidate = (unit: string, other: string): PgCommand => ({ type: "consolidate", side: "soviet", unit, with: other });
const activated = (units: readonly PgUnit[], over: Partial<PgBattle> = IN_FORCE) => play(battle(units, [], over), activate(units.map((u) => u.id))).state;

describe("PG 17.1 consolidation (optional rule)", () => {
  it("PG 17.1 two reduced units of the same type, nationality and morale condition in one hex combine: one at full strength under MOVED/FIRED, the other leaves play", () => {
    const { state, events } = play(activated([unit("a", "soviet-rifles", HEX), unit("b", "soviet-rifles", HEX)]), consolidate("a", "b"));
    expect(events).toContainEqual({ type: "consolidated", unit: "a", removed: "b", rule: "PG 17.1" });
    expect(events).toContainEqual({ type: "moved-fired", pieces: ["a"], rule: "PG 17.1" });
    expect(state.units.get("a")).toMatchObject({ steps: 2, movedFired: true });
    expect(state.units.has("b")).toBe(false);
    // Removed from play, not eliminated: it is no loss (ruling A53).
    expect(state.eliminated ?? []).not.toContain("b");
  });
  it("PG 17.1 with no leader: the text asks for none (a stack activates itself, 3.11)", () => {
    expect(run(activated([unit("a", "soviet-rifles", HEX), unit("b", "soviet-rifles", HEX)]), consolidate("a", "b"))).toMatchObject({ status: "done" });
  });
  it("PG 17.1 disrupted units consolidate with disrupted units, not with good-order ones", () => {
    const disrupted = (u: PgUnit): PgUnit => ({ ...u, status: "disrupted" });
    const both = activated([disrupted(unit("a", "soviet-rifles", HEX)), disrupted(unit("b", "soviet-rifles", HEX))]);
    expect(run(both, consolidate("a", "b"))).toMatchObject({ status: "done" });
    const one = activated([disrupted(unit("a", "soviet-rifles", HEX)), unit("b", "soviet-rifles", HEX)]);
    expect(run(one, consolidate("a", "b"))).toMatchObject({ status: "refused", rule: "PG 17.1", code: "consolidation.not-same-morale" });
  });
  it("PG 17.1 only units of the same type", () => {
    expect(run(activated([unit("a", "soviet-rifles", HEX), unit("b", "soviet-guards", HEX)]), consolidate("a", "b"))).toMatchObject({ status: "refused", rule: "PG 17.1", code: "consolidation.not-same-counter" });
  });
  it("PG 17.1 only reduced units", () => {
    expect(run(activated([unit("a", "soviet-rifles", HEX, { steps: 2 }), unit("b", "soviet-rifles", HEX)]), consolidate("a", "b"))).toMatchObject({ status: "refused", rule: "PG 17.1", code: "consolidation.not-reduced" });
  });
  it("PG 17.1 both units spend all their MPs: one that has moved may not", () => {
    const b = activated([unit("a", "soviet-rifles", HEX), unit("b", "soviet-rifles", HEX)]);
    const moved = play(b, { type: "move", side: "soviet", piece: "a", to: at(9, 8) }).state;
    expect(run(moved, consolidate("a", "b"))).toMatchObject({ status: "refused", rule: "PG 17.1", code: "consolidation.has-moved" });
  });
  it("PG 17.1 is refused where the players did not agree to play it", () => {
    expect(run(activated([unit("a", "soviet-rifles", HEX), unit("b", "soviet-rifles", HEX)], {}), consolidate("a", "b"))).toMatchObject({ status: "refused", rule: "PG 17.1", code: "optional.not-in-force" });
  });
});
