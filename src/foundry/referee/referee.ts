import type { DecisionRequest } from "../../engine/core/decision";
import { ScriptedDice } from "../../engine/core/dice";
import { runCommand, type CommandResult } from "../../engine/core/engine";
import { applyRecord } from "../../engine/core/event-log";
import type { EngineCommand, EngineEvent } from "../../engine/core/ruleset";
import { resultFor } from "../../engine/core/views";
import { DataError } from "../../engine/data/validate";
import type { CapabilityBattle, TableCapability } from "./capability";
import { batchAnswers, batchFrom } from "./decision-batch";
import { snapshotDue, type JournalBytes, type JournalEntry, type Snapshot } from "./journal";
import { emptyLayer } from "./layer-json";
import type { Card, RefereePorts, TableGame, TablePieces } from "./ports";
import { isCoreRequest, moversOf, refusal, type CapabilityRequestJson, type CoreRequest, type Reply, type Request } from "./protocol";
import { isPublic, notePublic } from "./public-undo";

type AnyPieces = TablePieces<unknown, EngineCommand, EngineEvent>;
type AnyGame = TableGame<unknown, EngineCommand, EngineEvent>;
type AnyResult = CommandResult<unknown, EngineCommand, EngineEvent>;
type AnyCapability = TableCapability<unknown, AnyGame, EngineCommand>;

/**
 * The referee (docs/foundry.md): on the active GM's client, it plays every request against the authoritative battle,
 * one at a time in the order they arrive, asks the deciding side's users for decisions (the GM when none is connected;
 * the default when no answer comes in time), rolls the table's dice, and after each command saves the battle to the
 * store, rewrites the public documents and posts the cards. Ruleset-neutral: a ruleset brings its `TablePieces`, and
 * with them its capabilities (capability.ts), whose requests it routes to them, whose say it asks on every command and
 * decision, and whose records it keeps with the battle.
 */
export class Referee {
  private readonly games = new Map<string, { readonly game: AnyGame; readonly pieces: AnyPieces }>();
  private readonly keys = new Map<string, string>();
  /** Session keys on their way, by user: whether his client took it. */
  private readonly sending = new Map<string, Promise<boolean>>();
  private tail: Promise<unknown> = Promise.resolve();
  /** Battles whose documents are to be written again (reassert), not yet begun: one rewrite serves every move seen meanwhile. */
  private readonly reasserting = new Set<string>();
  private stopped = false;
  /**
   * Each battle's capability records, by capability id: kept with the battle in the store (read when the battle is
   * opened, written when they change), never a document.
   */
  private readonly records = new Map<string, Map<string, unknown>>();
  /** What the store holds of each battle open here: its last snapshot's bytes and those of the entries since (journal.ts). */
  private readonly journals = new Map<string, JournalBytes>();

  constructor(
    private readonly ports: RefereePorts,
    private readonly rulesets: readonly AnyPieces[],
  ) {}

  /** Gives `user` a fresh session key, by a query to him alone; his requests carry it. True when his client took it. */
  admit(user: string): Promise<boolean> {
    for (const [key, who] of this.keys) if (who === user) this.keys.delete(key);
    const key = this.ports.secret();
    this.keys.set(key, user);
    const sent = this.ports.ask(user, { type: "session", key }, this.ports.timeoutMs()).then(
      (taken) => taken === true,
      () => false,
    );
    this.sending.set(user, sent);
    void sent.finally(() => this.sending.get(user) === sent && this.sending.delete(user));
    return sent;
  }

  /**
   * A client says it holds no key the referee knows (it was loading when its key came, or another client slipped it a
   * key): a key on its way to that user that his client takes will do; else he gets a fresh one. Anyone may say so for
   * anyone: the worst it does is give that user a new key, sent to him alone.
   */
  async rekey(user: string): Promise<void> {
    if (user === this.ports.self || !this.ports.connected().some((u) => u.id === user)) return;
    const sending = this.sending.get(user);
    if (sending && (await sending)) return;
    await this.admit(user);
  }

  /** The user a session key was given to, if any. */
  userOf(key: string): string | undefined {
    return this.keys.get(key);
  }

