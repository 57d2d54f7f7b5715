import type { z } from "zod";
import type { DiceRoll } from "../../core/dice";
import type { CommandContext } from "../../core/ruleset";
import type { Text, Params } from "../../core/text";
import type { TerrainEffectsChart } from "../../data/schemas/tec";
import type { HexMap } from "../../map";
import type { seriesEvents } from "./events/schema";
import type { ReducedBattle } from "./events/types";
import type { Cite } from "./rulebook";
import type { BoardEdgeRules } from "./rules/board-edge";
import type { FireRules } from "./rules/fire";
import type { MoraleRules } from "./rules/morale";
import type { OpportunityRules } from "./rules/opportunity";
import type { RecoveryRules } from "./rules/recovery";
import type { LeadershipRules } from "./rules/leadership";
import type { MovementRules } from "./rules/movement";
import type { SightRules } from "./rules/sight";
import type { SeriesTextCode } from "./text";

/** The phases both games' turns pass through (3.0); a game adds its own (IA1 3.0 B, the Bombardment Phase). */
export type SeriesPhase = "initiative" | "action" | "marker-removal" | "over";

type Emitted = ReturnType<typeof seriesEvents<z.ZodNever, z.ZodNever, readonly [SeriesPhase, ...SeriesPhase[]], {}, {}>>;
type Group<G extends keyof Omit<Emitted, "event">> = z.output<Emitted[G][keyof Emitted[G]] & z.ZodType>;
/** An event the series' procedures emit (a game's own fields, such as IA's `fallback`, are the engine's to add). */
/** The assault's events (12.0), which series procedures do not emit yet: each game's declaration carries its own fields. */
export type SeriesAssaultEvent = Group<"assault">;
export type SeriesEvent = Group<"piece"> | Group<"sequence"> | Group<"activation"> | Group<"morale"> | Group<"fire"> | Group<"opportunity"> | Group<"transport"> | Group<"fieldworks"> | Group<"optional"> | Group<"boardEdge">;

/**
 * What differs between the games where a series procedure runs: each game's instance holds its rule for each hook (its
 * "delta"), cited by its own text. Grown as procedures move into the series.
 */
export interface SeriesRules<B extends ReducedBattle, C> {
  readonly cite: Cite;
  /** The game's words for a series code (its catalogue spreads SERIES_TEXT). */
  say(code: SeriesTextCode, params?: Params): Text;
  readonly sequence: SequenceRules<B, C>;
  readonly optional: OptionalRules;
  readonly leadership: LeadershipRules<B, C>;
  readonly movement: MovementRules<B, C>;
  readonly sight: SightRules<B>;
  readonly boardEdge: BoardEdgeRules<B, C>;
  readonly fire: FireRules<B, C>;
  readonly morale: MoraleRules<B, C>;
  readonly recovery: RecoveryRules<B, C>;
  readonly opportunity: OpportunityRules<B, C>;
}

/** The sequence of play's hooks; `C` is the game's own command context, which its hooks are called with. */
export interface SequenceRules<B extends ReducedBattle, C> {
  /** 3.0 A: the action segments the winner takes first, from the difference of the totals (each game rounds its own way). */
  segments(difference: number): number;
  /** 3.0 A: the initiative a side rolls with (IA1 6.72: less after decapitation). */
  initiativeOf(b: B, side: string): number;
  /** What must be done before the first initiative roll; refuses (IA1 9.1 Artillery Plans; PG 6.8 tank leaders, 16.7 minefields). */
  checkSetUp(ctx: C): void;
  /** 3.0 A: whether an initiative roll owes the game's own event and a new roll (PG 17.5: matching dice). IA: never. */
  rollsAgain(b: B, rolls: readonly InitiativeRoll[]): boolean;
  /** The event an initiative roll owed, once initiative is won (PG 17.5: the random event for the turn). */
  owedEvent(ctx: C): void;
  /** Between initiative and the action phase (IA1 3.0 B, the Bombardment Phase); emits the phases it plays. */
  afterInitiative(ctx: C): void;
  /** 3.0 B: pieces whose side may not pass while they wait (IA1 3.0 C demoralized unactivated pieces; PG 6.65 Kommissars too). */
  passBlockers(b: B, side: string): readonly { readonly name: string }[];
  /** 3.0 C: the game's own markers removed, and smoke rolled for (IA1 9.7 Drumfire; 16.13). */
  markerRemoval(ctx: C): void;
  /** 3.0: the citation of the victory determined at the end of the last turn. */
  victoryRule(b: B): string;
}

/** One side's initiative roll: the die and the total with its initiative rating (3.0 A). */
export interface InitiativeRoll {
  readonly side: string;
  readonly roll: DiceRoll;
  readonly total: number;
}

export interface OptionalRules {
  /** 17.4: a Fog of War total that ends the turn (IA1 15, PG 16). */
  readonly fogOfWarEnds: number;
}

/**
 * What a series procedure works with: the engine's command context on a battle of either game, its map and TEC, and the
 * game's rules.
 */
export interface SeriesContext<B extends ReducedBattle> extends CommandContext<B, SeriesEvent> {
  readonly map: HexMap;
  readonly tec: TerrainEffectsChart;
  /** The game's rules, whose hooks take the game's own context (a game's context extends this one). */
  readonly rules: SeriesRules<B, this>;
}
