/**
 * The Enter the board dialog's view model (IA1 16.41, 16.43), on the player's own side's view (the enemy's off-board
 * pieces are not in it): the side's pieces off the board with the turn and hexes they enter by; once a group is
 * activated (the Activate dialog offers its pieces), a piece of the segment designated to move is chosen with one of
 * the hexes it may enter by (the engine's `usableEdgeHexes`) and the leaders entering with it, and the entry goes to the
 * referee as a drag onto that hex does (`move-path`).
 */
import { entryOf, usableEdgeHexes } from "../../../../engine/rules/series/board-edge/edge";
import { hexName } from "../../../../engine/rules/ia/scenario/positions";
import type { IaBattle, IaLeader, IaUnit } from "../../../../engine/rules/ia/state";
import { phrase } from "../../../i18n";
import type { ActivateInput } from "./activate-view";

/** The chosen piece and hex (`entry`: `<piece id>:<map index>`), and the leaders entering with it, as read from the form. */
export interface EnterBoardState {
  readonly piece: string | null;
  readonly hex: number | null;
  readonly with: readonly string[];
}

export const emptyEntry: EnterBoardState = { piece: null, hex: null, with: [] };

const offBoard = (battle: IaBattle, side: string) => [...battle.leaders.values(), ...battle.units.values()].filter((p) => p.side === side && p.hex === null && entryOf(battle, p.id));

/** IA1 16.41: the side's off-board pieces of its segment designated to move that have not acted yet. */
function ready(battle: IaBattle, side: string): (IaUnit | IaLeader)[] {
  const a = battle.activation;
  if (a === null || a.side !== side) return [];
  return offBoard(battle, side).filter((p) => a.pieces[p.id]?.action === "move" && !a.done.includes(p.id));
}

/** IA1 16.43: the hexes `piece` may enter by now. */
const entryHexes = (input: ActivateInput, piece: string): number[] => usableEdgeHexes(input.battle, input.map, input.side, entryOf(input.battle, piece)?.hexes ?? []).hexes;

/** IA1 6.4: the leaders of the segment off the board who may enter with a unit (the engine checks they activated it). */
const companions = (input: ActivateInput, piece: string): IaLeader[] =>
  input.battle.units.has(piece) ? ready(input.battle, input.side).filter((p): p is IaLeader => input.battle.leaders.has(p.id)) : [];

export function enterBoardStateFrom(form: Readonly<Record<string, unknown>>): EnterBoardState {
  const [piece, hex] = typeof form.entry === "string" ? form.entry.split(":") : [];
  const chosen = Object.entries(form).flatMap(([k, v]) => (k.startsWith("with.") && v === true ? [k.slice("with.".length)] : []));
  return piece && hex && /^\d+$/.test(hex) ? { piece, hex: Number(hex), with: chosen } : emptyEntry;
}

/** The `move-path` request for the entry (hexes [column, row]), or null until a ready piece and one of its hexes are chosen. */
export function enterBoardRequest(input: ActivateInput, state: EnterBoardState): { kind: "move-path"; piece: string; path: [number, number][]; with?: string[] } | null {
  const { piece, hex } = state;
  if (piece === null || hex === null || !ready(input.battle, input.side).some((p) => p.id === piece) || !entryHexes(input, piece).includes(hex)) return null;
  const leaders = companions(input, piece).filter((l) => state.with.includes(l.id)).map((l) => l.id);
  const { col, row } = input.map.offsetAt(hex);
  return { kind: "move-path", piece, path: [[col, row]], ...(leaders.length ? { with: leaders } : {}) };
}

export function enterBoardView(input: ActivateInput, state: EnterBoardState) {
  const { battle, map, side } = input;
  const pieces = ready(battle, side);
  const names = (hexes: readonly number[]) => hexes.map((h) => hexName(map, h)).join(", ");
  return {
    // Every piece of the side still off the board, with when and where it enters (its own side's secret).
    waiting: offBoard(battle, side).map((p) => {
      const entry = entryOf(battle, p.id)!;
      return { name: p.name, leader: battle.leaders.has(p.id), when: phrase("HEX_TACTICS.OnTheTable.Enter.when", { turn: entry.turn, hexes: names(entry.hexes) }) };
    }),
    pieces: pieces.map((p) => ({
      name: p.name,
      leader: battle.leaders.has(p.id),
      hexes: entryHexes(input, p.id).map((h) => ({ value: `${p.id}:${h}`, label: hexName(map, h), selected: state.piece === p.id && state.hex === h })),
    })),
    leaders: state.piece === null ? [] : companions(input, state.piece).map((l) => ({ id: l.id, name: l.name, checked: state.with.includes(l.id) })),
    none: pieces.length === 0 ? phrase("HEX_TACTICS.OnTheTable.Enter.none") : null,
    canSubmit: enterBoardRequest(input, state) !== null,
  };
}
