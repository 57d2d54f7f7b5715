import { describe, expect, it } from "vitest";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runCommand } from "../../../../../src/engine/core/engine";
import { pg3Charts } from "../../../../../src/engine/rules/pg/data";
import { pgRuleset, type PgCommand } from "../../../../../src/engine/rules/pg/ruleset";
import type { PgBattle } from "../../../../../src/engine/rules/pg/state";
import { directTableOf } from "../fire-command/fixtures";
import { at, battle, map, tec, unit } from "../movement-command/fixtures";

const IN_FORCE = { options: ["strategic-movement"] } as Partial<PgBattle>;
/** PG's ruleset on the movement fixtures' map, its Direct Fire Table's cells all "-" (a fixture), its modifiers as shipped. */
const tables = pg3Charts.fireTables.tables.map((t) => (t.kind === "direct" ? directTableOf("-") : t));
const rules = pgRuleset(map, tec, { ...pg3Charts, fireTables: { ...pg3Charts.fireTables, tables } });

type Designation = "move" | { action: "move"; strategic: true };
/**
 * A German tank (direct fire 4, range 4) hidden at [9, 1] (16.6; 4 hexes from [5, 1], out of spotting range); the Soviet
 * INF at [4, 1], knowing of no enemy, moves to [5, 1], strategically or not, and the tank fires at it with direct fire.
 */
function shot(designation: Designation) {
  const b = battle([unit("i", "soviet", "soviet-infantry", at(4, 1)), unit("g", "german", "german-tank", at(9, 1), { hidden: true })], [], IN_FORCE);
  const activated = runCommand(rules, b, { type: "activate", side: "soviet", root: { piece: "i" }, pieces: { i: designation } } as PgCommand, new ScriptedDice([]), {});
  if (activated.status !== "done") throw new Error(JSON.stringify(activated));
  const r = runCommand(rules, activated.state, { type: "move", side: "soviet", piece: "i", to: at(5, 1) }, new ScriptedDice([3, 3]), { "opportunity-fire:i@5,1:1": ["g"] });
  if (r.status !== "done") throw new Error(JSON.stringify(r));
  const fired = r.record.events.find((e) => e.type === "fire-resolved");
  if (fired?.type !== "fire-resolved") throw new Error("no fire-resolved");
  return fired;
}

describe("PG 17.3 a hidden unit's direct opportunity fire at a strategic mover", () => {
  it("PG 17.3 a hidden unit's direct opportunity fire at a unit using strategic movement shifts two columns right; not at a unit moving normally", () => {
    const strategic = shot({ action: "move", strategic: true });
    const normal = shot("move");
    expect(strategic.firers).toEqual(["g"]);
    expect(strategic.trace).toContainEqual(expect.objectContaining({ id: "hidden-firer-strategic-move", value: 2 }));
    expect(normal.trace.some((t) => t.id === "hidden-firer-strategic-move")).toBe(false);
    expect(strategic.trace).toContainEqual(expect.objectContaining({ id: "table.shift", value: 2 }));
    expect(normal.trace.some((t) => t.id === "table.shift")).toBe(false);
  });
});
