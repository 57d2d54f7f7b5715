/**
 * The referee at the table (src/foundry/referee/referee.ts), without Foundry: what the GM's client does for one hex of
 * a dragged move (`run` and `publish` of one command of `movePath`, and the fog's spotted sets of both sides), and the
 * ruler's preview per mouse move. Run by referee-apart.ts in a process of its own.
 */
import { ScriptedDice } from "../src/engine/core/dice";
import { runCommand } from "../src/engine/core/engine";
import { EventLog } from "../src/engine/core/event-log";
import type { IaCommand } from "../src/engine/rules/ia/ruleset";
import type { IaBattle } from "../src/engine/rules/ia/state";
import { resultFor } from "../src/engine/core/views";
import type { Projection } from "../src/foundry/referee/ports";
import { notePublic } from "../src/foundry/referee/public-undo";
import { iaTablePieces as pieces, type IaTableGame } from "../src/foundry/rulesets/ia/table-pieces";
import { armyBattle } from "./army";
import { commandsMap } from "./command-times";
import { commandCases, runCase, type CommandCase } from "./commands";
import { sample, sampleEach, seeded } from "./measure";
import { previewCase } from "./queries";
import type { RefereeFigures } from "./referee-apart";

const { map, tec, ia } = commandsMap();
const SIDES = ["A", "B"];

/** A battle at the table in `state`, its log holding no command yet, as the referee keeps it. */
const tableGame = (state: IaBattle): IaTableGame => ({ id: "bench", ruleset: ia, log: new EventLog(ia, state), sides: SIDES, state, pending: null, map, tec, stored: { ruleset: "infantry-attacks", actors: {} } });

/**
 * What the projection writer (referee/projection-writer.ts) would change from the documents `shown` to `next`: tokens
 * created, moved or restated (face, steps), deleted; status effects toggled; marker tokens; the Combat's system data.
 */
function documentUpdates(shown: Projection, next: Projection): string[] {
  const was = new Map(shown.pieces.map((p) => [p.piece, p]));
  const updates: string[] = [];
  for (const p of next.pieces) {
    const old = was.get(p.piece);
    was.delete(p.piece);
    if (!old) updates.push(`create ${p.piece}`);
    else {
      if (old.hex[0] !== p.hex[0] || old.hex[1] !== p.hex[1]) updates.push(`move ${p.piece}`);
      if (old.face !== p.face || JSON.stringify(old.steps) !== JSON.stringify(p.steps)) updates.push(`restate ${p.piece}`);
      for (const s of p.statuses) if (!old.statuses.includes(s)) updates.push(`${s} on ${p.piece}`);
      for (const s of old.statuses) if (!p.statuses.includes(s)) updates.push(`${s} off ${p.piece}`);
    }
  }
  for (const piece of was.keys()) updates.push(`delete ${piece}`);
  const markers = (p: Projection) => new Set(p.markers.map((m) => `${m.kind}@${m.hex.join()}`));
  const [before, after] = [markers(shown), markers(next)];
  for (const m of after) if (!before.has(m)) updates.push(`marker ${m}`);
  for (const m of before) if (!after.has(m)) updates.push(`no marker ${m}`);
  if (JSON.stringify(shown.combat) !== JSON.stringify(next.combat)) updates.push("combat");
  return updates;
}

/** The store write: the saved battle as the document's JSON. */
const store = (game: IaTableGame) => JSON.stringify(pieces.save(game)).length;

/**
 * One hex of a dragged move as the referee plays it: the command run until done (the table's dice rolled as asked; at
 * a decision the battle saved, the request written for the wire, its default taken), then committed, saved, projected
 * and diffed against the documents `shown`, its cards and the mover's reply written; then both sides' fog.
 */
function hexMoved(game: IaTableGame, command: IaCommand, shown: Projection, die: () => number) {
  let answers: Record<string, unknown> = {};
  let tape: readonly number[] = [];
  let writes = 0;
  for (;;) {
    const r = runCommand(ia, game.state, command, new ScriptedDice([]), answers, tape);
    if (r.status === "dice") {
      tape = [...r.resume.tape, ...Array.from({ length: r.need.count }, () => 1 + Math.floor(die() * r.need.sides))];
      continue;
    }
    if (r.status === "decision") {
      game.pending = { command, answers, tape: r.resume.tape, request: r.request };
      store(game);
      writes++;
      pieces.decision(game, r.request);
      answers = { ...answers, [r.request.id]: r.request.default };
      tape = r.resume.tape;
      continue;
    }
    if (r.status !== "done") throw new Error("bench set-up: the move was refused");
    game.pending = null;
    const before = game.state;
    game.log.append(r.record);
    game.state = r.state;
    const seen = notePublic(game, before, r.record);
    store(game);
    const updates = documentUpdates(shown, pieces.project(game));
    if (seen) pieces.cards(game, before, r.record);
    pieces.result(game, resultFor(ia, before, r, "A"));
    pieces.movingOn(game, command);
    for (const side of SIDES) pieces.sight(game, side);
    return { updates, writes: writes + 1 };
  }
}

/** A fresh table before the move, its fog's spotted sets kept for it and its documents as they stand. */
function before(c: CommandCase) {
  const game = tableGame(c.state);
  for (const side of SIDES) pieces.sight(game, side);
  return { game, shown: pieces.project(game) };
}

function timeHex(c: CommandCase): RefereeFigures["hexes"][number] {
  const { game: done, shown } = before(c);
  const { updates, writes } = hexMoved(done, c.command, shown, seeded(c.seed));
  const whole = sampleEach(() => before(c), ({ game, shown }) => void hexMoved(game, c.command, shown, seeded(c.seed)), { batches: 5, minMs: 50 });
  const moved = done.state;
  const spotted = sampleEach(
    () => before(c).game,
    (game) => {
      game.state = moved;
      for (const side of SIDES) pieces.sight(game, side);
    },
    { batches: 5, minMs: 50 },
  );
  return {
    name: c.name,
    whole,
    engine: sample(() => void runCase(ia, c), { batches: 5, minMs: 50 }),
    spotted,
    store: sample(() => void store(done), { batches: 5, minMs: 50 }),
    documents: sample(() => void documentUpdates(shown, pieces.project(done)), { batches: 5, minMs: 50 }),
    writes,
    updates: updates.join(", "),
  };
}

function timeReferee(size: number): RefereeFigures {
  const cases = commandCases(ia, map, armyBattle(map, size));
  const hexes = ["move, no window", "move, window (B passes)"].map((name) => timeHex(cases.find((c) => c.name === name)!));
  const { state, unit, path } = previewCase(ia, map, tec, cases.find((c) => c.name === "pass")!.state);
  const game = tableGame(state);
  const offsets = path.map((h): [number, number] => [map.offsetAt(h).col, map.offsetAt(h).row]);
  const preview = offsets.map((_, k) => sample(() => void pieces.preview(game, "A", unit, offsets.slice(0, k + 1), []), { batches: 5, minMs: 50 }));
  return { hexes, preview };
}

if (process.send) process.send(timeReferee(Number(process.argv[2])), () => process.exit(0));
