import { expect } from "vitest";
import type { Answers } from "../../../../../src/engine/core/decision";
import { ScriptedDice } from "../../../../../src/engine/core/dice";
import { runCommand, type CommandResult } from "../../../../../src/engine/core/engine";
import type { TerrainEffectsChart } from "../../../../../src/engine/data/schemas/tec";
import { ia1Tec } from "../../../../../src/engine/rules/ia/data";
import type { IaEvent } from "../../../../../src/engine/rules/ia/events";
import { ia2Visibility } from "../../../../../src/engine/rules/ia/los";
import { iaRuleset, type IaCommand } from "../../../../../src/engine/rules/ia/ruleset";
import type { IaBattle, IaLeader, IaUnit } from "../../../../../src/engine/rules/ia/state";
import { battle, inf, leader, side } from "../../../../fixtures/ia-battle";
import { testMap, type Cell } from "../../../../fixtures/maps";

/** The IA1 TEC with the test's own movement costs (the shipped ones are playtest values). */
const user = { source: "user", note: "test movement costs" } as const;
export const tec: TerrainEffectsChart = structuredClone(ia1Tec);
for (const [id, mp] of [["clear", 1], ["woods", 2], ["minor-river", 2], ["major-river", 3]] as const) tec.terrain[id]!.moveCost = { value: mp, provenance: user };
for (const [id, mp] of [["road", 0.5], ["bridge", 0.5], ["ford", 2]] as const) tec.hexsides[id]!.moveCost = { value: mp, provenance: user };

/** A 20×20 clear map with the listed hexes and hexsides. */
export function world(cells: Cell[] = [], hexsides: { between: [[number, number], [number, number]]; features: string[] }[] = []) {
  const base = testMap(tec, cells, [20, 20]);
  for (const s of hexsides) base.setHexsideFeatures(base.indexOfOffset(...s.between[0]), base.indexOfOffset(...s.between[1]), s.features);
  return { map: base, ia: iaRuleset(base, tec), at: (c: number, r: number) => base.indexOfOffset(c, r) };
}

const one = { company: false, steps: 1, maxSteps: 1, reduced: undefined } as const;
export const mg = (id: string, hex: number, more: Partial<IaUnit> = {}) => inf(id, "R", hex, { kind: "MG", ...one, full: { direct: 4, bombardment: 0, range: 6, movement: 1 }, ...more });
export const gun = (id: string, hex: number, more: Partial<IaUnit> = {}) => inf(id, "R", hex, { kind: "ART", ...one, full: { direct: 0, bombardment: 6, range: 10, movement: 0 }, ...more });
export const wagon = (id: string, hex: number, more: Partial<IaUnit> = {}) => inf(id, "R", hex, { kind: "TRANSPORT", ...one, full: { direct: 0, bombardment: 0, range: 0, movement: 6 }, ...more });
/** A wagon `w` carrying `cargo` (limbered), both in `hex`. */
export const loaded = (w: string, cargo: IaUnit): IaUnit[] => [wagon(w, cargo.hex!, { carrying: cargo.id }), { ...cargo, carriedBy: w, limbered: true }];

/** Side R's action segment under way in turn 1 of an IA1 (or IA2) battle; an enemy far off. */
export function inAction(units: IaUnit[], leaders: IaLeader[], enemyAt: number, edition: "IA1" | "IA2" = "IA1"): IaBattle {
  return battle([side("R", 3), side("G", 2)], [...units, inf("g", "G", enemyAt)], leaders, {
    edition,
    ...(edition === "IA2" ? { visibility: ia2Visibility("day", 1) } : {}),
    phase: "action",
    impulses: { sides: ["R", "G"], active: "R", lead: 1, lastPass: null, over: false },
  });
}

export const activate = (pieces: Record<string, "move" | "fire">, root: object = { leader: "capt" }): IaCommand => ({ type: "activate", side: "R", root: root as never, pieces });

type Result = CommandResult<IaBattle, IaCommand, IaEvent>;

/** Runs commands in order with scripted dice; stops at the first that is not done. Events of the last command returned. */
export function run(ia: ReturnType<typeof iaRuleset>, b: IaBattle, commands: IaCommand[], dice: number[] = [], answers: Answers = {}): Result {
  const d = new ScriptedDice(dice);
  let r: Result | undefined;
  for (const c of commands) {
    r = runCommand(ia, b, c, d, answers);
    if (r.status !== "done") return r;
    b = r.state;
  }
  return r!;
}

/** The state after commands that must all be done. */
export function after(ia: ReturnType<typeof iaRuleset>, b: IaBattle, commands: IaCommand[], dice: number[] = []): { state: IaBattle; events: readonly IaEvent[] } {
  const r = run(ia, b, commands, dice);
  if (r.status !== "done") throw new Error(`expected done, got ${JSON.stringify(r)}`);
  return { state: r.state, events: r.record.events };
}

/** Runs `commands` on `b`; the last must be refused under `rule`, and `b` is left as it was. */
export function refused(ia: ReturnType<typeof iaRuleset>, b: IaBattle, commands: IaCommand[], rule: string, dice: number[] = []): void {
  const before = structuredClone(b);
  expect(run(ia, b, commands, dice)).toMatchObject({ status: "refused", rule });
  expect(b).toEqual(before);
}

export { leader };
