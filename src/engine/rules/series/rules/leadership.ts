import type { ActivationRoot } from "../commands/activation-shapes";
import type { ReducedBattle } from "../events/types";
import type { ActivatedPiece } from "../state/battle";
import type { MoraleStatus, SeriesLeader, SeriesUnit } from "../state/pieces";

/** The units and the leader pieces of a battle of either game. */
export type UnitOf<B extends ReducedBattle> = B["units"] extends ReadonlyMap<string, infer U extends SeriesUnit<unknown>> ? U : never;
export type LeaderOf<B extends ReducedBattle> = B["leaders"] extends ReadonlyMap<string, infer L extends SeriesLeader> ? L : never;

/**
 * A leader no piece shows, aboard a unit (PG 3.3 "Tank Leaders do not appear as separate pieces", 6.85 armored car
 * leaders): he goes by the id of the unit carrying him, so an activation records who activated whom as for any leader
 * (3.2), and he is where his unit is, in its morale state and under its markers (PG 5.44). A game without such leaders
 * never makes one.
 */
export interface LeaderAboard {
  /** The unit carrying him; his id is its id. */
  readonly aboard: string;
  readonly id: string;
  /** His kind, as the game names it (PG: a tank leader or an armored car leader). */
  readonly kind: string;
  readonly side: string;
  readonly name: string;
  readonly hex: number | null;
  readonly status: MoraleStatus;
  readonly movedFired: boolean;
}

/** A leader an activation works with (3.1–3.2): a leader piece of the battle, or a leader aboard a unit. */
export type Leading<B extends ReducedBattle> = LeaderOf<B> | LeaderAboard;

/** Whether `l` is a leader aboard a unit rather than a leader piece. */
export const isAboard = (l: { readonly id: string } | LeaderAboard): l is LeaderAboard => "aboard" in l;

/** What an activation does to each piece it activates (3.13), as the `activated` event records it. */
export type ActivatedRecord = Readonly<Record<string, Pick<ActivatedPiece, "action" | "ledBy" | "strategic">>>;

/**
 * Who reaches whom in an activation (3.1–3.2, 5.42–5.45): the hooks the scope of a segment and its chain of activation
 * read (activation/scope.ts, chain.ts), which need no command.
 */
export interface ReachRules<B extends ReducedBattle> {
  /**
   * 3.1, 3.12: the leaders of `side` standing in `hexes` (each hex once), in battle order: its leader pieces, then the
   * leaders aboard its units there (PG 3.3, 6.85).
   */
  leadersIn(b: B, hexes: readonly number[], side: string): readonly Leading<B>[];
  /** The leader `id` names: a leader piece, or the leader aboard unit `id` (PG 3.3); undefined where there is none. */
  leader(b: B, id: string): Leading<B> | undefined;
  /**
   * 3.11, 5.42: whether `l` activates and directs unit `u` — his own kind (IA1 6.1: cavalry or infantry; PG 3.31–3.34:
   * AFVs their tank leaders, the rest regular leaders, APCs either; 6.85 armored cars their own leaders).
   */
  leads(l: Leading<B>, u: UnitOf<B>): boolean;
  /** 3.2: whether `l` activates leader `sub` by subordinate activation (lower rank, his kind; PG 3.31: tank leaders never). */
  leadsLeader(l: Leading<B>, sub: Leading<B>): boolean;
  /**
   * PG 16.51 (IA1 16.41): the off-board pieces due to enter with leader `id`, whom a good-order leader off the board
   * reaches as though on it. Absent: no piece off the board activates (`checkOffBoard`).
   */
  entryGroup?(b: B, id: string): readonly string[];
}

/**
 * Who leads whom, and what an activation's leaders must do or make known (3.1–3.34, 5.42–5.45, 6.x): the game's rule for
 * each of the series' activation hooks. `C` is the game's own command context.
 */
export interface LeadershipRules<B extends ReducedBattle, C> extends ReachRules<B> {
  /** PG 16.51 (IA1 16.41): refuses piece `id` of `side`, off the board, unless it may activate now (to enter). Absent: never. */
  checkOffBoard?(ctx: C, side: string, id: string): void;
  /** 17.3: refuses piece `id`'s designation to move strategically unless the rules allow it. */
  checkStrategic(ctx: C, side: string, id: string, action: "move" | "fire"): void;
  /** PG 15.2: piece `p`, under MOVED/FIRED (or an opportunity fire marker), may still activate to move; absent: none may. */
  activatesUnderMarker?(b: B, p: UnitOf<B> | LeaderOf<B>): boolean;
  /**
   * IA1 6.72: a check some leaders must pass to activate (after a decapitation); on a failure the leader is marked
   * MOVED/FIRED and activates nobody. Absent: none (PG 6.72 bans movement instead).
   */
  readonly activationCheck?: {
    /** The next of `leaders` (taking part, not yet checked) who must check, or undefined. */
    next(b: B, side: string, leaders: readonly string[]): string | undefined;
    /** Rolls his check; whether he passed. */
    passes(ctx: C, leader: string): boolean;
  };
  /** Once the segment's pieces are announced (`activated`): what using its leaders makes known (PG 6.8: a secret tank leader). */
  revealLeaders(ctx: C, root: ActivationRoot, pieces: ActivatedRecord): void;
  /** 3.13: refuses to end the segment while something is owed in it (IA1 14.42 recovery attempts, 12.4 assaults). */
  checkEnd(ctx: C, side: string): void;
}
