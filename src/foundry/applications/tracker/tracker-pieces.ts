/** The tracker's data and what a ruleset gives it: types only, so the ruleset registry (rulesets/table-ruleset.ts) and what reads it need no Foundry globals. */

/** A ruleset's part of the battle Combat (its `details`): its fields, and `type`, the ruleset's id. */
export interface CombatDetails {
  readonly type: string;
}

/** The battle Combat's system data (data/combat/battle-model.ts): what every game shows, and its ruleset's details. */
export interface BattleCombatData<D extends CombatDetails = CombatDetails> {
  readonly ruleset: string;
  readonly battle: string;
  readonly turn: number;
  readonly lastTurn: number;
  readonly phase: string;
  readonly canUndo: boolean;
  readonly sides?: readonly { readonly id: string; readonly name: string }[];
  readonly names?: Readonly<Record<string, string>>;
  /** The sides whose secret written orders are due before play (never what they say). */
  readonly ordersDue?: readonly string[];
  /** The running score where the ruleset counts one from what every side knows (null: none). */
  readonly score?: ScoreData | null;
  /** What its ruleset keeps of the sequence of play besides (null: nothing yet). */
  readonly details: D | null;
}

/**
 * A battle's score as it stands (`final` once the battle is over): each side's points, line by line — `label` a lang
 * key formatted with the line's `count` — and the side winning (null: a draw).
 */
export interface ScoreData {
  readonly final: boolean;
  readonly winner: string | null;
  readonly sides: readonly { readonly side: string; readonly points: number; readonly lines: readonly { readonly label: string; readonly count: number; readonly points: number }[] }[];
}

/** Who is looking: the sides he plays, or every side (a GM). */
export interface Viewer {
  readonly sides: readonly string[] | "all";
}

/** A tracker button a ruleset gives (its label is `HEX_TACTICS.Tracker.Button.<action>`). */
export interface TrackerButton {
  readonly action: string;
  readonly icon: string;
  /** Whether it does anything now for a viewer acting for `side` (null: for no side). */
  enabled(data: BattleCombatData, side: string | null): boolean;
  /** The command it asks the referee for (the engine's `type`, nothing else), or the ruleset's dialog it opens. */
  readonly does: { readonly command: string } | { readonly dialog: string };
  /** Offered to a player whose side may not act now too, for his own side (a surrender: "at any time"). */
  readonly anyTime?: boolean;
}

/** What a ruleset's view of its details may name: sides and pieces by the names the Combat gives, and the side to act. */
export interface TrackerNames {
  side(id: string): string;
  piece(id: string): string;
  /** The side that may act now, by name (null: every side, or none). */
  readonly holder: string | null;
}

/** A ruleset's part of the tracker: its buttons, who may act now, and how its details show. */
export interface TrackerPieces {
  readonly buttons: readonly TrackerButton[];
  /** The sides that may act now: `every` side (as in a roll each side makes), else those listed, the first the one whose turn it is to act. */
  acting(data: BattleCombatData): "every" | readonly string[];
  /**
   * Its details as the tracker shows them: their view, whose members join the tracker's, and the template under
   * `templates/` that draws them in place of the neutral holder block (`combat/holder`, which it may include).
   */
  readonly details?: { readonly partial: string; view(data: BattleCombatData, names: TrackerNames): Readonly<Record<string, unknown>> };
}

/** A ruleset's dialog a tracker button opens. */
export type TrackerDialog = (data: BattleCombatData, viewer: Viewer) => Promise<void>;
