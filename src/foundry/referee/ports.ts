import type { DecisionRequest } from "../../engine/core/decision";
import type { CommandRecord, RollRecord } from "../../engine/core/engine";
import type { EventLog } from "../../engine/core/event-log";
import type { EngineCommand, EngineEvent, Ruleset } from "../../engine/core/ruleset";
import type { SideResult } from "../../engine/core/views";
import type { TableCapability } from "./capability";
import type { JournalEntry, Snapshot, StoredBattle } from "./journal";
import type { PrivateLayerJson, TableHex, TableTarget } from "./layer-json";
import type { Message } from "./protocol";
import type { TablePlacement } from "./table-placement";

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

/** A piece every side may know of and know: its token shows its counter (its actor), with its statuses as effects. */
export interface ShownPiece {
  readonly piece: string;
  readonly hex: TableHex;
  readonly statuses: readonly string[];
  /** Where the ruleset has them: the face its counter shows and its steps left (the sheet of its token shows them). */
  readonly face?: string;
  readonly steps?: { readonly value: number; readonly max: number };
  /** Degrees clockwise its token is turned (a Combat Infantry block shows its strength on its top edge). */
  readonly turn?: number;
}

/**
 * A piece every side may know is there, but not which it is (a block standing up, a face-down counter): its token has
 * no actor and shows its side's back. `piece` is the ruleset's handle for it while it is concealed — never its id, nor
 * anything its id can be told from — and the token's flags carry nothing more.
 */
export interface ConcealedPiece {
  readonly piece: string;
  readonly hex: TableHex;
  readonly concealed: {
    readonly side: string;
    /** The token's name and image: the side's back (`img` a path Foundry loads, as a token texture's). */
    readonly name: string;
    readonly img: string;
  };
}

/** What the public documents show after a command (docs/foundry.md): written by the table's projection. */
export interface Projection {
  /** The battle Combat's system data: turn, phase, whose segment … as the ruleset words it. */
  readonly combat: object;
  /** Every piece on the board that every side may know of (a hidden piece has no token). */
  readonly pieces: readonly (ShownPiece | ConcealedPiece)[];
  /** Markers by kind (smoke …), each on a hex, a hex vertex or a hexside (a token of the `marker` actor of its kind there, along a hexside turned its way). */
  readonly markers: readonly ({ readonly kind: string } & TableTarget)[];
}

/**
 * A ruleset's table pieces (src/foundry/rulesets/<ruleset>/): how its saved games load and save, how a request's command
 * is read, how results, decisions and views are written for a side, and what the public documents and chat cards show.
 */
export interface TablePieces<S, C extends EngineCommand, E extends EngineEvent> {
  readonly id: string;
  /** What it brings beside the core (capability.ts): for Infantry Attacks its sector command. */
  readonly capabilities?: readonly TableCapability<unknown, TableGame<S, C, E>, C>[];
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
  /**
   * Decisions asked together, in one dialog (decision-batch.ts): a key for `request`, or null (asked alone). Those the
   * engine asks in a row with the same key, for the same side, go in one dialog: the ruleset promises none of them
   * depends on another's answer, and one user (the first's, `TableCapability.decider`) answers them all.
   */
  batch?(game: TableGame<S, C, E>, request: DecisionRequest): string | null;
  view(game: TableGame<S, C, E>, side: string): unknown;
  /** The canvas's queries, each as `side` knows the battle; a bad hex or a piece the side may not move throws a DataError. */
  sight(game: TableGame<S, C, E>, side: string): unknown;
  lineOfSight(game: TableGame<S, C, E>, side: string, from: TableHex, to: TableHex, target?: string): unknown;
  /** What moving `movers` (a drag's pieces, the dragged one first) along a path would cost, hex by hex (the ruler). */
  preview(game: TableGame<S, C, E>, side: string, movers: readonly string[], path: readonly TableHex[]): unknown;
  /** What only `side` knows and its canvas draws (its hidden pieces, its own markers …): never another side's. */
  privateLayer?(game: TableGame<S, C, E>, side: string): PrivateLayerJson;
  /**
   * The actions the engine would accept for `side`'s piece now, judged on the side's view (its token's HUD), each with
   * the command in JSON a `command` request sends; none for a piece that is not the side's.
   */
  actions(game: TableGame<S, C, E>, side: string, piece: string): readonly { readonly action: string; readonly command: unknown }[];
  /**
   * A drag's path as the ruleset's commands, one per hex entered (the hexes between waypoints filled in), for `side`'s
   * `movers` (the dragged piece first, then those going with it); throws a DataError for a hex off the map or a piece
   * the side may not move.
   */
  pathCommands(game: TableGame<S, C, E>, side: string, movers: readonly string[], path: readonly TableHex[]): readonly C[];
  /**
   * A drag whose movers go in groups one after another: each group's commands, in order. A
   * refusal or a stop (`movingOn`) ends that group's path only; the next group moves. Without it the drag is one group,
   * `pathCommands`, ended by its first refusal or stop. Throws as `pathCommands` does.
   */
  groupPaths?(game: TableGame<S, C, E>, side: string, movers: readonly string[], path: readonly TableHex[]): readonly (readonly C[])[];
  /** Whether the movers of a path's command, just carried out, move on: not once fire stopped or removed them (the move ends there). */
  movingOn(game: TableGame<S, C, E>, command: C): boolean;
  /** Whether `piece` is one of `side`'s pieces in the battle (the same answer for another side's piece as for none). */
  owns(game: TableGame<S, C, E>, side: string, piece: string): boolean;
  /**
   * What the public documents show now. Lists of concealed items are ordered by handle (core/presence.ts `byHandle`),
   * never by id: with a public roster, a position would tell which piece is which (the writer orders them so too).
   */
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
  /** Where a battle lies in the world (its stored JSON's scene and grid placement: table-placement.ts); null when it says nothing. */
  placement(battle: string): TablePlacement | null;
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