  /** This client stopped being the active GM: queued work is dropped, nothing more is written. */
  stop(): void {
    this.stopped = true;
    this.keys.clear();
  }

  /** Plays a request of `user`'s after those already queued; the reply is what his side may know of the outcome. */
  handle(user: string, request: Request): Promise<Reply> {
    return this.queue(() => (this.stopped ? refusal("referee.not-referee") : this.play(user, request)));
  }

  /** Puts a battle in play: stores its saved JSON (as its ruleset saves it) and writes its public documents. */
  begin(battle: string, saved: unknown): Promise<void> {
    return this.queue(async () => {
      if (this.stopped) throw new Error(`the referee stopped before the battle "${battle}" began`);
      const pieces = this.rulesets.find((r) => r.id === (saved as { ruleset?: unknown } | null)?.ruleset);
      if (!pieces) throw new Error(`no ruleset plays the battle "${battle}"`);
      const game = pieces.load(battle, saved);
      // A battle begun afresh under an id used before keeps none of its records.
      this.records.set(battle, new Map((pieces.capabilities ?? []).map((c) => [c.id, c.record.empty()])));
      await this.snapshot(game, pieces);
      this.games.set(battle, { game, pieces });
      await this.ports.project(battle, pieces.project(game));
    });
  }

  /** Picks up a command a reload interrupted while it waited on a decision (a battle still in play): it is asked again. */
  resume(battle: string): Promise<void> {
    return this.queue(async () => {
      if (this.stopped || !this.ports.inPlay(battle)) return;
      const { game, pieces } = await this.open(battle);
      if (!game.pending) return;
      const { command, answers, tape } = game.pending;
      await this.run(game, pieces, command, answers, tape);
    });
  }

  /** Runs `work` after everything queued before it. */
  private queue<T>(work: () => T | Promise<T>): Promise<T> {
    const next = this.tail.then(work);
    this.tail = next.catch(() => undefined);
    return next;
  }

  private async play(user: string, request: Request): Promise<Reply> {
    const known = await this.open(request.battle).catch(() => null);
    if (!known) return refusal("referee.no-battle");
    // A battle whose Combat is gone is over: nobody plays it or reads it any more.
    if (!this.ports.inPlay(request.battle)) return refusal("referee.not-in-play");
    const { game, pieces } = known;
    const gm = this.ports.connected().find((u) => u.id === user)?.isGM ?? false;
    const sides = gm ? game.sides : this.ports.sidesOf(user).filter((s) => game.sides.includes(s));
    const named = "side" in request && typeof request.side === "string" ? request.side : undefined;
    const side = named !== undefined ? (sides.includes(named) ? named : null) : sides.length === 1 ? sides[0]! : null;
    if (!isCoreRequest(request)) return this.capabilityRequest(game, pieces, user, gm, side, request);
    switch (request.kind) {
      case "view":
        return side === null ? refusal("referee.no-side") : { ok: true, result: pieces.view(game, side) };
      case "layer":
        return side === null ? refusal("referee.no-side") : { ok: true, result: pieces.privateLayer?.(game, side) ?? emptyLayer };
      case "sight":
      case "los":
      case "preview":
        return side === null ? refusal("referee.no-side") : this.canvasQuery(game, pieces, side, request);
      case "actions": {
        // A GM asks for any side's piece: the side is the one whose piece it is.
        const asked = side ?? (gm && request.side === undefined ? (game.sides.find((s) => pieces.owns(game, s, request.piece)) ?? null) : null);
        return asked === null ? refusal("referee.no-side") : { ok: true, result: { side: asked, actions: pieces.actions(game, asked, request.piece) } };
      }
      case "undo":
        return this.undo(game, pieces, gm, sides);
      case "move-path": {
        // A GM drags any side's pieces: the side is the one whose pieces they are (the first whose path it reads as).
        const deciding = side !== null ? [side] : gm && request.side === undefined ? game.sides : [];
        if (!deciding.length) return refusal("referee.no-side");
        if (game.pending) return refusal("referee.pending");
        const movers = moversOf(request);
        let planned: { readonly side: string; readonly paths: readonly (readonly EngineCommand[])[] } | DataError | null = null;
        for (const s of deciding) {
          try {
            planned = { side: s, paths: pieces.groupPaths?.(game, s, movers, request.path) ?? [pieces.pathCommands(game, s, movers, request.path)] };
            break;
          } catch (e) {
            if (!(e instanceof DataError)) throw e;
            planned ??= e;
          }
        }
        if (planned instanceof DataError || planned === null) return refusal("referee.bad-command", { paths: planned?.issues.map((i) => i.path).join(", ") ?? "$" });
        const vetoed = this.vet(game, pieces, user, gm, planned.side, planned.paths.flat());
        if (vetoed) return vetoed;
        // The GM allows the whole drag at once, shown as a move along its path.
        const asked = { type: "move", movers, path: request.path };
        if (!gm && !(await this.ports.consent(user, game.id, planned.side, asked))) return refusal("referee.not-allowed");
        return this.movePath(game, pieces, planned.paths, planned.side);
      }
      case "command": {
        if (side === null) return refusal("referee.no-side");
        if (game.pending) return refusal("referee.pending");
        let command: EngineCommand;
        try {
          command = pieces.command(game, request.command, side);
        } catch (e) {
          if (e instanceof DataError) return refusal("referee.bad-command", { paths: e.issues.map((i) => i.path).join(", ") });
          throw e;
        }
        const vetoed = this.vet(game, pieces, user, gm, side, [command]);
        if (vetoed) return vetoed;
        if (!gm && !(await this.ports.consent(user, game.id, side, request.command))) return refusal("referee.not-allowed");
        const before = game.state;
        const r = await this.run(game, pieces, command, {}, []);
        return this.reply(game, pieces, before, r, side);
      }
    }
  }

