/**
 * The activation tracker's view model: what the battle Combat shows (its model's data) for one viewer, and the requests
 * its buttons send. Plain data in and out; the tracker application only renders it (battle-tracker.ts).
 */
import { systemPath } from "../../constants";
import { phrase, type Phrase } from "../../i18n";
import type { Request } from "../../referee/protocol";
import type { BattleCombatData, ScoreData, TrackerButton, TrackerPieces, Viewer } from "./tracker-pieces";

export type { BattleCombatData, ScoreData, TrackerButton, TrackerDialog, TrackerPieces, Viewer } from "./tracker-pieces";

/** Undo is the referee's own (docs/foundry.md): every ruleset's tracker ends with it. */
const UNDO = { action: "undo", icon: "fa-solid fa-rotate-left" } as const;

const plays = (viewer: Viewer, side: string | null | undefined) => side != null && (viewer.sides === "all" || viewer.sides.includes(side));

/** The side a viewer acts for: one that may act now and that he plays (a GM the first side, where every side may). */
function actingSide(data: BattleCombatData, viewer: Viewer, pieces: TrackerPieces): string | null {
  const acting = pieces.acting(data);
  if (acting === "every") return viewer.sides === "all" ? (data.sides?.[0]?.id ?? null) : (viewer.sides[0] ?? null);
  return acting.find((side) => plays(viewer, side)) ?? null;
}

/** The side a button is pressed for: the acting side; a player's own, for a button offered at any time. */
function buttonSide(button: TrackerButton, data: BattleCombatData, viewer: Viewer, pieces: TrackerPieces): string | null {
  const acting = actingSide(data, viewer, pieces);
  return acting === null && button.anyTime && viewer.sides !== "all" ? (viewer.sides[0] ?? null) : acting;
}

/** Whether a button does anything now (the referee still decides: a disabled button is only a hint). */
export function actionEnabled(action: string, data: BattleCombatData, viewer: Viewer, pieces: TrackerPieces): boolean {
  if (action === UNDO.action) return data.canUndo && (viewer.sides === "all" || viewer.sides.length > 0);
  const button = pieces.buttons.find((b) => b.action === action);
  return button ? button.enabled(data, buttonSide(button, data, viewer, pieces)) : false;
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

/**
 * What the tracker shows a viewer: turn and phase, the side to act, the score and the buttons, with the members of the
 * ruleset's view of its details and the partial that draws them (`details`: null, the neutral holder block).
 */
export function trackerView(data: BattleCombatData, viewer: Viewer, pieces: TrackerPieces) {
  const sideName = (id: string) => data.sides?.find((s) => s.id === id)?.name ?? id;
  const acting = pieces.acting(data);
  const holder = acting === "every" ? null : (acting[0] ?? null);
  const names = { side: sideName, piece: (id: string) => data.names?.[id] ?? id, holder: holder === null ? null : sideName(holder) };
  return Object.assign({}, pieces.details?.view(data, names), {
    battle: data.battle,
    turn: phrase("HEX_TACTICS.Tracker.turn", { turn: data.turn, last: data.lastTurn }),
    phase: { ...phrase(`HEX_TACTICS.Card.Phase.${data.phase}`), text: data.phase } as Phrase,
    holder: names.holder,
    yours: plays(viewer, holder),
    score: data.score ? scoreView(data.score, sideName) : null,
    buttons: [...pieces.buttons, UNDO].map(({ action, icon }) => ({ action, label: `HEX_TACTICS.Tracker.Button.${action}`, icon, disabled: !actionEnabled(action, data, viewer, pieces) })),
    details: pieces.details ? systemPath(`templates/${pieces.details.partial}.hbs`) : null,
  });
}
