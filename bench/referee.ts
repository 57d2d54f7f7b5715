/**
 * The referee at the table (src/foundry/referee/referee.ts), without Foundry: a player's one-hex move as the GM's client
 * plays it — the request through the referee's queue, the engine, the decision answered by its default, the store's
 * entry sealed with WebCrypto and written (sealed-journal.ts, its pages kept in memory), the projection diffed against
 * the documents it would change, the cards — then both sides' fog (`sight`), as their clients ask after every change;
 * early in a game and late (after a long log), with the bytes each command writes. And the ruler's preview per mouse
 * move. Run by referee-apart.ts in a process of its own.
 */
import { SeededDice } from "../src/engine/core/dice";
import { runAnswering } from "../src/engine/core/engine";
import { EventLog } from "../src/engine/core/event-log";
import { encodeOnMap } from "../src/engine/map";
import { IaCommandSchema } from "../src/engine/rules/ia/commands/schema";
import type { IaCommand } from "../src/engine/rules/ia/ruleset";
import { saveGame } from "../src/engine/rules/ia/saved-game";
import type { IaBattle } from "../src/engine/rules/ia/state";
import type { EngineCommand, EngineEvent } from "../src/engine/core/ruleset";
import type { JournalEntry, Snapshot } from "../src/foundry/referee/journal";
import type { Projection, RefereePorts, TablePieces } from "../src/foundry/referee/ports";
import { Referee } from "../src/foundry/referee/referee";
import { newStoreKey, type StoreKey } from "../src/foundry/referee/sealed";
import { SealedJournal, type HeldBack, type PageSink, type StoredPage } from "../src/foundry/referee/sealed-journal";
import { iaTablePieces as pieces } from "../src/foundry/rulesets/ia/table-pieces";
import { randomCommand } from "../src/engine/rules/ia/bot/random-commands";
import { armyBattle } from "./army";
import { commandsMap } from "./command-times";
import { commandCases, runCase, type CommandCase } from "./commands";
import { sample, sampleAsync, seeded } from "./measure";
import { previewCase } from "./queries";
import type { RefereeFigures } from "./referee-apart";

const { map, tec, ia } = commandsMap();
const BATTLE = "bench";
const USERS = { a: ["A"], b: ["B"] } as Record<string, string[]>;
const RULESETS = [pieces as unknown as TablePieces<unknown, EngineCommand, EngineEvent>];

/** Pages kept in memory, as the compendium keeps them (store.ts). */
class MemorySink implements PageSink {
  constructor(private kept: StoredPage[] = []) {}
  pages = () => this.kept;
  async write(_battle: string, page: Omit<StoredPage, "id">): Promise<void> {
    this.kept = [...this.kept, { ...page, id: String(page.seq) }];
  }
  async remove(_battle: string, ids: readonly string[]): Promise<void> {
    this.kept = this.kept.filter((p) => !ids.includes(p.id));
  }
}

/**
 * What the documents would change from `shown` to `next` (projection-writer.ts writes only those): a piece whose
 * projection is the same object as shown is unchanged (table pieces make it once per piece record), else compared.
 */
function documentUpdates(shown: Projection, next: Projection): number {
  const was = new Map(shown.pieces.map((p) => [p.piece, p]));
  let updates = 0;
  for (const p of next.pieces) {
    const old = was.get(p.piece);
    if (old !== p && JSON.stringify(old) !== JSON.stringify(p)) updates++;
  }
  if (JSON.stringify(shown.combat) !== JSON.stringify(next.combat)) updates++;
  return updates + Math.abs(shown.markers.length - next.markers.length);
}

/** The referee's ports with the store in memory: decisions answered by their default, dice from a seed. */
function memoryPorts(key: StoreKey, sink: MemorySink, shown: Projection, seed: number) {
  let held: HeldBack | undefined;
  const journal = new SealedJournal(key, sink, { get: () => held, set: async (_b, h) => void (held = h ?? undefined), dropped: () => undefined });
  const die = seeded(seed);
  const written: number[] = [];
  let documents = 0;
  const ports: RefereePorts = {
    read: (battle) => journal.read(battle),
    snapshot: async (battle, snapshot: Snapshot) => {
      const bytes = await journal.snapshot(battle, snapshot);
      written.push(bytes);
      return bytes;
    },
    append: async (battle, entry: JournalEntry, visible: boolean) => {
      const bytes = await journal.append(battle, entry, visible);
      written.push(bytes);
      return bytes;
    },
    connected: () => [{ id: "gm", isGM: true }, ...Object.keys(USERS).map((id) => ({ id, isGM: false }))],
    sidesOf: (user) => USERS[user] ?? [],
    placement: () => null,
    ask: async () => null,
    consent: async () => true,
    roll: async (count, sides) => Array.from({ length: count }, () => 1 + Math.floor(die() * sides)),
    project: async (_battle, projection) => {
      documents = documentUpdates(shown, projection);
    },
    inPlay: () => true,
    post: async () => undefined,
    self: "gm",
    timeoutMs: () => 1000,
    secret: () => crypto.randomUUID(),
  };
  return { ports, written, documents: () => documents };
}