  /** The battle as `capability` sees it: the game, its record, the battle's placement. */
  private battleFor(game: AnyGame, capability: AnyCapability): CapabilityBattle<unknown, AnyGame> {
    return { game, record: this.records.get(game.id)?.get(capability.id), placement: this.ports.placement(game.id) };
  }

  /** Each capability's say on commands about to run, before the GM's consent and any die: the first refusal, or null. */
  private vet(game: AnyGame, pieces: AnyPieces, user: string, gm: boolean, side: string, commands: readonly EngineCommand[]): Reply | null {
    for (const c of pieces.capabilities ?? []) {
      const refused = c.vet?.({ ...this.battleFor(game, c), user, gm, side }, commands);
      if (refused) return refused;
    }
    return null;
  }

  /**
   * A request of a capability's kind, played for the asker's side by the capability that serves it, once its shape is
   * checked; a change of its record is kept in the store (held back: no other side sees it) before it is in force.
   */
  private async capabilityRequest(game: AnyGame, pieces: AnyPieces, user: string, gm: boolean, side: string | null, request: CapabilityRequestJson): Promise<Reply> {
    const capability = pieces.capabilities?.find((c) => c.requests && Object.hasOwn(c.requests, request.kind) && c.handle);
    if (!capability) return refusal("referee.bad-message");
    if (side === null) return refusal("referee.no-side");
    if (!capability.requests![request.kind]!.safeParse(request).success) return refusal("referee.bad-message");
    const keep = (next: unknown) =>
      this.keep(game, pieces, { kind: "capability", id: capability.id, record: capability.record.write(next) }, false, () => this.records.get(game.id)?.set(capability.id, next));
    return capability.handle!({ ...this.battleFor(game, capability), user, gm, side, keep }, request);
  }

  /** A canvas query (fog, LOS tool, ruler) answered as `side` knows the battle; nothing changes. */
  private canvasQuery(game: AnyGame, pieces: AnyPieces, side: string, request: Extract<CoreRequest, { kind: "sight" | "los" | "preview" }>): Reply {
    try {
      if (request.kind === "sight") return { ok: true, result: pieces.sight(game, side) };
      if (request.kind === "los") return { ok: true, result: pieces.lineOfSight(game, side, request.from, request.to, request.target) };
      return { ok: true, result: pieces.preview(game, side, moversOf(request), request.path) };
    } catch (e) {
      if (e instanceof DataError) return refusal("referee.bad-query", { paths: e.issues.map((i) => i.path).join(", ") });
      throw e;
    }
  }

