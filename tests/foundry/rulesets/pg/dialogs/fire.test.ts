import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runCommand } from "../../../../../src/engine/core/engine";
import { decodeOnMap } from "../../../../../src/engine/map";
import { PgCommandSchema } from "../../../../../src/engine/rules/pg/commands/schema";
import type { PgBattle } from "../../../../../src/engine/rules/pg/state";
import { emptyPgFire, pgFireCommand, pgFireStateFrom, pgFireView } from "../../../../../src/foundry/rulesets/pg/dialogs/fire-view";
import { rulesetWith } from "../../../../engine/rules/pg/fire-command/fixtures";
import { at, battle, judged, map, played, unit, viewOf } from "./support";

/** A Direct Fire Table of the test's own, every cell "X" (the printed cells are missing). */
const X = rulesetWith("X");
const GERMAN = { phase: "action" as const, turn: 2, initiative: { winner: "german", segments: 1, rolls: [] }, impulses: { sides: ["german", "soviet"] as [string, string], active: "german", lead: 1, lastPass: null, over: false } };

/** The German segment: a 9-5 HMG and a rifle company at [8, 5], activated to fire; Soviet rifles at [10, 5] and [8, 8]. */
function ready(status: "good" | "disrupted" = "good"): PgBattle {
  const units = [
    { ...unit("h", "german", "german-hmg", { hex: at(8, 5) }), status },
    unit("gi", "german", "german-infantry", { hex: at(8, 5) }),
    unit("s1", "soviet", "soviet-infantry", { hex: at(10, 5) }),
    unit("s2", "soviet", "soviet-infantry", { hex: at(8, 8) }),
  ];
  return played(battle(units, [], GERMAN), "german", { type: "activate", root: { stack: [8, 5] }, pieces: { h: "fire", gi: "fire" } });
}

const choose = (parts: Record<string, string> = {}, firers = ["h"], target = at(10, 5)) => pgFireStateFrom({ ...Object.fromEntries(firers.map((f) => [`firer.${f}`, true])), target: String(target), ...Object.fromEntries(Object.entries(parts).map(([id, p]) => [`part.${id}`, p])) });

describe("PG Fire dialog", () => {
  it("PG 10.2 offers the segment's firers with their direct fire and the hexes of enemies the side knows of", () => {
    const view = pgFireView(viewOf(ready(), "german"), emptyPgFire);
    expect(view.firers.map((f) => [f.id, f.fire])).toEqual([
      ["h", 9],
      ["gi", 5],
    ]);
    expect(view.targets.map((t) => Number(t.value))).toEqual([at(10, 5), at(8, 8)].sort((a, b) => a - b));
    expect(view.canSubmit).toBe(false);
  });

  it("PG 7.23 a chosen HMG whose value makes two parts of 3 may fire any part from 3 up to its points left; a rifle company may not split", () => {
    const view = pgFireView(viewOf(ready(), "german"), choose({}, ["h", "gi"]));
    expect(view.splits.map((s) => [s.id, s.left, s.options.map((o) => o.value)])).toEqual([["h", 9, ["3", "4", "5", "6", "7", "8"]]]);
  });

  it("PG 7.23, 14.2 a disrupted HMG's halved value (9 → 5) no longer splits", () => {
    expect(pgFireView(viewOf(ready("disrupted"), "german"), choose()).splits).toEqual([]);
  });

  it("PG 7.23 the part goes to the referee as `parts`, which it fires; all that is left sends none", () => {
    const input = viewOf(ready(), "german");
    const part = pgFireCommand(input, choose({ h: "3" }));
    expect(part).toEqual({ type: "direct-fire", firers: ["h"], at: [10, 5], parts: { h: 3 } });
    expect(pgFireCommand(input, choose({ h: "" }))).toEqual({ type: "direct-fire", firers: ["h"], at: [10, 5] });
    const r = runCommand(X, ready(), decodeOnMap(map, PgCommandSchema, { ...part, side: "german" }, "command"), new ScriptedDice([3, 4, 3, 3, 3, 3, 3, 3, 3, 3]));
    expect(r.status).toBe("done");
    const after = r.status === "done" ? r.state : null;
    expect(after!.activation!.hmgFired).toEqual({ h: 3 });
    // PG 7.23 ruling A15: 6 left; the next part is at most 6, offered 3 to 5 or all that is left.
    expect(pgFireView(viewOf(after!, "german"), choose({}, ["h"], at(8, 8))).splits.map((s) => [s.left, s.options.map((o) => o.value)])).toEqual([[6, ["3", "4", "5"]]]);
  });

  it("PG 7.23 a part the referee would refuse is never sent: below 3 or beyond what is left", () => {
    const input = viewOf(ready(), "german");
    expect(pgFireCommand(input, choose({ h: "2" }))).not.toHaveProperty("parts");
    expect(pgFireCommand(input, choose({ h: "12" }))).not.toHaveProperty("parts");
    expect(judged(ready(), "german", pgFireCommand(input, choose({ h: "2" })))).toEqual({ status: "dice" });
  });

  it("PG 16.6 a hidden enemy is no target: the side's view does not hold it", () => {
    const b = ready();
    const hidden: PgBattle = { ...b, units: new Map([...b.units].map(([id, u]) => [id, id === "s2" ? { ...u, hidden: true } : u])) };
    expect(pgFireView(viewOf(hidden, "german"), emptyPgFire).targets.map((t) => Number(t.value))).toEqual([at(10, 5)]);
  });
});
