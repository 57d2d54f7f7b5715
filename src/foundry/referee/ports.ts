import type { DecisionRequest } from "../../engine/core/decision";
import type { CommandRecord, RollRecord } from "../../engine/core/engine";
import type { EventLog } from "../../engine/core/event-log";
import type { EngineCommand, EngineEvent, Ruleset } from "../../engine/core/ruleset";
import type { SideResult } from "../../engine/core/views";
import type { JournalEntry, Snapshot, StoredBattle } from "./journal";
import type { Message } from "./protocol";
import type { BattleSector, TableHex } from "./sector-command";
import type { FactorFire } from "./sector-factors";
import type { TurnState } from "./sector-orders";

/** A battle in play on the referee's client. */
export interface TableGame<S, C extends EngineCommand, E extends EngineEvent> {
  readonly id: string;
  readonly ruleset: Ruleset<S, C, E>;
  readonly log: EventLog<S, C, E>;
  readonly sides: readonly string[];
  /** The battle now (the log replayed). */
  state: S;
  /** A command stopped at a decision, with the dice it had drawn: saved before anyone is asked. */
  pending: { readonly command: C; readonly answers: Readonly<Record<string, unknown>>; readonly tape: readonly number[]; readonly request: DecisionRequest } | null;
}

/** A chat card: its kind, the public data its template shows, and the rolls on it. */
export interface Card {
  readonly kind: string;
  readonly data: unknown;
  readonly rolls: readonly RollRecord[];
}

/** What the public documents show after a command (docs/foundry.md): written by the table's projection. */
export interface Projection {
  /** The battle Combat's system data: turn, phase, whose segment … as the ruleset words it. */
  readonly combat: object;
  /**
   * Every piece on the board that every side may know of (a hidden piece has no token), with its markers and, where
   * the ruleset has them, the face its counter shows and its steps left (the sheet of its token shows them).
   */
  readonly pieces: readonly {
    readonly piece: string;
    readonly hex: readonly [number, number];
    readonly statuses: readonly string[];
    readonly face?: string;
    readonly steps?: { readonly value: number; readonly max: number };
  }[];
  /** Markers that sit on a hex, by kind (smoke …). */
  readonly markers: readonly { readonly kind: string; readonly hex: readonly [number, number] }[];
}

/**
 * A ruleset's table pieces (src/foundry/rulesets/<ruleset>/): how its saved games load and save, how a request's command
 * is read, how results, decisions and views are written for a side, and what the public documents and chat cards show.
 */
export interface TablePieces<S, C extends EngineCommand, E extends EngineEvent> {
  readonly id: string;
  load(id: string, saved: unknown): TableGame<S, C, E>;
  save(game: TableGame<S, C, E>): unknown;
  /** A command carried out, as the store's entry holds it (journal.ts), and read back; throws a DataError if it is none. */
  saveRecord(game: TableGame<S, C, E>, record: CommandRecord<C, E>): unknown;
  loadRecord(game: TableGame<S, C, E>, json: unknown): CommandRecord<C, E>;
  /** The command waiting on a decision (null: none), as the store's entry holds it, and read back. */
  savePending(game: TableGame<S, C, E>): unknown;
  loadPending(game: TableGame<S, C, E>, json: unknown): TableGame<S, C, E>["pending"];
  /** A request's command for `side`, from JSON; throws a DataError naming the bad field. */
  command(game: TableGame<S, C, E>, json: unknown, side: string): C;
  /** JSON forms for the wire: a side's result, a decision request, a side's view of the battle. */
  result(game: TableGame<S, C, E>, result: SideResult<E>): unknown;
  decision(game: TableGame<S, C, E>, request: DecisionRequest): unknown;
  /** An answer read back from JSON (hex options convert); null when it is not one of the request's options. */
  answer(game: TableGame<S, C, E>, request: DecisionRequest, json: unknown): { readonly answer: unknown } | null;
  view(game: TableGame<S, C, E>, side: string): unknown;
  /** The canvas's queries, each as `side` knows the battle; a bad hex or a piece the side may not move throws a DataError. */
  sight(game: TableGame<S, C, E>, side: string): unknown;
  lineOfSight(game: TableGame<S, C, E>, side: string, from: readonly [number, number], to: readonly [number, number], target?: string): unknown;
  preview(game: TableGame<S, C, E>, side: string, piece: string, path: readonly (readonly [number, number])[], withLeaders: readonly string[]): unknown;
  /**
   * The actions the engine would accept for `side`'s piece now, judged on the side's view (its token's HUD), each with
   * the command in JSON a `command` request sends; none for a piece that is not the side's.
   */
  actions(game: TableGame<S, C, E>, side: string, piece: string): readonly { readonly action: string; readonly command: unknown }[];
  /**
   * A drag's path as the ruleset's commands, one per hex entered (the hexes between waypoints filled in), for `side`'s
   * piece; throws a DataError for a hex off the map or a piece the side may not move.
   */
  pathCommands(game: TableGame<S, C, E>, side: string, piece: string, path: readonly (readonly [number, number])[], withLeaders: readonly string[]): readonly C[];
  /** Whether the mover of a path's command, just carried out, moves on: not once fire stopped or removed it (its move ends there). */
  movingOn(game: TableGame<S, C, E>, command: C): boolean;
  /**
   * Where the commanding side's pieces a command orders stand now, [column, row] (sector command, sector-command.ts);
   * none for a command that orders no piece (the turn's sequence). Other sides' pieces it names are left out.
   */
  commandHexes(game: TableGame<S, C, E>, command: C): readonly TableHex[];
  /** Where the deciding side's pieces a decision is about stand now (the firers of opportunity fire …). */
  decisionHexes(game: TableGame<S, C, E>, request: DecisionRequest): readonly TableHex[];
  /** The hexes a command fires at or plots fire at (direct fire, a Planned Fire mission's hexes …): sector command (IA1 17.51, 17.52). */
  targetHexes(game: TableGame<S, C, E>, command: C): readonly TableHex[];
  /** The commanding side's pieces a command moves into a hex, and that hex (IA1 17.51: entering another sector). */
  entries(game: TableGame<S, C, E>, command: C): readonly { readonly piece: string; readonly hex: TableHex }[];
  /** The battle's turn and whether it has begun: the CO's orders are given before a turn begins (IA1 17.52). */
  turn(game: TableGame<S, C, E>): TurnState;
  /** IA1 17.52: the side's off-board artillery factors, which its CO assigns to sectors at the start of the game (none in a ruleset without them). */
  factors(game: TableGame<S, C, E>, side: string): readonly { readonly id: string; readonly name: string }[];
  /** IA1 17.52: the commanding side's off-board factors a command plots fire for, each with the hexes it fires at. */
  factorFire(game: TableGame<S, C, E>, command: C): readonly FactorFire[];
  /** Whether `piece` is one of `side`'s pieces in the battle (the same answer for another side's piece as for none). */
  owns(game: TableGame<S, C, E>, side: string, piece: string): boolean;
  project(game: TableGame<S, C, E>): Projection;
  /** The cards a command's record makes, from the events every side may see, run from `before`. */
  cards(game: TableGame<S, C, E>, before: S, record: CommandRecord<C, E>): readonly Card[];
}

