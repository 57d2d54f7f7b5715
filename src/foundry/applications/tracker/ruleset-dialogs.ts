import type { BattleCombatData, Viewer } from "./tracker-view";

/** The tracker's Activate and Fire buttons open a ruleset's own dialogs. */
export interface TrackerDialogs {
  activate(data: BattleCombatData, viewer: Viewer): Promise<void>;
  fire(data: BattleCombatData, viewer: Viewer): Promise<void>;
}

const dialogs = new Map<string, TrackerDialogs>();

export function registerTrackerDialogs(ruleset: string, given: TrackerDialogs): void {
  dialogs.set(ruleset, given);
}

export const trackerDialogs = (ruleset: string): TrackerDialogs | undefined => dialogs.get(ruleset);
