/** A side's artillery as the scenario gives it (IA1 9.2, 11.1, 11.2, 16.14): public, as the scenario is. */
export interface SideArtillery {
  /** IA1 11.1: turns of Planned Fire each unit or factor may fire; absent: the scenario sets no limit. */
  readonly ammunition?: number;
  /** IA1 11.2: the Ammunition Depletion number of Open Sights fire. */
  readonly depletion?: number;
  /** IA1 9.2: off-board artillery factors ("5 x 6, 2 x 14"), each with an id of its own (9.11's "12 A"). */
  readonly offBoard: readonly OffBoardFactor[];
  /** IA1 16.14: the scenario allows this side to fire smoke. */
  readonly smoke: boolean;
}

export interface OffBoardFactor {
  readonly id: string;
  readonly strength: number;
}

/** IA1 9.11: one turn's line of a Planned Fire column: the hex fired at (with "Smoke", 9.9), or null for No Fire. */
export type PlannedAction = { readonly at: number; readonly smoke?: true } | null;

/** IA1 9.1: the four missions. */
export type Mission =
  | {
      readonly mission: "planned-fire";
      /** The action of each turn, turn 1 first. */
      readonly turns: readonly PlannedAction[];
      /** IA1 9.61: turns whose fire was crossed out (for drumfire, 9.7). */
      readonly crossed?: readonly number[];
      /** IA1 18.3 (solitaire): the hex each turn's fire actually struck, turn by turn (absent: none recorded). */
      readonly struck?: readonly Struck[];
    }
  | {
      readonly mission: "open-sights";
      /** IA1 11.2: "D", its ammunition depleted. */
      readonly depleted?: true;
      /** IA1 11.2: "EAD", eliminated by ammunition depletion (not for victory). */
      readonly ead?: true;
    }
  /**
   * IA1 9.13: the destination hex; `setDownBy`: the transport that set the gun (moving only towed) down by force (5.65),
   * until it loads again — once that transport is eliminated the gun waits for another.
   */
  | { readonly mission: "move"; readonly to: number; readonly setDownBy?: string }
  /** IA1 9.14: `turn` it was aborted in. */
  | { readonly mission: "abort"; readonly turn: number };

/** IA1 18.1–18.3: where a gun's Fire or Fire Smoke of `turn` fell; `acquired`: its target acquired (18.2). */
export interface Struck {
  readonly turn: number;
  readonly at: number;
  readonly acquired?: true;
}

/** IA1 9.7: a Drumfire marker, placed by one gun or factor of `side` (`onboard`: a unit) at `at`, until marker removal. */
export interface DrumfireMarker {
  readonly at: number;
  readonly side: string;
  readonly gun: string;
  readonly onboard: boolean;
}

/** IA1 9.11: a side's Artillery Plan sheet, a secret of its side (view/side-view.ts): each gun's or factor's mission by id. */
export interface ArtilleryPlan {
  readonly missions: Readonly<Record<string, Mission>>;
}
