import { SeededDice } from "../src/engine/core/dice";
import { runAnswering } from "../src/engine/core/engine";
import { EventLog } from "../src/engine/core/event-log";
import type { HexMap } from "../src/engine/map";
import { randomCommand } from "../src/engine/rules/ia/bot/random-commands";
import type { IaCommand } from "../src/engine/rules/ia/ruleset";
import type { IaEvent } from "../src/engine/rules/ia/events";
import type { IaBattle } from "../src/engine/rules/ia/state";
import type { Ia } from "./commands";
import { seeded } from "./measure";

/** Plays random commands (default answers to every decision) until the log holds at least `events` events. */
export function playLog(ia: Ia, map: HexMap, start: IaBattle, events: number, seed = 3): EventLog<IaBattle, IaCommand, IaEvent> {
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