  /**
   * A drag's moves, one hex at a time, each run to its end (the other side's opportunity fire asked and resolved between
   * them): the token follows through the projection. A group's path (ports.ts `groupPaths`; one group but for a
   * ruleset's) ends where fire stopped its movers (`stopped`), or at the first step the engine refuses; the next group
   * then moves. The first refusal is the reply, with every step carried out (`moved`).
   */
  private async movePath(game: AnyGame, pieces: AnyPieces, paths: readonly (readonly EngineCommand[])[], side: string): Promise<Reply> {
    const steps: unknown[] = [];
    let refused: object | null = null;
    let stopped = false;
    for (const commands of paths)
      for (const command of commands) {
        const before = game.state;
        const r = await this.run(game, pieces, command, {}, []);
        const reply = this.reply(game, pieces, before, r, side);
        if (r.status !== "done") {
          refused ??= reply.ok ? (reply.result as object) : {};
          break;
        }
        steps.push(reply.ok ? reply.result : null);
        if (!pieces.movingOn(game, command)) {
          stopped = true;
          break;
        }
      }
    if (refused) return { ok: true, result: { ...refused, moved: steps.length, steps } };
    return { ok: true, result: { status: "done", moved: steps.length, steps, ...(stopped ? { stopped: true } : {}) } };
  }

  /** The battles open on this referee. */
  battles(): string[] {
    return [...this.games.keys()];
  }

  /**
   * A battle's token was moved outside the referee (a player's or a GM's own update): the public documents are written
   * again from the battle, after what is queued, so the token goes back where the battle has it (docs/foundry.md).
   */
  reassert(battle: string): Promise<void> {
    if (this.reasserting.has(battle)) return Promise.resolve();
    this.reasserting.add(battle);
    return this.queue(async () => {
      this.reasserting.delete(battle);
      if (this.stopped || !this.ports.inPlay(battle)) return;
      const { game, pieces } = await this.open(battle);
      await this.ports.project(battle, pieces.project(game));
    });
  }

  /** Runs a command to its end with the table's dice and the sides' answers, saving it while it waits on one. */
  private async run(game: AnyGame, pieces: AnyPieces, command: EngineCommand, answers: Readonly<Record<string, unknown>>, tape: readonly number[]): Promise<AnyResult> {
    let given = answers;
    let drawn = tape;
    for (;;) {
      if (this.stopped) throw new Error(`the referee stopped while the battle "${game.id}" ran a command`);
      const r = runCommand(game.ruleset, game.state, command, new ScriptedDice([]), given, drawn);
      if (r.status === "dice") {
        drawn = [...r.resume.tape, ...(await this.ports.roll(r.need.count, r.need.sides, r.need.purpose))];
        continue;
      }
      if (r.status === "decision") {
        game.pending = { command, answers: given, tape: r.resume.tape, request: r.request };
        let ok = false;
        try {
          await this.keep(game, pieces, { kind: "pending", pending: pieces.savePending(game) }, false);
          // The decisions asked in a row with this one's batch key go to its side's user together (decision-batch.ts).
          given = { ...given, ...(await this.decide(game, pieces, batchFrom(game, pieces, command, given, drawn, r.request))) };
          ok = true;
        } finally {
          // A failure while it waited must not leave the battle stuck on a decision nobody asks: the command is dropped.
          if (!ok && !this.stopped) {
            game.pending = null;
            await this.keep(game, pieces, { kind: "pending", pending: null }, false).catch((e: unknown) => console.error(e));
          }
        }
        drawn = r.resume.tape;
        continue;
      }
      const waited = game.pending !== null;
      game.pending = null;
      if (r.status === "done") {
        const before = game.state;
        game.log.append(r.record);
        game.state = r.state;
        const seen = notePublic(game, before, r.record);
        await this.publish(game, pieces, { kind: "record", record: pieces.saveRecord(game, r.record) }, seen, () => (seen ? pieces.cards(game, before, r.record) : []));
      } else if (waited) await this.publish(game, pieces, { kind: "pending", pending: null }, false, () => []);
      return r;
    }
  }

