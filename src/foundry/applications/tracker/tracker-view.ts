/**
 * The activation tracker's view model: what the battle Combat shows (its model's data) for one viewer, and the requests
 * its buttons send. Plain data in and out; the tracker application only renders it (battle-tracker.ts).
 */
import { phrase, type Phrase } from "../../i18n";
import type { Request } from "../../referee/protocol";

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
}

/** Who is looking: the sides he plays, or every side (a GM). */
export interface Viewer {
  readonly sides: readonly string[] | "all";
}

export const TRACKER_ACTIONS = ["rollInitiative", "activate", "fire", "pass", "endActivation", "undo"] as const;
export type TrackerAction = (typeof TRACKER_ACTIONS)[number];

const ICONS: Record<TrackerAction, string> = {
  rollInitiative: "fa-solid fa-dice",
  activate: "fa-solid fa-play",
  fire: "fa-solid fa-crosshairs",
  pass: "fa-solid fa-forward",
  endActivation: "fa-solid fa-flag-checkered",
  undo: "fa-solid fa-rotate-left",
};

const plays = (viewer: Viewer, side: string | null | undefined) => side != null && (viewer.sides === "all" || viewer.sides.includes(side));

/** The side a viewer acts for: the one whose turn it is to act, when he plays it. */
function actingSide(data: BattleCombatData, viewer: Viewer): string | null {
  if (data.segment) return plays(viewer, data.segment.side) ? data.segment.side : null;
  if (data.phase === "action") return plays(viewer, data.active) ? data.active : null;
  if (data.phase === "initiative") return viewer.sides === "all" ? (data.sides?.[0]?.id ?? data.active ?? null) : (viewer.sides[0] ?? null);
  return null;
}

/** Whether a button does anything now (the referee still decides: a disabled button is only a hint). */
export function actionEnabled(action: TrackerAction, data: BattleCombatData, viewer: Viewer): boolean {
  const side = actingSide(data, viewer);
  switch (action) {
    case "rollInitiative":
      return data.phase === "initiative" && side !== null;
    case "activate":
    case "pass":
      return data.phase === "action" && data.segment === null && side !== null;
    case "fire":
      return data.segment !== null && side !== null && data.segment.pieces.some((p) => p.action === "fire");
    case "endActivation":
      return data.segment !== null && side !== null;
    case "undo":
      return data.canUndo && (viewer.sides === "all" || viewer.sides.length > 0);
  }
}

/**
 * The request a button sends (null where the dialog it opens makes it). A GM names the side he acts for; a player's
 * side is the referee's to find (docs/foundry.md, "Sides").
 */
export function trackerRequest(action: TrackerAction, data: BattleCombatData, viewer: Viewer): Request | null {
  const side = viewer.sides === "all" ? (actingSide(data, viewer) ?? undefined) : undefined;
  const command = (type: string): Request => ({ kind: "command", battle: data.battle, command: { type }, ...(side ? { side } : {}) });
  switch (action) {
    case "rollInitiative":
      return command("roll-initiative");
    case "pass":
      return command("pass");
    case "endActivation":
      return command("end-activation");
    case "undo":
      return { kind: "undo", battle: data.battle };
    case "activate":
    case "fire":
      return null;
  }
}

export function trackerView(data: BattleCombatData, viewer: Viewer) {
  const sideName = (id: string) => data.sides?.find((s) => s.id === id)?.name ?? id;
  const name = (id: string) => data.names?.[id] ?? id;
  const initiative = data.initiative && {
    winner: sideName(data.initiative.winner),
    segments: data.initiative.segments,
    rolls: data.initiative.rolls.map((r) => ({ side: sideName(r.side), dice: r.dice, total: r.total, won: r.side === data.initiative!.winner })),
  };
  const holder = data.segment?.side ?? (data.phase === "action" ? data.active : null);
  return {
    battle: data.battle,
    turn: phrase("HEX_TACTICS.Tracker.turn", { turn: data.turn, last: data.lastTurn }),
    phase: { ...phrase(`HEX_TACTICS.Card.Phase.${data.phase}`), text: data.phase } as Phrase,
    initiative,
    holder: holder === null ? null : sideName(holder),
    yours: plays(viewer, holder),
    lead: data.phase === "action" && data.initiative && data.lead > 0 ? phrase("HEX_TACTICS.Tracker.lead", { side: sideName(data.initiative.winner), count: data.lead }) : null,
    lastPass: data.lastPass === null ? null : phrase("HEX_TACTICS.Tracker.lastPass", { side: sideName(data.lastPass) }),
    segment: data.segment && {
      side: sideName(data.segment.side),
      pieces: data.segment.pieces.map((p) => ({
        name: name(p.piece),
        action: p.action,
        actionLabel: { ...phrase(`HEX_TACTICS.Card.Action.${p.action}`), text: p.action } as Phrase,
        ledBy: p.ledBy === null ? null : name(p.ledBy),
      })),
    },
    buttons: TRACKER_ACTIONS.map((action) => ({ action, label: `HEX_TACTICS.Tracker.Button.${action}`, icon: ICONS[action], disabled: !actionEnabled(action, data, viewer) })),
  };
}
