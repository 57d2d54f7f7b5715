/**
 * Artillery steps for the table's tests (cards, Chromium): each command run with scripted dice on the artillery test
 * world (fixture Bombardment Table), its events and rolls as every side may see them (the engine's `publicEvents`).
 */
import { ScriptedDice } from "../../src/engine/core/dice";
import type { RollRecord } from "../../src/engine/core/engine";
import { runAnswering } from "../../src/engine/core/engine";
import { publicEvents } from "../../src/engine/core/views";
import type { IaEvent } from "../../src/engine/rules/ia/events";
import type { IaCommand } from "../../src/engine/rules/ia/ruleset";
import type { IaBattle, IaUnit } from "../../src/engine/rules/ia/state";
import { battle, inf, side } from "../fixtures/ia-battle";
import { at, bombardmentFixture, gun, gunSide, ia, plan } from "../engine/rules/ia/artillery/support";

export { map as artilleryMap } from "../engine/rules/ia/artillery/support";

const rules = ia(bombardmentFixture());
/** The hex R's planned fire and G's Open Sights fire strike. */
export const T = at(10, 10);

export interface PublicStep {
  readonly before: IaBattle;
  readonly state: IaBattle;
  readonly events: readonly IaEvent[];
  readonly rolls: readonly RollRecord[];
}

/** Runs `command` with scripted dice; throws unless it is done. */
export function publicStep(b: IaBattle, command: IaCommand, dice: number[] = []): PublicStep {
  const r = runAnswering(rules, b, command, new ScriptedDice(dice)).result;
  if (r.status !== "done") throw new Error(`${r.status}: ${JSON.stringify(r).slice(0, 300)}`);
  const shown = publicEvents(rules, b, r.record.events, b.sides.map((s) => s.id), r.record.rolls);
  return { before: b, state: r.state, events: shown.events, rolls: shown.rolls };
}

/** Passes for whoever is active while `until` holds. */
export function passWhile(b: IaBattle, until: (b: IaBattle) => boolean): PublicStep[] {
  const steps: PublicStep[] = [];
  let s = b;
  while (until(s)) {
    const step = publicStep(s, { type: "pass", side: s.impulses!.active });
    steps.push(step);
    s = step.state;
  }
  return steps;
}

const mg = (id: string, hex: number, more: Partial<IaUnit> = {}) =>
  inf(id, "G", hex, { kind: "MG", company: false, steps: 1, maxSteps: 1, reduced: undefined, full: { direct: 6, bombardment: 0, range: 6, movement: 4 }, ...more });

/** Before play: R has off-board factors 14 and 6, G two MGs, one in T; lastTurn 4. */
export const plannedFireBattle = (): IaBattle => battle([gunSide("R", [14, 6]), side("G", 3)], [mg("g1", T), mg("g2", at(10, 12))], [], { lastTurn: 4 });

/** R's plan: both factors fire at T on turns 1 and 2. */
export const twoTurnsAtT = (): IaCommand => {
  const line = [{ at: T }, { at: T }, null, null];
  return plan("R", { "R-oba-1": { mission: "planned-fire", turns: line }, "R-oba-2": { mission: "planned-fire", turns: line } });
};

/** G's action segment, its gun g77 (fire 5, Open Sights, depletion number 7) activated to fire at R's r1 in T, G's g1 next to T. */
export const openSightsBattle = (): IaBattle =>
  battle([gunSide("G", [], { depletion: 7 }), gunSide("R")], [gun("g77", "G", at(5, 10), 5), inf("r1", "R", T), inf("g1", "G", at(10, 11))], [], {
    phase: "action",
    impulses: { sides: ["G", "R"], active: "G", lead: 1, lastPass: null, over: false },
    activation: { side: "G", pieces: { g77: { action: "fire", ledBy: null, mpSpent: 0, hexesEntered: 0 } }, current: null, done: [] },
    plans: { G: { missions: { g77: { mission: "open-sights" } } } },
  });

/**
 * g77 fires at T: 12, no effect; the friendly fire die 1 hits g1's hex, its Friendly Fire Number 6 − 1 (fire under 10) = 5, the 30 column; its
 * fire 12 no effect; the ammunition roll 11 is above 7: depleted.
 */
export const openSightsFire = (): PublicStep => publicStep(openSightsBattle(), { type: "open-sights-fire", side: "G", firer: "g77", at: T }, [6, 6, 1, 6, 6, 6, 6, 5]);
