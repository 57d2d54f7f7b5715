/** The tracker's data and what a ruleset gives it: types only, so the ruleset registry (rulesets/table-ruleset.ts) and what reads it need no Foundry globals. */

/** The battle Combat's system data (data/combat/battle-model.ts). */
export interface BattleCombatData {
  readonly ruleset: string;
  readonly battle: string;
  readonly turn: number;
  readonly lastTurn: number;
  readonly phase: string;
  readonly initiative: { readonly winner: string; readonly segments: number; readonly rolls: readonly { readonly side: string; readonly dice: readonly number[]; readonly total: number }[] } | null;
  readonly active: string | null;
  readonly lead: number;
  readonly lastPass: string | null;
  readonly segment: { readonly side: string; readonly pieces: readonly { readonly piece: string; readonly action: string; readonly ledBy: string | null }[] } | null;
  readonly canUndo: boolean;
  readonly sides?: readonly { readonly id: string; readonly name: string }[];
  readonly names?: Readonly<Record<string, string>>;
  /** The sides whose secret written orders are due before play (never what they say). */
  readonly ordersDue?: readonly string[];
  /** The running score where the ruleset counts one from what every side knows (null: none). */
  readonly score?: ScoreData | null;
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
}

/** A ruleset's part of the tracker: its buttons, and who may act now. */
export interface TrackerPieces {
  readonly buttons: readonly TrackerButton[];
  /** The sides that may act now: `every` side (as in a roll each side makes), else those listed, the first holding the segment. */
  acting(data: BattleCombatData): "every" | readonly string[];
}

/** A ruleset's dialog a tracker button opens. */
export type TrackerDialog = (data: BattleCombatData, viewer: Viewer) => Promise<void>;
