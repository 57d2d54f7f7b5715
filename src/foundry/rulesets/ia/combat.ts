import { entryOf } from "../../../engine/rules/series/board-edge/edge";
import type { IaBattle } from "../../../engine/rules/ia/state";
import { iaSideView } from "../../../engine/rules/ia/view/side-view";
import { victoryTally } from "../../../engine/rules/series/victory/tally";
import type { IaTableGame } from "./table-game";
import type { BattleCombatData, ScoreData } from "../../applications/tracker/tracker-pieces";
import type { IaCombatDetails } from "./combat-details";
import { seriesCombatDetails } from "../series/combat-details";

/**
 * The battle Combat's system data for Infantry Attacks: what the activation tracker shows everyone (IA1 3.0–3.3) —
 * in its details (combat-details.ts) the initiative rolls, winner and segments (3.0 A); whose segment it is, the lead
 * segments left and who passed last (3.0 C); the segment under way as every side sees it (a hidden piece's part in it
 * is not shown: 16.5); and whether the last command every side saw something of may be taken back; the sides' names
 * and those of every piece every side may know of (not a hidden piece, nor one still off the board); the victory tally
 * where the scenario gives its conditions.
 */
export interface IaCombatData extends BattleCombatData<IaCombatDetails> {
  readonly ruleset: "infantry-attacks";
  readonly edition: "IA1" | "IA2";
  readonly details: IaCombatDetails;
  readonly sides: readonly { readonly id: string; readonly name: string }[];
  readonly names: Readonly<Record<string, string>>;
  readonly ordersDue: readonly string[];
  readonly score: ScoreData | null;
}

/**
 * IA1 3.0: the victory tally as the score, each condition a line; none without conditions as data. Public: it reads
 * only what both sides know (docs/rulings.md, Victory), so it is the same in either side's view.
 */
function iaScore(b: IaBattle): ScoreData | null {
  if (!b.victory) return null;
  const t = victoryTally(b);
  const lines = (s: (typeof t.sides)[number]) => s.scored.map((l) => ({ label: `HEX_TACTICS.Tracker.Score.Line.${l.for}`, count: l.count, points: l.points }));
  return { final: t.final, winner: t.winner, sides: t.sides.map((s) => ({ side: s.side, points: s.points, lines: lines(s) })) };
}

/** `canUndo` as everyone may know it (referee/public-undo.ts `publicCanUndo`). */
export function iaCombat(game: IaTableGame, canUndo: boolean): IaCombatData {
  const b = game.state;
  const a = b.activation;
  // The segment as the side not acting sees it: the acting side's hidden pieces are left out.
  const seen = a === null ? null : iaSideView(b, b.sides.find((s) => s.id !== a.side)!.id).battle.activation;
  return {
    ruleset: "infantry-attacks",
    battle: game.id,
    edition: b.edition,
    turn: b.turn,
    lastTurn: b.lastTurn,
    phase: b.phase,
    canUndo,
    sides: b.sides.map((s) => ({ id: s.id, name: s.name })),
    // IA1 16.5 hidden pieces and 16.41 pieces still off the board are concealed: their names too.
    names: Object.fromEntries([...b.units.values(), ...b.leaders.values()].filter((p) => !p.hidden && entryOf(b, p.id) === undefined).map((p) => [p.id, p.name])),
    // IA1 9.1: the sides with artillery (the scenario's, public) whose plan is not written yet, before the first turn begins.
    ordersDue: b.turn === 1 && b.phase === "initiative" && b.initiative === null ? b.sides.filter((s) => s.artillery && !b.plans?.[s.id]).map((s) => s.id) : [],
    score: iaScore(b),
    details: seriesCombatDetails("infantry-attacks", b, seen),
  };
}
