import { SeededDice } from "../src/engine/core/dice";
import { runCommand } from "../src/engine/core/engine";
import { EventLog } from "../src/engine/core/event-log";
import type { HexMap } from "../src/engine/map";
import { randomCommand } from "../src/engine/rules/ia/bot/random-commands";
import { ia1Daylight } from "../src/engine/rules/ia/los";
import { iaRuleset, type IaCommand } from "../src/engine/rules/ia/ruleset";
import type { IaEvent } from "../src/engine/rules/ia/events";
import type { IaBattle, IaUnit } from "../src/engine/rules/ia/state";
import type { TerrainEffectsChart } from "../src/engine/data/schemas/tec";
import { seeded } from "./measure";
import type { Sides } from "./synthetic";

/** A battle of `sides` (one INF company per counter) for the IA1 engine. */
export function syntheticBattle(sides: Sides): IaBattle {
  const unit = (id: string, side: string, hex: number): IaUnit => ({
    id,
    side,
    name: id,
    kind: "INF",
    company: true,
    steps: 2,
    maxSteps: 2,
    full: { direct: 5, bombardment: 0, range: 4, movement: 4 },
    reduced: { direct: 3, bombardment: 0, range: 4, movement: 4 },
    hex,
    status: "good",
    movedFired: false,
    oppFire: false,
    spotted: false,
    hidden: false,
    limbered: false,
    mounted: false,
    carrying: null,
    carriedBy: null,
    entrenched: false,
  });
  const units = [...sides.a.map((s, i) => unit(`a${i}`, "A", s.hex)), ...sides.b.map((t, i) => unit(`b${i}`, "B", t.hex))];
  return {
    ruleset: "infantry-attacks",
    edition: "IA1",
    turn: 1,
    lastTurn: 50,
    phase: "initiative",
    sides: [
      { id: "A", name: "A", initiative: 3, stepsPerInitiative: 4, stepsLost: 0, morale: { full: 8, reduced: 7 } },
      { id: "B", name: "B", initiative: 2, stepsPerInitiative: 4, stepsLost: 0, morale: { full: 8, reduced: 7 } },
    ],
    initiative: null,
    impulses: null,
    activation: null,
    units: Object.fromEntries(units.map((u) => [u.id, u])),
    leaders: {},
    eliminated: [],
    visibility: ia1Daylight(),
    smoke: [],
    control: {},
  };
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
    let r = runCommand(ia, b, c, dice);
    for (let answers: Record<string, unknown> = {}; r.status === "decision"; ) {
      answers = { ...answers, [r.request.id]: r.request.default };
      r = runCommand(ia, b, c, dice, answers, r.resume.tape);
    }
    if (r.status !== "done") continue;
    log.append(r.record);
    b = r.state;
  }
  return log;
}