/** What the referee needs of Foundry (src/foundry/referee/foundry-ports.ts), and of the simulated world in tests. */
export interface RefereePorts {
  /**
   * The store only GMs can read, sealed (docs/foundry.md, "The referee's store", journal.ts): a battle's last snapshot
   * and the entries written after it; undefined for a battle it does not hold.
   */
  read(battle: string): Promise<StoredBattle | undefined>;
  /** Writes a battle's snapshot, which stands for every entry before it; resolves with the bytes written. */
  snapshot(battle: string, snapshot: Snapshot): Promise<number>;
  /**
   * Appends an entry to a battle's record; `shown` whether every side may see the change (else it is held back until
   * one is: store.ts). Resolves with the bytes written to the world (0: held back).
   */
  append(battle: string, entry: JournalEntry, shown: boolean): Promise<number>;
  /** Users now connected, and the side table (user id → sides), written by GMs only. */
  connected(): readonly { readonly id: string; readonly isGM: boolean }[];
  sidesOf(user: string): readonly string[];
  /** The sectors of a battle's scene, their hexes on the battle's map (none when it has none or they cannot be read). */
  sectors(battle: string): readonly BattleSector[];
  /** The sector a user commands (the sides table's sectors), by name; null for none. */
  sectorOf(user: string): string | null;
  /** Whether a user is his sides' Commanding Officer (IA1 17.52, the commanders setting). */
  isCommandingOfficer(user: string): boolean;
  /** Sends a message to one user's client (a query) and resolves with its answer; rejects or resolves null on timeout. */
  ask(user: string, message: Message, timeoutMs: number): Promise<unknown>;
  /**
   * Whether a player's command may run (the automation setting: at once, or the GM allows it first). Asked before the
   * command runs, so before any die is rolled; no answer in the prompt timeout is a no.
   */
  consent(user: string, battle: string, side: string, command: unknown): Promise<boolean>;
  /** Rolls dice for the table to see (Foundry `Roll`s) and returns their faces. */
  roll(count: number, sides: number, purpose: string): Promise<readonly number[]>;
  project(battle: string, projection: Projection): Promise<void>;
  /** Whether a battle is still in play (its public documents exist): only those are served. */
  inPlay(battle: string): boolean;
  post(battle: string, cards: readonly Card[]): Promise<void>;
  /** The referee's own user (the active GM). */
  readonly self: string;
  /** How long a player has to answer a decision, in ms (a setting). */
  timeoutMs(): number;
  /** A fresh secret (crypto.randomUUID). */
  secret(): string;
}
