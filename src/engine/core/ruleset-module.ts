import type { z } from "zod";
import type { TerrainEffectsChart } from "../data/schemas/tec";
import type { DataIssue } from "../data/validate";
import type { HexMap } from "../map/hex-map";
import type { CampaignRules } from "./campaign";
import type { Answers, DecisionRequest } from "./decision";
import type { EventLog } from "./event-log";
import type { Presence } from "./presence";
import type { PrivateLayer } from "./private-layer";
import type { EngineCommand, EngineEvent, Ruleset } from "./ruleset";
import type { SideViews } from "./side-views";
import type { Catalogue } from "./text";

/** The charts a battle is played with, by kind: every game's Terrain Effects Chart, and the ruleset's own kinds given. */
export interface Charts {
  readonly tec: TerrainEffectsChart;
  readonly [kind: string]: unknown;
}

/** A kind of chart a ruleset plays with besides the TEC (IA: its fire tables). */
export interface ChartKind {
  readonly id: string;
  /** The field that gives it in an oracle request (IA: `fireTables`). */
  readonly requestKey: string;
  readonly schema: z.ZodType;
}

/** What a query runs on: the battle (as the side asking knows it), its map and charts. */
export interface QueryView<S> {
  readonly state: S;
  readonly map: HexMap;
  readonly charts: Charts;
}

/** A question the oracle answers on a battle, under its name in a request (`{ "<name>": <request> }`). */
export interface QuerySpec<S, R extends z.ZodType = z.ZodType> {
  readonly request: R;
  readonly answer: z.ZodType;
  /** The side it names, if any (checked against the battle's, and the side whose knowledge answers it). */
  side?(query: z.output<R>): string | undefined;
  /** The side whose knowledge answers it when it names none (a move preview: the moving piece's); none: the whole battle. */
  owner?(state: S, query: z.output<R>): string | undefined;
  run(view: QueryView<S>, query: z.output<R>): unknown;
}

/** A command stopped at a decision: run it again with the answer (and the same dice, `tape`) to go on. */
export interface PendingCommand<C> {
  readonly command: C;
  readonly answers: Answers;
  readonly tape: readonly number[];
  readonly request: DecisionRequest;
}

/** A game as a save holds it: its map, its log from the battle as it began, and a command waiting on a decision. */
export interface GameInPlay<S, C extends EngineCommand, E extends EngineEvent> {
  readonly map: HexMap;
  readonly log: EventLog<S, C, E>;
  readonly pending: PendingCommand<C> | null;
}

/** How a ruleset saves its games (engine/saved-games.ts reads any registered ruleset's). */
export interface SavedGameSpec<S, C extends EngineCommand, E extends EngineEvent> {
  /** The `format` its saves carry (`hex-tactics/<id>`), at `version`. */
  readonly format: string;
  readonly version: number;
  /** Whether `json`, which names no format, is an older save of its own (IA: version 0, a battle as the oracle took it). */
  claims(json: Readonly<Record<string, unknown>>): boolean;
  save(game: GameInPlay<S, C, E>): unknown;
  /** A save read back, older versions migrated, with the ruleset it plays by; bad data is a DataError naming each path. */
  load(json: unknown, source: string): GameInPlay<S, C, E> & { readonly ruleset: Ruleset<S, C, E> };
}

/** What each side may know (core/side-views), and what the oracle and the table draw from it. */
export interface ModuleViews<S, E, V> extends SideViews<S, E, V> {
  /** The battle a side's view shows, in the battle's own shape: an oracle's answer `as` the side, and what its queries run on. */
  battleOf(view: V): S;
  /** What else a side is told with its view, as fields of an oracle response (IA: `hiddenEnemies`, IA1 16.5). */
  readonly told?: { readonly shape: z.ZodRawShape; of(view: V): Readonly<Record<string, unknown>> };
  /** A command (as JSON) as another side may see it echoed (IA1 9.11: an Artillery Plan shows only that it was written). */
  commandSeenBy?(command: unknown, side: string): unknown;
  /** What every side may know of the pieces and markers on the board (core/presence). */
  presence?(state: S): readonly Presence[];
  /** What `side` alone knows of the board (core/private-layer). */
  privateLayer?(state: S, side: string): PrivateLayer;
}

/**
 * A game, registered once (rules/registry.ts): its id and editions, the charts and schemas its battles are read with,
 * the ruleset that plays them, what each side may know, the questions it answers, how it saves a game, the words it
 * says and the schemas it publishes. The oracle, the library, saved games and the schema generator know a game only by
 * this.
 */
export interface RulesetModule<S = any, C extends EngineCommand = any, E extends EngineEvent = any, V = any> {
  /** What battles, saves, cards and stored battles carry as their `ruleset` ("infantry-attacks"). */
  readonly id: string;
  /** Its folders' and published schemas' prefix ("ia"). */
  readonly short: string;
  /** Its editions, the default first. */
  readonly editions: readonly [string, ...string[]];
  readonly charts: {
    readonly kinds: readonly ChartKind[];
    /** The charts it ships for an edition. */
    shipped(edition: string): Charts;
    /** Charts given for a battle of `edition`, by request key, that belong to another game or edition (`$.<key>.…`). */
    foreign?(edition: string, given: Readonly<Record<string, unknown>>): readonly DataIssue[];
  };
  /** The ruleset a battle on `map` is played by with `charts`; a chart it cannot play with is a DataError. */
  ruleset(map: HexMap, charts: Charts): Ruleset<S, C, E>;
  /** A battle (its state) as JSON, hexes read on its map. */
  readonly battle: z.ZodType<S>;
  /** The ids of a battle's sides. */
  sides(state: S): readonly string[];
  /**
   * What the schemas cannot see that keeps a battle from being played with `charts` on `map`, at paths of the battle
   * (`$.smoke`; Combat Infantry: a number the text lost that the battle's map and forces need, unset).
   */
  unplayable?(state: S, charts: Charts, map?: HexMap): readonly DataIssue[];
  readonly commands: z.ZodType<C>;
  /** Answers to its decisions by decision id. */
  readonly answers: z.ZodType;
  readonly events: z.ZodType;
  readonly decisions: z.ZodType;
  readonly views: ModuleViews<S, E, V>;
  readonly queries: Readonly<Record<string, QuerySpec<S, any>>>;
  readonly savedGame: SavedGameSpec<S, C, E>;
  readonly campaign?: CampaignRules<any, S>;
  /** The words it says, by code (lang/en.json `HEX_TACTICS.Text`). */
  readonly text: Catalogue;
  /** The schemas it publishes, by name (`docs/schema/<name>.schema.json`); a new game prefixes them with `short`. */
  readonly published: Readonly<Record<string, z.ZodType>>;
  /** Shapes its published schemas share, written once under `$defs`, by name. */
  readonly schemaDefs?: Readonly<Record<string, z.ZodType>>;
}
