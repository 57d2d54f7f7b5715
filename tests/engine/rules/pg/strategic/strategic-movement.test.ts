import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runCommand } from "../../../../../src/engine/core/engine";
import { pg3Charts } from "../../../../../src/engine/rules/pg/data";
import { AtTable } from "../../../../../src/engine/rules/pg/data/schemas/at-table";
import { pgRuleset, type PgCommand } from "../../../../../src/engine/rules/pg/ruleset";
import type { PgBattle } from "../../../../../src/engine/rules/pg/state";
import { atTable } from "../at-command/fixtures";
import { at, battle, map, play, run, tec, unit } from "../movement-command/fixtures";

const IN_FORCE = { options: ["strategic-movement"] } as Partial<PgBattle>;

/** The Soviets activate `id` to move strategically (17.3). */
const strategic = (id: string): PgCommand => ({ type: "activate", side: "soviet", root: { piece: id }, pieces: { [id]: { action: "move", strategic: true } } });
const move = (piece: string, to: number): PgCommand => ({ type: "move", side: "soviet", piece, to });
/** `b` after `piece` moves along row `row` from column `from` to column `to`, one hex at a time, the Germans passing each window (13.1). */
const along = (b: PgBattle, piece: string, row: number, from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => from + i + 1).reduce((s, col) => play(s, move(piece, at(col, row)), [], { [`opportunity-fire:${piece}@${col},${row}:1`]: "pass" }).state, b);

describe("PG 17.3 strategic movement (optional rule)", () => {
  // Soviet INF (MA 4) at [4, 1], east of the river (column 3); a German INF at [9, 1], known, in clear terrain.
  const germanKnown = unit("g", "german", "german-infantry", at(9, 1));
  it("PG 17.3 is refused where the players did not agree to play it", () => {
    const b = battle([unit("i", "soviet", "soviet-infantry", at(4, 1)), germanKnown]);
    expect(run(b, strategic("i"))).toMatchObject({ status: "refused", rule: "PG 17.3", code: "optional.not-in-force" });
  });
  it("PG 17.3 a unit in the line of sight of a known enemy unit may not move strategically", () => {
    const b = battle([unit("i", "soviet", "soviet-infantry", at(4, 1)), germanKnown], [], IN_FORCE);
    expect(run(b, strategic("i"))).toMatchObject({ status: "refused", rule: "PG 17.3", code: "strategic.in-sight", params: { piece: "Rifles", enemy: "Infantry" } });
  });
  it("PG 17.3 out of the sight of every known enemy unit a unit moves twice its movement allowance, and no farther", () => {
    // The only German is hidden (16.6): the Soviets know of no enemy unit, and it is too far to be spotted.
    const b = battle([unit("i", "soviet", "soviet-infantry", at(4, 1)), unit("h", "german", "german-infantry", at(18, 12), { hidden: true })], [], IN_FORCE);
    const moved = along(play(b, strategic("i")).state, "i", 1, 4, 12);
    expect(moved.units.get("i")!.hex).toBe(at(12, 1));
    expect(run(moved, move("i", at(13, 1)))).toMatchObject({ status: "refused", rule: "PG 5.0" });
  });
  it("PG 17.3 without strategic movement the same unit stops after its movement allowance of 4", () => {
    const b = battle([unit("i", "soviet", "soviet-infantry", at(4, 1)), unit("h", "german", "german-infantry", at(18, 12), { hidden: true })], [], IN_FORCE);
    const activated: PgCommand = { type: "activate", side: "soviet", root: { piece: "i" }, pieces: { i: "move" } };
    const moved = along(play(b, activated).state, "i", 1, 4, 8);
    expect(run(moved, move("i", at(9, 1)))).toMatchObject({ status: "refused", rule: "PG 5.0" });
  });
  it("PG 17.3 a strategic mover may not enter a hex in the line of sight of a known enemy unit", () => {
    // The woods at [10, 5] and [10, 6] hide [8, 8] from the German INF at [11, 5]; [9, 8] is in its sight, 4 hexes off.
    const b = battle([unit("i", "soviet", "soviet-infantry", at(8, 8)), unit("g", "german", "german-infantry", at(11, 5))], [], IN_FORCE);
    const moving = play(b, strategic("i")).state;
    expect(run(moving, move("i", at(9, 8)))).toMatchObject({ status: "refused", rule: "PG 17.3", code: "strategic.into-sight", params: { piece: "Rifles", enemy: "Infantry" } });
    expect(run(moving, move("i", at(7, 8)), [], { "opportunity-fire:i@7,8:1": "pass" })).toMatchObject({ status: "done" });
  });
  it("PG 17.3 a unit designated to fire is no strategic mover", () => {
    const b = battle([unit("i", "soviet", "soviet-infantry", at(1, 1))], [], IN_FORCE);
    const fire: PgCommand = { type: "activate", side: "soviet", root: { piece: "i" }, pieces: { i: { action: "fire", strategic: true } } };
    expect(run(b, fire)).toMatchObject({ status: "refused", rule: "PG 17.3", code: "strategic.fire" });
  });
});

describe("PG 17.3 hidden units' opportunity fire at strategic movers", () => {
  // The AT fixtures' table with the shipped AT table's modifiers whose sizes the rules fix: crossfire +2 (11.12) and
  // a hidden firer against a strategic mover +2 (17.3).
  const table = AtTable.parse({ ...atTable, modifiers: pg3Charts.atTable.modifiers.filter((m) => m.die?.provenance.source === "rules") });
  const rules = pgRuleset(map, tec, { ...pg3Charts, atTable: table });
  /** A German tank hidden at [9, 1] (16.6; 4 hexes from [5, 1], in AT range 5, out of spotting range 3); the Soviet tank at [4, 1] (no enemy known to it) moves east, strategically or not. */
  const soviets = (designation: "move" | { action: "move"; strategic: true }) => {
    const b = battle([unit("s", "soviet", "soviet-tank", at(4, 1)), unit("g", "german", "german-tank", at(9, 1), { hidden: true })], [], { ...IN_FORCE, tankLeaders: { soviet: [] } } as Partial<PgBattle>);
    const r = runCommand(rules, b, { type: "activate", side: "soviet", root: { piece: "s" }, pieces: { s: designation } }, new ScriptedDice([]), {});
    if (r.status !== "done") throw new Error(JSON.stringify(r));
    return r.state;
  };
  const shotAt = (designation: "move" | { action: "move"; strategic: true }) => {
    const r = runCommand(rules, soviets(designation), move("s", at(5, 1)), new ScriptedDice([3, 3]), { "opportunity-fire:s@5,1:1": { at: "g" } });
    if (r.status !== "done") throw new Error(JSON.stringify(r));
    return r.record.events.find((e) => e.type === "at-fired");
  };
  it("PG 17.3 a hidden unit's AT opportunity fire at a unit using strategic movement takes +2 on the die", () => {
    // 3 + 3 + AT 5 − armor 2 + 2 = 11.
    expect(shotAt({ action: "move", strategic: true })).toMatchObject({ firer: "g", total: 11, shot: { modifiers: [{ id: "hidden-firer-strategic-move", die: 2 }] } });
  });
  it("PG 17.3 not at a unit moving normally", () => {
    expect(shotAt("move")).toMatchObject({ firer: "g", total: 9, shot: { modifiers: [] } });
  });
});
