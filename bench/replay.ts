import { SeededDice } from "../src/engine/core/dice";
import { runAnswering } from "../src/engine/core/engine";
import { EventLog } from "../src/engine/core/event-log";
import type { HexMap } from "../src/engine/map";
import { randomCommand } from "../src/engine/rules/ia/bot/random-commands";
import { iaRuleset, type IaCommand } from "../src/engine/rules/ia/ruleset";
import type { IaEvent } from "../src/engine/rules/ia/events";
import type { IaBattle } from "../src/engine/rules/ia/state";
import { battle, inf, side } from "../tests/fixtures/ia-battle";
import type { TerrainEffectsChart } from "../src/engine/data/schemas/tec";
import { seeded } from "./measure";
import type { Sides } from "./synthetic";

/** A battle of `sides` (one INF company per counter) for the IA1 engine. */
export function syntheticBattle(sides: Sides): IaBattle {
  const units = [...sides.a.map((s, i) => inf(`a${i}`, "A", s.hex)), ...sides.b.map((t, i) => inf(`b${i}`, "B", t.hex))];
  return battle([side("A", 3, { stepsPerInitiative: 4 }), side("B", 2, { stepsPerInitiative: 4 })], units, [], { lastTurn: 50 });
}

/** Plays random commands (default answers to every decision) until the log holds at least `events` events. */
export function playLog(map: HexMap, tec: TerrainEffectsChart, start: IaBattle, events: number, seed = 3): EventLog<IaBattle, IaCommand, IaEvent> {
  const ia = iaRuleset(map, tec);
  const log = new EventLog(ia, start);
  const dice = new SeededDice(seed);
  const rnd = seeded(seed);
  const n = () => Math.floor(rnd() * (1 << 20));
  let b = start;
  while (log.events().length < events) {
    const c = randomCommand(b, map, [n(), n(), n()]);
    const r = runAnswering(ia, b, c, dice).result;
    if (r.status !== "done") continue;
    log.append(r.record);
    b = r.state;
  }
  return log;
}
