/**
 * The commands of commands.ts timed at one size. run.ts runs each size in a process of its own: a game holds one battle,
 * and V8's inline caches, shared by battles of five sizes in one process, would see more shapes of records than any
 * game makes them see (and copy them the slow way).
 */
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { loadMap } from "../src/engine/map";
import { iaRuleset } from "../src/engine/rules/ia/ruleset";
import { armyBattle } from "./army";
import { commandCases, runCase } from "./commands";
import { sample, type Sample } from "./measure";
import { EDITIONS } from "./sight";
import { syntheticMap } from "./synthetic";

export interface CommandTime {
  readonly name: string;
  readonly note: string;
  readonly time: Sample;
}

/** The synthetic IA1 map with roads and rivers, and its engine. */
export function commandsMap() {
  const { tec, patches, hill } = EDITIONS[0]!;
  const map = loadMap(syntheticMap(patches, hill, 7, true), tec, "synthetic map with roads and rivers");
  return { map, tec, ia: iaRuleset(map, tec) };
}

function timeCommands(size: number): CommandTime[] {
  const { map, ia } = commandsMap();
  const cases = commandCases(ia, map, armyBattle(map, size));
  for (const c of cases) sample(() => runCase(ia, c), { batches: 2, minMs: 40 });
  return cases.map((c) => ({ name: c.name, note: c.note, time: sample(() => runCase(ia, c), { batches: 5, minMs: 50 }) }));
}

const self = fileURLToPath(import.meta.url);

/** The times at `size` counters a side, measured in a child process. */
export function timeCommandsApart(size: number): Promise<CommandTime[]> {
  return new Promise((resolve, reject) => {
    const child = fork(self, [String(size)]);
    child.once("message", (m) => resolve(m as CommandTime[]));
    child.once("error", reject);
    child.once("exit", (code) => code !== 0 && reject(new Error(`timing ${size} a side failed (exit ${code})`)));
  });
}

if (process.argv[1] === self && process.send) {
  process.send(timeCommands(Number(process.argv[2])), () => process.exit(0));
}
