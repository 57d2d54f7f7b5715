import { describe, expect, it } from "vitest";
import { hex, hexToOffset, offsetToHex } from "../../../../../src/engine/hex";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import { iaRuleset, type IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle, IaUnit } from "../../../../../src/engine/rules/ia/state";
import { inf, leader } from "../../../../fixtures/ia-battle";
import { chain, expectRefused, inAction, mapOf, optionalFireTables } from "./support";

const origin = offsetToHex("odd-q", 12, 14);
const offset = (dq: number, dr: number) => hexToOffset("odd-q", hex(origin.q + dq, origin.r + dr));
/** A woods hex at (0, -1) hides the mover's column from an enemy at (0, -6). */
const map = mapOf([[offset(0, -1).col, offset(0, -1).row, ["woods"]]]);
const ax = (dq: number, dr: number) => map.indexOfOffset(offset(dq, dr).col, offset(dq, dr).row);
const rules = iaRuleset(map, ia1Tec, { fireTables: optionalFireTables() });

type Designation = (IaCommand & { type: "activate" })["pieces"][string];
const activate = (d: Designation = { action: "move", strategic: true }): IaCommand => ({ type: "activate", side: "A", root: { piece: "a" }, pieces: { a: d } });
const move = (dq: number, dr: number): IaCommand => ({ type: "move", side: "A", piece: "a", to: ax(dq, dr) });
/** A's company (MA 4) at (0, 0); B's units as given. */
const start = (enemies: IaUnit[], options: ["strategic-movement"] | [] = ["strategic-movement"]): IaBattle => inAction(options, [inf("a", "A", ax(0, 0)), ...enemies], [leader("l", "A", ax(0, 0))]);
const blockedEnemy = () => inf("b", "B", ax(0, -6));
const steps = (n: number) => Array.from({ length: n }, (_, i) => move(0, i + 1));

describe("IA1 17.3 Strategic Movement", () => {
  it("IA1 17.3 a unit outside the LOS of enemy units moves at twice its movement allowance", () => {
    const r = chain(start([blockedEnemy()]), [activate(), ...steps(8)], [], {}, rules);
    expect(r.state.units.get("a")!.hex).toBe(ax(0, 8));
    expect(r.state.activation!.pieces.a).toMatchObject({ strategic: true, mpSpent: 8 });
    expectRefused(r.state, move(0, 9), "IA1 5.2", "move.too-few-mp", rules);
    // Without it: four hexes.
    const normal = chain(start([blockedEnemy()]), [activate("move"), ...steps(4)], [], {}, rules).state;
    expectRefused(normal, move(0, 5), "IA1 5.2", "move.too-few-mp", rules);
  });

  it("IA1 17.3 refused in the LOS of an enemy unit; a hidden enemy unit is not known to the mover's side (16.5)", () => {
    expectRefused(start([inf("b", "B", ax(6, -3))]), activate(), "IA1 17.3", "strategic.in-sight", rules);
    const hidden = start([inf("b", "B", ax(6, -3), { hidden: true })]);
    expect(chain(hidden, [activate()], [], {}, rules).state.activation!.pieces.a!.strategic).toBe(true);
  });

  it("IA1 17.3 a strategic mover does not enter a hex in the LOS of an enemy unit", () => {
    const s = chain(start([blockedEnemy()]), [activate()], [], {}, rules).state;
    expectRefused(s, move(1, 0), "IA1 17.3", "strategic.into-sight", rules);
  });

  it("IA1 17.3 units only, moving, and only when the rule is in force", () => {
    expectRefused(start([blockedEnemy()], []), activate(), "IA1 17.3", "optional.not-in-force", rules);
    expectRefused(start([blockedEnemy()]), activate({ action: "fire", strategic: true }), "IA1 17.3", "strategic.fire", rules);
    const byLeader: IaCommand = { type: "activate", side: "A", root: { leader: "l" }, pieces: { a: "move", l: { action: "move", strategic: true } } };
    expectRefused(start([blockedEnemy()]), byLeader, "IA1 17.3", "strategic.leader", rules);
  });

  it("IA1 17.3 hidden units' opportunity fire at a strategic mover gets +2 columns", () => {
    // Hidden B company four hexes from (0, 1): strength 5, +1 company, −1 range 3+ (the fixture has no 13.15 +1) → the 5 column; +2 → 20.
    const hiddenFirer = inf("h", "B", ax(4, 1), { hidden: true });
    const { col, row } = offset(0, 1);
    const answers = { [`opportunity-fire:a@${col},${row}:1`]: ["h"] };
    const columnOf = (d: Designation) => {
      const r = chain(start([blockedEnemy(), hiddenFirer]), [activate(d), move(0, 1)], [6, 6], answers, rules);
      const fired = r.events.find((e) => e.type === "fire-resolved");
      return fired?.type === "fire-resolved" ? fired.results.find((x) => x.piece === "a")!.column : null;
    };
    expect(columnOf({ action: "move", strategic: true })).toBe(20);
    expect(columnOf("move")).toBe(5);
  });
});
