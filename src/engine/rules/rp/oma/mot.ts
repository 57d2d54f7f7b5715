import type { OmaMode } from "../state/oma";

/** Who may observe for a group, i.e. from where its cross hair's LOS is traced (RP 6.1, 7.21). */
export type MotObserver =
  /** Any friendly infantry unit. */
  | "any-infantry"
  /** The one infantry unit the owner designates for the scenario; it cannot leave its set-up hex. */
  | "designated-infantry"
  /** Aircraft observers, with LOS to every vertex on the map. */
  | "everywhere";

/** Which vertices a group may place its cross hair on (RP 7.21, 7.3). */
export type MotTargets = "any-vertex" | "preregistered-only";

/** One row of the Mode of Transmission table (RP 7.21, printed again on the player-aid card) with its notes. */
export interface MotRow {
  /** Signal success number (RP 7.23: 2d6 ≤ it succeeds) with no PB fired and after either side fired a PB (RP 7.14). */
  readonly signalSuccess: { readonly noPb: number; readonly pbFired: number };
  /** Telephone's no-PB number when neither player has a trench on the map ("9/7"). */
  readonly signalSuccessNoTrench?: number;
  /** Relay delay in turns (RP 7.221). */
  readonly relayDelay: { readonly noPb: number; readonly pbFired: number };
  readonly observer: MotObserver;
  readonly targets: MotTargets;
  /** Runner: "OMA groups can declare the use of runner mode at any time in any scenario/campaign", whatever their own mode. */
  readonly anyGroupMayUse: boolean;
  readonly rules: readonly string[];
}

export const MOT_TABLE: Readonly<Record<OmaMode, MotRow>> = {
  aircraft: {
    signalSuccess: { noPb: 7, pbFired: 6 },
    relayDelay: { noPb: 1, pbFired: 1 },
    observer: "everywhere",
    targets: "any-vertex",
    anyGroupMayUse: false,
    rules: ["RP 7.21"],
  },
  flare: {
    signalSuccess: { noPb: 7, pbFired: 5 },
    relayDelay: { noPb: 0, pbFired: 0 },
    observer: "any-infantry",
    targets: "preregistered-only",
    anyGroupMayUse: false,
    rules: ["RP 7.21", "RP 7.222", "RP 7.3"],
  },
  runner: {
    signalSuccess: { noPb: 6, pbFired: 4 },
    relayDelay: { noPb: 3, pbFired: 6 },
    observer: "any-infantry",
    targets: "any-vertex",
    anyGroupMayUse: true,
    rules: ["RP 7.21"],
  },
  telephone: {
    signalSuccess: { noPb: 9, pbFired: 0 },
    signalSuccessNoTrench: 7,
    relayDelay: { noPb: 1, pbFired: 1 },
    observer: "any-infantry",
    targets: "any-vertex",
    anyGroupMayUse: false,
    rules: ["RP 7.21"],
  },
  "trench-set": {
    signalSuccess: { noPb: 8, pbFired: 8 },
    relayDelay: { noPb: 1, pbFired: 1 },
    observer: "designated-infantry",
    targets: "any-vertex",
    anyGroupMayUse: false,
    rules: ["RP 7.21"],
  },
};

/**
 * RP 7.21, 7.14: a mode's signal success number for the scenario. `pbFired`: either side fired a preliminary
 * bombardment this scenario; `trenchOnMap`: either player has a trench on the map (telephone 9, else 7; 0 after a PB).
 */
export function signalSuccess(mode: OmaMode, c: { readonly pbFired: boolean; readonly trenchOnMap: boolean }): number {
  const row = MOT_TABLE[mode];
  if (c.pbFired) return row.signalSuccess.pbFired;
  return c.trenchOnMap ? row.signalSuccess.noPb : (row.signalSuccessNoTrench ?? row.signalSuccess.noPb);
}

/** RP 7.21: a mode's relay delay in turns (runner 3, or 6 if either side fired a PB). */
export const relayDelay = (mode: OmaMode, c: { readonly pbFired: boolean }): number => MOT_TABLE[mode].relayDelay[c.pbFired ? "pbFired" : "noPb"];

/** RP 11.522: in a night scenario aircraft mode cannot be used; it is played as telephone. */
export const effectiveMode = (mode: OmaMode, c: { readonly night: boolean }): OmaMode => (c.night && mode === "aircraft" ? "telephone" : mode);
