/**
 * The activation tracker's view model: what the battle Combat shows (its model's data) for one viewer, and the requests
 * its buttons send. Plain data in and out; the tracker application only renders it (battle-tracker.ts).
 */
import { phrase, type Phrase } from "../../i18n";
import type { Request } from "../../referee/protocol";
import type { BattleCombatData, ScoreData, TrackerPieces, Viewer } from "./tracker-pieces";

export type { BattleCombatData, ScoreData, TrackerButton, TrackerDialog, TrackerPieces, Viewer } from "./tracker-pieces";

/** Undo is the referee's own (docs/foundry.md): every ruleset's tracker ends with it. */
const UNDO = { action: "undo", icon: "fa-solid fa-rotate-left" } as const;

const plays = (viewer: Viewer, side: string | null | undefined) => side != null && (viewer.sides === "all" || viewer.sides.includes(side));

/** The side a viewer acts for: one that may act now and that he plays (a GM the first side, where every side may). */
function actingSide(data: BattleCombatData, viewer: Viewer, pieces: TrackerPieces): string | null {
  const acting = pieces.acting(data);
  if (acting === "every") return viewer.sides === "all" ? (data.sides?.[0]?.id ?? data.active ?? null) : (viewer.sides[0] ?? null);
  return acting.find((side) => plays(viewer, side)) ?? null;
}

/** Whether a button does anything now (the referee still decides: a disabled button is only a hint). */
export function actionEnabled(action: string, data: BattleCombatData, viewer: Viewer, pieces: TrackerPieces): boolean {
  if (action === UNDO.action) return data.canUndo && (viewer.sides === "all" || viewer.sides.length > 0);
  const button = pieces.buttons.find((b) => b.action === action);
  return button?.enabled(data, actingSide(data, viewer, pieces)) ?? false;
}

/** The dialog a button opens, if it opens one. */
export const trackerDialog = (action: string, pieces: TrackerPieces): string | null => {
  const does = pieces.buttons.find((b) => b.action === action)?.does;
  return does && "dialog" in does ? does.dialog : null;
};

/**
 * The request a button sends (null where the dialog it opens makes it). A GM names the side he acts for; a player's
 * side is the referee's to find (docs/foundry.md, "Sides").
 */
export function trackerRequest(action: string, data: BattleCombatData, viewer: Viewer, pieces: TrackerPieces): Request | null {
  if (action === UNDO.action) return { kind: "undo", battle: data.battle };
  const does = pieces.buttons.find((b) => b.action === action)?.does;
  if (!does || !("command" in does)) return null;
  const side = viewer.sides === "all" ? (actingSide(data, viewer, pieces) ?? undefined) : undefined;
  return { kind: "command", battle: data.battle, command: { type: does.command }, ...(side ? { side } : {}) };
}

/** The score as the tracker shows it: each side's points and lines, and who wins (so far, or in the end). */
function scoreView(score: ScoreData, sideName: (id: string) => string) {
  const when = score.final ? "final" : "sofar";
  return {
    title: phrase(`HEX_TACTICS.Tracker.Score.Title.${when}`),
    sides: score.sides.map((s) => ({ side: sideName(s.side), points: s.points, lines: s.lines.map((l) => ({ label: phrase(l.label, { count: l.count }), points: l.points })) })),
    outcome: score.winner === null ? phrase(`HEX_TACTICS.Tracker.Score.Draw.${when}`) : phrase(`HEX_TACTICS.Tracker.Score.Wins.${when}`, { side: sideName(score.winner) }),
  };
}

export function trackerView(data: BattleCombatData, viewer: Viewer, pieces: TrackerPieces) {
  const sideName = (id: string) => data.sides?.find((s) => s.id === id)?.name ?? id;
  const name = (id: string) => data.names?.[id] ?? id;
  const initiative = data.initiative && {
    winner: sideName(data.initiative.winner),
    segments: data.initiative.segments,
    rolls: data.initiative.rolls.map((r) => ({ side: sideName(r.side), dice: r.dice, total: r.total, won: r.side === data.initiative!.winner })),
  };
  const acting = pieces.acting(data);
  const holder = acting === "every" ? null : (acting[0] ?? null);
  return {
    battle: data.battle,
    turn: phrase("HEX_TACTICS.Tracker.turn", { turn: data.turn, last: data.lastTurn }),
    phase: { ...phrase(`HEX_TACTICS.Card.Phase.${data.phase}`), text: data.phase } as Phrase,
    initiative,
    holder: holder === null ? null : sideName(holder),
    yours: plays(viewer, holder),
    lead: holder !== null && data.initiative && data.lead > 0 ? phrase("HEX_TACTICS.Tracker.lead", { side: sideName(data.initiative.winner), count: data.lead }) : null,
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
    score: data.score ? scoreView(data.score, sideName) : null,
    buttons: [...pieces.buttons, UNDO].map(({ action, icon }) => ({ action, label: `HEX_TACTICS.Tracker.Button.${action}`, icon, disabled: !actionEnabled(action, data, viewer, pieces) })),
  };
}
