import { roll, type DiceRoll, type DiceSource } from "../../../core/dice";
import type { Scenario } from "../data/schemas/scenario";
import type { VisibilityTable } from "../data/schemas/visibility";
import { ia2LightTable } from "../data";
import { ia2NightRange, type IaLight } from "../los/visibility";
import type { Issues } from "../../series/scenario/issues";
import { conditionFor, lightsOf as seriesLights } from "../../series/scenario/light";
import { iaCite } from "../rulebook";
import type { IaEdition } from "../state";

const DAY_MINUTES = 24 * 60;
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/**
 * The light of every turn, turn 1 first. IA1 8.4: the series' light (series/scenario/light.ts), the scenario giving the
 * range of every light but `day`. IA2 7.11: the turn's step of the dusk-to-dawn table, as the scenario names it or as the time of the
 * turn falls between dawn and dusk (`day` when the scenario gives no times); 7.12: the night range the scenario gives,
 * else one die rolled at the start of the game when some turn needs it.
 */
export function lightsOf(s: Scenario, edition: IaEdition, dice: DiceSource, rolls: DiceRoll[], issues: Issues): IaLight[] | null {
  const turns = Array.from({ length: s.turns.count }, (_, k) => k + 1);
  if (edition === "IA1") return seriesLights(s.turns, issues, iaCite("IA1"));
  const table = ia2LightTable;
  s.turns.conditions.forEach((c, i) => {
    const step = table.steps.find((x) => x.id === c.light);
    const path = ["turns", "conditions", i];
    if (!step) return issues.fail([...path, "light"], `"${c.light}" is not a step of the ${table.name} table (${table.steps.map((x) => x.id).join(", ")})`);
    if (c.spottingRange === undefined) return;
    if (step.spottingRange.value !== "night")
      issues.fail([...path, "spottingRange"], `IA2 7.11 sets the range of "${c.light}" (${step.spottingRange.value}); only night steps take the scenario's (7.12)`);
    else if (c.spottingRange > 2) issues.fail([...path, "spottingRange"], "IA2 7.11, 7.12: the night range is 1 or 2 hexes");
  });
  const clock = clockOf(s, turns, issues);
  if (issues.any) return null;
  const steps = turns.map((t) => {
    const c = conditionFor(s.turns, t)?.c;
    if (c) return { id: c.light, given: c.spottingRange as 1 | 2 | undefined };
    return { id: clock ? stepAt(table, clock.start + (t - 1) * s.turns.minutes, clock) : "day", given: undefined };
  });
  const needsDie = steps.some((x) => x.given === undefined && table.steps.find((y) => y.id === x.id)!.spottingRange.value === "night");
  const die = needsDie ? roll(dice, 1, 6, "night range") : null;
  if (die) rolls.push(die);
  const rolled = die ? ia2NightRange(die.total) : 1;
  return steps.map((x) => ({ time: x.id, nightRange: x.given ?? rolled }));
}

/** IA2 7.11: turn 1's time and dawn and dusk in minutes, when turns without a light of their own need them. */
function clockOf(s: Scenario, turns: number[], issues: Issues) {
  const { start, dawn, dusk } = s.turns;
  const bare = turns.find((t) => !conditionFor(s.turns, t));
  if (bare === undefined || (dawn === undefined && dusk === undefined)) return null;
  if (start === undefined) return issues.fail(["turns", "start"], `IA2 7.11: turn ${bare} has no light of its own; give the time of turn 1 to place it between dawn and dusk`);
  if (dawn === undefined || dusk === undefined)
    return issues.fail(["turns", dawn === undefined ? "dawn" : "dusk"], `IA2 7.11: turn ${bare} has no light of its own; its step needs both dawn and dusk`);
  return { start: minutesOf(start), dawn: minutesOf(dawn), dusk: minutesOf(dusk) };
}

/** IA2 7.11: the last step whose time has come (steps recur daily at their event's time plus their offset). */
function stepAt(table: VisibilityTable, minute: number, clock: { dawn: number; dusk: number }): string {
  let best = table.steps[0]!;
  let bestGap = Infinity;
  for (const step of table.steps) {
    const gap = (((minute - clock[step.event] - step.offset) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
    if (gap < bestGap) [best, bestGap] = [step, gap];
  }
  return best.id;
}
