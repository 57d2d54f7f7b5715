import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runCommand } from "../../../../../src/engine/core/engine";
import { pg3Charts } from "../../../../../src/engine/rules/pg/data";
import { PgDieTables } from "../../../../../src/engine/rules/pg/data/schemas/die-tables";
import { pgRuleset, type PgCommand } from "../../../../../src/engine/rules/pg/ruleset";
import type { PgBattle } from "../../../../../src/engine/rules/pg/state";
import { battle, map, side } from "../state/fixtures";

/** A Random Events Table of the test's own (a scenario book's is not in the text): 2–6 "Reinforcements", 7–12 "Rain". */
const test = { source: "playtest", note: "a test's own random events" } as const;
const dieTables = PgDieTables.parse({
  ...pg3Charts.dieTables,
  tables: [
    ...pg3Charts.dieTables.tables,
    { id: "random-events", name: "Random Events", rule: "17.5", dice: { count: 2, sides: 6 }, rows: [{ rolls: [2, 6], label: "Reinforcements", result: { value: "reinforcements", provenance: test } }, { rolls: [7, 12], label: "Rain", result: { value: "rain", provenance: test } }] },
  ],
});
const withTable = pgRuleset(map, pg3Charts.tec, { ...pg3Charts, dieTables });
const shipped = pgRuleset(map, pg3Charts.tec);

const ROLL: PgCommand = { type: "roll-initiative", side: "german" };
const start = (options: string[] = ["random-events"]): PgBattle => battle([], [], { sides: [side("german", { initiative: 3 }), side("soviet", { initiative: 2 })], options } as Partial<PgBattle>);
function events(ruleset: typeof shipped, b: PgBattle, dice: number[]) {
  const r = runCommand(ruleset, b, ROLL, new ScriptedDice(dice));
  if (r.status !== "done") throw new Error(JSON.stringify(r));
  return r.record.events as readonly { type: string }[];
}

describe("PG 17.5 random events (optional rule)", () => {
  it("PG 17.5 both initiative dice the same unmodified number: initiative is rolled again, then each player rolls another die and the total is read on the Random Events Table", () => {
    // 4 and 4 (totals 7 and 6: no tie, but the dice match); the new roll 2 and 5 (5 against 7); the event dice 5 + 4 = 9.
    const all = events(withTable, start(), [4, 4, 2, 5, 5, 4]);
    expect(all.map((e) => e.type).filter((t) => t !== "phase-began")).toEqual(["initiative-rolled", "initiative-rolled", "initiative-won", "random-event"]);
    expect(all.find((e) => e.type === "random-event")).toMatchObject({ total: 9, event: { label: "Rain", result: "rain" }, rule: "PG 17.5" });
    expect(all.find((e) => e.type === "initiative-won")).toMatchObject({ winner: "soviet" });
  });
  it("PG 17.5 one random event for the turn: matching dice on the new roll bring no second event", () => {
    const all = events(withTable, start(), [4, 4, 1, 1, 3, 3]);
    expect(all.filter((e) => e.type === "random-event")).toMatchObject([{ total: 6, event: { label: "Reinforcements" } }]);
    expect(all.find((e) => e.type === "initiative-won")).toMatchObject({ winner: "german", segments: 1 });
  });
  it("PG 17.5 without a Random Events Table in the battle's charts the total is given for the players to read in their scenario book", () => {
    expect(events(shipped, start(), [4, 4, 2, 5, 6, 6]).find((e) => e.type === "random-event")).toMatchObject({ total: 12, event: null });
  });
  it("PG 17.5 no random event where the players did not agree to play the rule", () => {
    const all = events(withTable, start([]), [4, 4]);
    expect(all.some((e) => e.type === "random-event")).toBe(false);
    expect(all.find((e) => e.type === "initiative-won")).toMatchObject({ winner: "german" });
  });
});
