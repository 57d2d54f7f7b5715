import type { DecisionRequest } from "../../engine/core/decision";
import { ScriptedDice } from "../../engine/core/dice";
import { runCommand, type CommandResult } from "../../engine/core/engine";
import type { EngineCommand, EngineEvent } from "../../engine/core/ruleset";
import { resultFor } from "../../engine/core/views";
import { DataError } from "../../engine/data/validate";
import type { RefereePorts, TableGame, TablePieces } from "./ports";
import { refusal, type Reply, type Request } from "./protocol";

type AnyPieces = TablePieces<unknown, EngineCommand, EngineEvent>;
type AnyGame = TableGame<unknown, EngineCommand, EngineEvent>;

/**
 * The referee (docs/foundry.md): on the active GM's client, it plays every request against the authoritative battle,
 * one at a time in the order they arrive, asks the deciding side's users for decisions (the GM when none is connected;
 * the default when no answer comes in time), rolls the table's dice, and after each command saves the battle to the
 * store, rewrites the public documents and posts the cards. Ruleset-neutral: a ruleset brings its `TablePieces`.
 */
export class Referee {
  private readonly games = new Map<string, { readonly game: AnyGame; readonly pieces: AnyPieces }>();
  private readonly keys = new Map<string, string>();
  private tail: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly ports: RefereePorts,
    private readonly rulesets: readonly AnyPieces[],
  ) {}

  /** Gives `user` a fresh session key, by a query to him alone; his requests carry it. */
  async admit(user: string): Promise<void> {
    for (const [key, who] of this.keys) if (who === user) this.keys.delete(key);
    const key = this.ports.secret();
    this.keys.set(key, user);
    await this.ports.ask(user, { type: "session", key }, this.ports.timeoutMs()).catch(() => undefined);
  }

  /** The user a session key was given to, if any. */
  userOf(key: string): string | undefined {
    return this.keys.get(key);
  }

  /** Plays a request of `user`'s after those already queued; the reply is what his side may know of the outcome. */
  handle(user: string, request: Request): Promise<Reply> {
    const next = this.tail.then(() => this.play(user, request));
    this.tail = next.catch(() => undefined);
    return next;
  }

  /** Puts a battle in play: stores its saved JSON (as its ruleset saves it) and writes its public documents. */
  begin(battle: string, saved: unknown): Promise<void> {
    const next = this.tail.then(async () => {
      const pieces = this.rulesets.find((r) => r.id === (saved as { ruleset?: unknown } | null)?.ruleset);
      if (!pieces) throw new Error(`no ruleset plays the battle "${battle}"`);
      const game = pieces.load(battle, saved);
      await this.ports.write(battle, pieces.save(game));
      this.games.set(battle, { game, pieces });
      await this.ports.project(battle, pieces.project(game));
    });
    this.tail = next.catch(() => undefined);
    return next;
  }

  /** Picks up a command a reload interrupted while it waited on a decision: the decision is asked again. */
  resume(battle: string): Promise<Reply | null> {
    const next = this.tail.then(async () => {
      const { game, pieces } = await this.open(battle);
      if (!game.pending) return null;
      const { command, answers, tape } = game.pending;
      return this.reply(game, pieces, game.state, await this.run(game, pieces, command, answers, tape), command.side);
    });
    this.tail = next.catch(() => undefined);
    return next;
  }

  private async play(user: string, request: Request): Promise<Reply> {
    const known = await this.open(request.battle).catch(() => null);
    if (!known) return refusal("referee.no-battle", `there is no battle "${request.battle}"`);
    const { game, pieces } = known;
    const gm = this.ports.connected().find((u) => u.id === user)?.isGM ?? false;
    const sides = gm ? game.sides : this.ports.sidesOf(user).filter((s) => game.sides.includes(s));
    const side = "side" in request && request.side !== undefined ? (sides.includes(request.side) ? request.side : null) : sides.length === 1 ? sides[0]! : null;
    switch (request.kind) {
      case "view":
        return side === null ? refusal("referee.no-side", "you play no side of this battle") : { ok: true, result: pieces.view(game, side) };
      case "undo":
        return this.undo(game, pieces, gm, sides);
      case "command": {
        if (side === null) return refusal("referee.no-side", sides.length ? "name the side this command is for" : "you play no side of this battle");
        if (game.pending) return refusal("referee.pending", "a command is waiting on a decision: it is answered first");
        let command: EngineCommand;
        try {
          command = pieces.command(game, request.command, side);
        } catch (e) {
          if (e instanceof DataError) return refusal("referee.bad-command", e.message);
          throw e;
        }
        if (!gm && !(await this.ports.consent(user, game.id, side, request.command)))
          return refusal("referee.not-allowed", "the GM did not allow this command (no answer in time counts as no)");
        const before = game.state;
        return this.reply(game, pieces, before, await this.run(game, pieces, command, {}, []), side);
      }
    }
  }

  /** Runs a command to its end with the table's dice and the sides' answers, saving it while it waits on one. */
  private async run(game: AnyGame, pieces: AnyPieces, command: EngineCommand, answers: Readonly<Record<string, unknown>>, tape: readonly number[]) {
    let given = answers;
    let drawn = tape;
    for (;;) {
      const r = runCommand(game.ruleset, game.state, command, new ScriptedDice([]), given, drawn);
      if (r.status === "dice") {
        drawn = [...r.resume.tape, ...(await this.ports.roll(r.need.count, r.need.sides, r.need.purpose))];
        continue;
      }
      if (r.status === "decision") {
        game.pending = { command, answers: given, tape: r.resume.tape, request: r.request };
        await this.ports.write(game.id, pieces.save(game));
        given = { ...given, [r.request.id]: await this.decide(game, pieces, r.request) };
        drawn = r.resume.tape;
        continue;
      }
      game.pending = null;
      if (r.status === "done") {
        const before = game.state;
        game.log.append(r.record);
        game.state = r.state;
        await this.ports.write(game.id, pieces.save(game));
        await this.ports.project(game.id, pieces.project(game));
        await this.ports.post(game.id, pieces.cards(game, before, r.record));
      } else await this.ports.write(game.id, pieces.save(game));
      return r;
    }
  }

  /**
   * Asks a connected user of the deciding side (the GM, on his own client, when the side has none) and waits for the
   * prompt timeout; no answer, or one that is not an option, and the decision's default applies.
   */
  private async decide(game: AnyGame, pieces: AnyPieces, request: DecisionRequest): Promise<unknown> {
    const timeoutMs = this.ports.timeoutMs();
    const player = this.ports.connected().find((u) => !u.isGM && this.ports.sidesOf(u.id).includes(request.side));
    const asked = player?.id ?? this.ports.self;
    const reply = await this.ports.ask(asked, { type: "decide", battle: game.id, request: pieces.decision(game, request), timeoutMs }, timeoutMs).catch(() => null);
    // The user's client replies { answer } (an option may be null: "no leader helps") or null for no answer.
    if (typeof reply !== "object" || reply === null || !("answer" in reply)) return request.default;
    const read = pieces.answer(game, request, reply.answer);
    return read === null ? request.default : read.answer;
  }

  private reply(game: AnyGame, pieces: AnyPieces, before: unknown, r: CommandResult<unknown, EngineCommand, EngineEvent>, side: string): Reply {
    return { ok: true, result: pieces.result(game, resultFor(game.ruleset, before, r, side)) };
  }

  /** Takes back the last command where the engine allows it: a GM, or a player of the side that gave it. */
  private async undo(game: AnyGame, pieces: AnyPieces, gm: boolean, sides: readonly string[]): Promise<Reply> {
    const last = game.log.entries.at(-1);
    if (!last) return refusal("referee.nothing-to-undo", "no command has been carried out");
    if (!gm && !sides.includes(last.command.side)) return refusal("referee.not-your-command", "only the side that gave a command, or a GM, takes it back");
    if (game.pending || !game.log.canUndo())
      return refusal("referee.cannot-undo", "the last command rolled a die, revealed something or had another side decide: it stands");
    game.state = game.log.undo()!;
    await this.ports.write(game.id, pieces.save(game));
    await this.ports.project(game.id, pieces.project(game));
    await this.ports.post(game.id, [{ kind: "undone", data: { command: last.command.type, side: last.command.side }, rolls: [] }]);
    return { ok: true, result: { undone: last.command.type } };
  }

  /** A battle from the cache, or read from the store by the ruleset it names. */
  private async open(battle: string): Promise<{ readonly game: AnyGame; readonly pieces: AnyPieces }> {
    const cached = this.games.get(battle);
    if (cached) return cached;
    const saved = (await this.ports.read(battle)) as { ruleset?: unknown } | undefined;
    const pieces = this.rulesets.find((r) => r.id === saved?.ruleset);
    if (!saved || !pieces) throw new Error(`no battle "${battle}"`);
    const opened = { game: pieces.load(battle, saved), pieces };
    this.games.set(battle, opened);
    return opened;
  }
}