/** The records of a case's way from its start to its state, after `before` (the game so far). */
function recordsOf(c: CommandCase, start: IaBattle, before: EventLog<IaBattle, IaCommand, never>["entries"]) {
  const records = [...before];
  let state = start;
  for (const { command, seed } of c.path ?? []) {
    const r = runAnswering(ia, state, command, new SeededDice(seed)).result;
    if (r.status !== "done") throw new Error(`bench set-up: ${command.type} did not run`);
    records.push(r.record as never);
    state = r.state;
  }
  return records;
}

/** A late game: random play from `start` (the bot, default answers) until at least `commands` are logged and a turn begins. */
function lateGame(start: IaBattle, commands: number) {
  const log = new EventLog(ia, start);
  const dice = new SeededDice(7);
  const rnd = seeded(7);
  const n = () => Math.floor(rnd() * (1 << 20));
  let state = start;
  for (let tries = 0; log.entries.length < commands || state.phase !== "initiative"; tries++) {
    if (tries > 50 * commands) throw new Error("bench set-up: the late game never reached a new turn");
    const r = runAnswering(ia, state, randomCommand(state, map, [n(), n(), n()]), dice).result;
    if (r.status !== "done") continue;
    log.append(r.record);
    state = r.state;
  }
  return { state, records: log.entries };
}

async function timeMoves(size: number, late: number): Promise<RefereeFigures["moves"]> {
  const army = armyBattle(map, size);
  const { state: start, records: before } = late ? lateGame(army, late) : { state: army, records: [] };
  const key = await newStoreKey();
  const cases = commandCases(ia, map, start).filter((c) => c.name.startsWith("move"));
  const figures: RefereeFigures["moves"][number][] = [];
  for (const c of cases) {
    const log = new EventLog(ia, army, recordsOf(c, start, before as never));
    const stored = { ruleset: "infantry-attacks", game: saveGame({ map, tec, log, pending: null }), actors: {} };
    const template = new MemorySink();
    const snapshotBytes = await new SealedJournal(key, template, { get: () => undefined, set: async () => undefined, dropped: () => undefined }).snapshot(BATTLE, { game: stored, capabilities: {} });
    const shown = pieces.project(pieces.load(BATTLE, stored));
    const request = { kind: "command", battle: BATTLE, command: encodeOnMap(map, IaCommandSchema, c.command) } as const;
    /** A referee with the battle open, its documents written and both sides' fog asked, as at the table before the move. */
    const prepare = async () => {
      const table = memoryPorts(key, new MemorySink(template.pages()), shown, c.seed);
      const referee = new Referee(table.ports, RULESETS);
      await referee.reassert(BATTLE);
      for (const user of ["a", "b"]) await referee.handle(user, { kind: "sight", battle: BATTLE });
      return { referee, table };
    };
    const move = async ({ referee }: Awaited<ReturnType<typeof prepare>>) => {
      const reply = await referee.handle("a", request);
      if (!reply.ok || (reply.result as { status: string }).status !== "done") throw new Error(`bench: the move was not carried out (${JSON.stringify(reply)})`);
      for (const user of ["a", "b"]) await referee.handle(user, { kind: "sight", battle: BATTLE });
    };
    const once = await prepare();
    await move(once);
    figures.push({
      name: c.name,
      commands: log.entries.length,
      whole: await sampleAsync(prepare, move, { batches: 5, minMs: 50 }),
      engine: sample(() => void runCase(ia, c), { batches: 5, minMs: 50 }),
      bytes: once.table.written.reduce((a, b) => a + b, 0),
      pages: once.table.written.filter((b) => b > 0).length,
      snapshot: snapshotBytes,
      documents: once.table.documents(),
    });
  }
  return figures;
}

async function timeReferee(size: number, late: number): Promise<RefereeFigures> {
  const moves = [...(await timeMoves(size, 0)), ...(await timeMoves(size, late))];
  const { state, unit, path } = previewCase(ia, map, tec, commandCases(ia, map, armyBattle(map, size)).find((c) => c.name === "pass")!.state);
  const game = pieces.load(BATTLE, { ruleset: "infantry-attacks", game: saveGame({ map, tec, log: new EventLog(ia, state), pending: null }), actors: {} });
  const offsets = path.map((h): [number, number] => [map.offsetAt(h).col, map.offsetAt(h).row]);
  const preview = offsets.map((_, k) => sample(() => void pieces.preview(game, "A", [unit], offsets.slice(0, k + 1)), { batches: 5, minMs: 50 }));
  return { moves, preview };
}

if (process.send) {
  const figures = await timeReferee(Number(process.argv[2]), Number(process.argv[3]));
  process.send(figures, () => process.exit(0));
}