  /**
   * After the battle changed (or a waiting command was refused): keeps the change in the store (`shown`: whether every
   * side saw something of it), rewrites the public documents and posts the cards. The change stands whatever fails
   * here, so a failure is logged, never reported to the player as a refusal (he would give the command again).
   */
  private async publish(game: AnyGame, pieces: AnyPieces, entry: JournalEntry, shown: boolean, cards: () => readonly Card[]): Promise<void> {
    await this.keep(game, pieces, entry, shown).catch((e: unknown) => console.error(e));
    try {
      await this.ports.project(game.id, pieces.project(game));
    } catch (e) {
      console.error(e);
    }
    // The cards are posted even when the documents could not be rewritten: they tell what was done.
    try {
      await this.ports.post(game.id, cards());
    } catch (e) {
      console.error(e);
    }
  }

  /**
   * Asks a connected user of the deciding side — the one a capability names (for Infantry Attacks, the player whose
   * sector holds the deciding pieces), else any — (the GM, on his own client, when the side has none) and waits for the
   * prompt timeout; no answer, or one that is not an option, and the decision's default applies. A batch of several
   * (decision-batch.ts) is asked in one message, its user chosen for the first: the answers by decision id.
   */
  private async decide(game: AnyGame, pieces: AnyPieces, batch: readonly DecisionRequest[]): Promise<Record<string, unknown>> {
    const request = batch[0]!;
    const timeoutMs = this.ports.timeoutMs();
    const players = this.ports.connected().flatMap((u) => (!u.isGM && this.ports.sidesOf(u.id).includes(request.side) ? [u.id] : []));
    let named: string | undefined;
    for (const c of players.length > 1 ? (pieces.capabilities ?? []) : []) named ??= c.decider?.(this.battleFor(game, c), request, players);
    const asked = (named !== undefined && players.includes(named) ? named : undefined) ?? players[0] ?? this.ports.self;
    if (batch.length > 1) {
      const requests = batch.map((r) => pieces.decision(game, r));
      return batchAnswers(game, pieces, batch, await this.ports.ask(asked, { type: "decide-batch", battle: game.id, requests, timeoutMs }, timeoutMs).catch(() => null));
    }
    const reply = await this.ports.ask(asked, { type: "decide", battle: game.id, request: pieces.decision(game, request), timeoutMs }, timeoutMs).catch(() => null);
    // The user's client replies { answer } (an option may be null: "no leader helps") or null for no answer.
    if (typeof reply !== "object" || reply === null || !("answer" in reply)) return { [request.id]: request.default };
    const read = pieces.answer(game, request, reply.answer);
    return { [request.id]: read === null ? request.default : read.answer };
  }

  /** The outcome as `side` may know it; a command carried out stands even if its reply cannot be written (then no details). */
  private reply(game: AnyGame, pieces: AnyPieces, before: unknown, r: AnyResult, side: string): Reply {
    try {
      return { ok: true, result: pieces.result(game, resultFor(game.ruleset, before, r, side)) };
    } catch (e) {
      if (r.status !== "done") throw e;
      console.error(e);
      return { ok: true, result: null };
    }
  }

  /**
   * Takes back the last command where the engine allows it: a GM, or a player of the side that gave it. Its card is
   * posted only if every side saw something of it: a hidden piece's command leaves no public trace (IA1 16.5).
   */
  private async undo(game: AnyGame, pieces: AnyPieces, gm: boolean, sides: readonly string[]): Promise<Reply> {
    const last = game.log.entries.at(-1);
    if (!last) return refusal("referee.nothing-to-undo");
    if (!gm && !sides.includes(last.command.side)) return refusal("referee.not-your-command");
    if (game.pending || !game.log.canUndo()) return refusal("referee.cannot-undo");
    const seen = isPublic(game, game.log.entries.length - 1);
    game.state = game.log.undo()!;
    await this.publish(game, pieces, { kind: "undo" }, seen, () => (seen ? [{ kind: "undone", data: { command: last.command.type, side: last.command.side }, rolls: [] }] : []));
    return { ok: true, result: { undone: last.command.type } };
  }

