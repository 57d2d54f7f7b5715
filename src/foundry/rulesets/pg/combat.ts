import type { PgBattle } from "../../../engine/rules/pg/state";
import { pgSideView } from "../../../engine/rules/pg/view/side-view";
import type { BattleCombatData } from "../../applications/tracker/tracker-pieces";
import { seriesCombatDetails, type SeriesCombatDetails } from "../series/combat-details";
import type { PgTableGame } from "./table-game";

export const PG = "panzer-grenadier";

export type PgCombatDetails = SeriesCombatDetails<typeof PG>;

/**
 * The battle Combat's system data for Panzer Grenadier: what the tracker shows everyone (PG 3.0–3.2) — the initiative
 * roll, whose segment it is, who passed last and the segment under way as the side not acting sees it (a hidden piece's
 * part and an unrevealed tank leader left out: 16.6, 6.8) — and the names of every piece every side may know of.
 */
export function pgCombat(game: PgTableGame, canUndo: boolean): BattleCombatData<PgCombatDetails> {
  const b: PgBattle = game.state;
  const a = b.activation;
  const seen = a === null ? null : pgSideView(b, b.sides.find((s) => s.id !== a.side)!.id).battle.activation;
  const entering = new Set((b.entering ?? []).map((e) => e.piece));
  return {
    ruleset: PG,
    battle: game.id,
    turn: b.turn,
    lastTurn: b.lastTurn,
    phase: b.phase,
    canUndo,
    sides: b.sides.map((s) => ({ id: s.id, name: s.name })),
    // PG 16.6 hidden pieces and 16.51 pieces still off the board are concealed: their names too.
    names: Object.fromEntries([...b.units.values(), ...b.leaders.values()].filter((p) => !p.hidden && !entering.has(p.id)).map((p) => [p.id, p.name])),
    ordersDue: [],
    score: null,
    details: seriesCombatDetails(PG, b, seen),
  };
}
