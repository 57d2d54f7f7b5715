import type { ScenarioLight, Visibility } from "../../series/los";
import type { SeriesActivation, SeriesBattle, SeriesSide } from "../../series/state/battle";
import type { PgSightRulings } from "../los/sight";
import type { PgMinefieldRulings } from "../minefields/rulings";
import type { PgNamedNationality } from "../units/nationality";
import type { PgMovementClass } from "../units/unit-class";
import type { PgOptionalRule } from "./option-ids";
import type { PgLeader, PgMorale, PgUnit } from "./pieces";
import type { PgAirSupport, PgAircraft, PgOffboardFactor } from "./support";

export { firedAt, otherSide, sideOf, type ActivatedPiece, type BoardEntry, type BoardExit, type InitiativeResult } from "../../series/state/battle";

/** A Panzer Grenadier side: the series' side with the scenario's morale, tank leaders and crossing numbers. */
export interface PgSide extends SeriesSide {
  /** The morale of the side's units at full and reduced strength, as the scenario gives it (PG 14.0). */
  readonly morale: PgMorale;
  /** How many tank leaders the scenario gives the side for its AFVs that have none by rule (PG 6.8); absent: none. */
  readonly tankLeaders?: number;
  /** The scenario's Crossing Numbers for a major river, by the crossing unit's type (PG 5.73); absent: none given. */
  readonly crossingNumbers?: Readonly<Partial<Record<Exclude<PgMovementClass, "towed">, number>>>;
  /** The hexes the scenario lets the side place its minefields in, face-down before play (PG 16.7); absent: where its special rules say. */
  readonly minefieldZone?: readonly number[];
  /** PG 15.1: the aircraft the side draws on the turns it receives them; absent: none. */
  readonly aircraft?: PgAirSupport;
}

/** PG 3.0: the three phases of a turn (no bombardment phase: bombardment is a Fire action, 9.0), and the battle's end. */
export const PG_PHASES = ["initiative", "action", "marker-removal", "over"] as const;
export type PgPhase = (typeof PG_PHASES)[number];

/** The action segment under way (PG 3.1). */
export interface PgActivation extends SeriesActivation {
  /** PG 7.23: the points of its direct fire value each HMG splitting its fire has fired this segment; absent: none. */
  hmgFired?: Record<string, number>;
}

/** A minefield piece (PG 16.7): its owner, where he placed it face-down, its strength and whether it is turned up. */
export interface PgMinefield {
  readonly id: string;
  readonly owner: string;
  /** Null: drawn but not yet placed (the set-up, 16.7). */
  readonly hex: number | null;
  /** 1, 2 or 3 points, or 0: a dummy (16.7), removed when revealed (16.74); null: face-down, as the other side's view shows it. */
  readonly strength: 0 | 1 | 2 | 3 | null;
  /** Turned to its numbered side when a unit entered its hex (16.71). */
  revealed: boolean;
}

/** PG 6.72: a side's highest-ranking leader fell in `hex` in `turn`: its units within three hexes may not move for the rest of it and the next. */
export interface PgDecapitation {
  readonly side: string;
  readonly leader: string;
  readonly hex: number;
  readonly turn: number;
}

/**
 * The whole state of a Panzer Grenadier battle: plain data, drafted (core/draft), logged and replayed; its JSON form is
 * the codec `PgBattleJson` (state/battle-schema.ts). The pieces are Maps by id in battle order (series/state/battle.ts).
 */
export interface PgBattle extends SeriesBattle<PgUnit, PgLeader, PgSide, PgActivation> {
  readonly ruleset: "panzer-grenadier";
  readonly edition: "PG3";
  phase: PgPhase;
  /** The year the scenario takes place in (PG 6.8, 11.2). */
  readonly year: number;
  /** How the rules name the nationalities of the battle's units (PG 6.8, 11.2; units/nationality.ts); absent: by their ids. */
  readonly nationalities?: Readonly<Record<string, PgNamedNationality>>;
  /** How far units see this turn (PG 8.1; night, 1.2). */
  visibility: Visibility;
  /** The light of each turn, turn 1 first, as the scenario schedules it; absent: `visibility` holds all game. */
  readonly lights?: readonly ScenarioLight[];
  /** PG 17.0: the optional rules in force (absent: none). */
  readonly options?: readonly PgOptionalRule[];
  /** The battle's settings where the rules leave a choice (issue 18 rulings, docs/rulings.md); absent: the rulings' defaults. */
  readonly rulings?: PgRulings;
  /**
   * PG 6.8: the AFVs each side gave its scenario's tank leaders, by side: a secret of its side until revealed. AFVs
   * that have one by rule (German; Soviet Guards from 1943; American and Polish from 1944) are not listed: that is public.
   */
  tankLeaders: Record<string, string[]>;
  /** The listed AFVs whose tank leader the enemy has seen used (6.8); absent: none. */
  tankLeadersRevealed?: string[];
  /** PG 16.7: the minefields drawn and placed; absent: none. */
  minefields?: PgMinefield[];
  /** PG 16.3: wreck markers by hex, one to three (no vehicle enters a hex of three). */
  wrecks?: Record<number, 1 | 2 | 3>;
  /** PG 6.72: the decapitations in force or past; absent: none. */
  decapitations?: PgDecapitation[];
  /**
   * PG 11.12: the AT attacks made this turn on each vehicle since it last moved, by the hexes next to it each was traced
   * through (crossfire); absent: none.
   */
  atAttacks?: PgAtAttack[];
  /** PG 15.21: the railroad track hexes armored trains may enter, as the scenario designates them; absent: none. */
  readonly rails?: readonly number[];
  /** PG 9.2: the sides' off-board artillery factors; absent: none. */
  offboard?: PgOffboardFactor[];
  /** PG 15.1: the sides' aircraft pieces; absent: none. */
  aircraft?: PgAircraft[];
  /** PG 16.1: "In some scenarios players may fire smoke": this one lets them; absent: no smoke. */
  readonly smokeAllowed?: boolean;
}

/** One AT attack on `unit` this turn, traced through `through` (the hexes next to it its line passed, PG 11.12). */
export interface PgAtAttack {
  readonly unit: string;
  readonly through: readonly number[];
}

/** A PG battle's settings (issue 18 §5); each group's rulings join as their rules come (line of sight: A29). */
export type PgRulings = PgSightRulings & PgMinefieldRulings;