  /**
   * Appends a change to the battle's record in the store (then `then`, the change in memory): `shown`, whether every
   * side saw something of it — a change nobody else saw is held back until one is (store.ts). After a change written,
   * a snapshot when one is due (journal.ts): one that fails is logged, and the entries stand in for it.
   */
  private async keep(game: AnyGame, pieces: AnyPieces, entry: JournalEntry, shown: boolean, then?: () => void): Promise<void> {
    const bytes = await this.ports.append(game.id, entry, shown);
    then?.();
    if (!bytes) return;
    const was = this.journals.get(game.id) ?? { snapshot: 0, entries: 0 };
    const now = { snapshot: was.snapshot, entries: was.entries + bytes };
    this.journals.set(game.id, now);
    if (snapshotDue(now)) await this.snapshot(game, pieces).catch((e: unknown) => console.error(e));
  }

  /** Writes the battle's snapshot: the whole game as its ruleset saves it, with its capabilities' records. */
  private async snapshot(game: AnyGame, pieces: AnyPieces): Promise<void> {
    const held = this.records.get(game.id);
    const capabilities = Object.fromEntries((pieces.capabilities ?? []).map((c) => [c.id, c.record.write(held?.has(c.id) ? held.get(c.id) : c.record.empty())]));
    const bytes = await this.ports.snapshot(game.id, { game: pieces.save(game), capabilities });
    this.journals.set(game.id, { snapshot: bytes, entries: 0 });
  }

  /** A battle from the cache, or read from the store: its last snapshot by the ruleset it names, then the entries after it. */
  private async open(battle: string): Promise<{ readonly game: AnyGame; readonly pieces: AnyPieces }> {
    const cached = this.games.get(battle);
    if (cached) return cached;
    const stored = await this.ports.read(battle);
    const saved = stored?.snapshot.game as { ruleset?: unknown } | undefined;
    const pieces = this.rulesets.find((r) => r.id === saved?.ruleset);
    if (!stored || !pieces) throw new Error(`no battle "${battle}"`);
    const game = pieces.load(battle, saved);
    const kept = new Map((pieces.capabilities ?? []).map((c) => [c.id, snapshotRecord(stored.snapshot, c)]));
    for (const entry of stored.entries)
      switch (entry.kind) {
        case "record": {
          const record = pieces.loadRecord(game, entry.record);
          game.log.append(record);
          game.state = applyRecord(game.ruleset, game.state, record);
          game.pending = null;
          break;
        }
        case "undo": {
          const state = game.log.undo();
          if (state === null) throw new Error(`the battle "${battle}" takes back a command its log cannot`);
          game.state = state;
          break;
        }
        case "pending":
          game.pending = pieces.loadPending(game, entry.pending);
          break;
        case "capability": {
          // A store of format 2 named a record by its capability's legacy key.
          const id = kept.has(entry.id) ? entry.id : pieces.capabilities?.find((c) => c.record.legacyKey === entry.id)?.id;
          if (id !== undefined) kept.set(id, entry.record);
        }
      }
    const opened = { game, pieces };
    this.games.set(battle, opened);
    this.records.set(battle, new Map((pieces.capabilities ?? []).map((c) => [c.id, c.record.read(kept.get(c.id))])));
    this.journals.set(battle, stored.bytes);
    return opened;
  }
}

/** A capability's record as a snapshot keeps it: by its id, or (a store of an earlier format) by its legacy key. */
function snapshotRecord(snapshot: Snapshot, capability: AnyCapability): unknown {
  const { capabilities } = snapshot;
  if (Object.hasOwn(capabilities, capability.id)) return capabilities[capability.id];
  const legacy = capability.record.legacyKey;
  return legacy !== undefined && Object.hasOwn(capabilities, legacy) ? capabilities[legacy] : undefined;
}
