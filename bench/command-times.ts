/**
 * The commands of commands.ts timed at one size. run.ts runs each size in a process of its own: a game holds one battle,
 * and V8's inline caches, shared by battles of five sizes in one process, would see more shapes of records than any
 * game makes them see (and copy them the slow way).
 */
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { loadMap } from "../src/engine/map";
import { pg3Charts } from "../src/engine/rules/pg/data";
import { pgRuleset } from "../src/engine/rules/pg/ruleset";
import { iaRuleset } from "../src/engine/rules/ia/ruleset";
import { armyBattle } from "./army";
import { commandCases, runCase } from "./commands";
import { pgArmyBattle } from "./pg/army";
import { pgCommandCases, runPgCase } from "./pg/commands";
import { rpArmyBattle, rpCommandsMap } from "./rp/army";
import { rpCommandCases, runRpCase } from "./rp/commands";
import { rpRuleset } from "../src/engine/rules/rp/ruleset";
import { sample, type Sample } from "./measure";
import { EDITIONS } from "./sight";
import { syntheticMap } from "./synthetic";

/** The games whose commands are timed. */
type Game = "ia" | "pg" | "rp";

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

/** The same synthetic map with PG's TEC (its terrain ids are PG's too), and PG's engine. */
export function pgCommandsMap() {
  const { patches, hill } = EDITIONS[0]!;
  const map = loadMap(syntheticMap(patches.filter(([id]) => id in pg3Charts.tec.terrain), hill, 7, true), pg3Charts.tec, "synthetic map with roads and rivers (PG)");
  return { map, pg: pgRuleset(map, pg3Charts.tec) };
}

/** A game's commands timed: each case warmed, then 5 batches. */
function timed<C extends { readonly name: string; readonly note: string }>(cases: readonly C[], run: (c: C) => unknown): CommandTime[] {
  for (const c of cases) sample(() => run(c), { batches: 2, minMs: 40 });
  return cases.map((c) => ({ name: c.name, note: c.note, time: sample(() => run(c), { batches: 5, minMs: 50 }) }));
}

function timeCommands(size: number, game: Game): CommandTime[] {
  if (game === "rp") {
    const map = rpCommandsMap();
    const rp = rpRuleset(map);
    return timed(rpCommandCases(rp, map, rpArmyBattle(map, size)), (c) => runRpCase(rp, c));
  }
  if (game === "pg") {
    const { map, pg } = pgCommandsMap();
    return timed(pgCommandCases(pg, map, pgArmyBattle(map, size)), (c) => runPgCase(pg, c));
  }
  const { map, ia } = commandsMap();
  return timed(commandCases(ia, map, armyBattle(map, size)), (c) => runCase(ia, c));
}

const self = fileURLToPath(import.meta.url);

/** The times at `size` counters a side of a game's commands, measured in a child process. */
export function timeCommandsApart(size: number, game: Game = "ia"): Promise<CommandTime[]> {
  return new Promise((resolve, reject) => {
    const child = fork(self, [String(size), game]);
    child.once("message", (m) => resolve(m as CommandTime[]));
    child.once("error", reject);
    child.once("exit", (code) => code !== 0 && reject(new Error(`timing ${size} a side failed (exit ${code})`)));
  });
}

if (process.argv[1] === self && process.send) {
  const game = process.argv[3];
  process.send(timeCommands(Number(process.argv[2]), game === "pg" || game === "rp" ? game : "ia"), () => process.exit(0));
}
