/**
 * A dragged token's path as Infantry Attacks moves (IA1 5.2: one hex at a time; 6.4: the leaders moving with it): one
 * `move` per hex entered, the hexes between the drag's waypoints filled in along the straight line. An off-board piece
 * enters by the path's first hex (IA1 16.41: an entry hex, the engine judges) and moves on from there.
 */
import { hex } from "../../../engine/hex/axial";
import { walkLine } from "../../../engine/hex/line";
import { DataError } from "../../../engine/data/validate";
import { decodeOnMap } from "../../../engine/map";
import { IaCommandSchema, type IaCommand } from "../../../engine/rules/ia/commands/schema";
import type { IaBattle } from "../../../engine/rules/ia/state";
import type { IaTableGame } from "./table-game";

const refuse = (path: string, message: string): never => {
  throw new DataError("move-path", [{ path, message }]);
};

export function iaPathCommands(game: IaTableGame, side: string, piece: string, path: readonly (readonly [number, number])[], withLeaders: readonly string[]): IaCommand[] {
  const { map, state } = game;
  const mover = state.units.get(piece) ?? state.leaders.get(piece);
  // Another side's piece reads as no piece at all: a hidden one's id must not tell the asker it exists (IA1 16.5).
  if (!mover || mover.side !== side) refuse("$.movers[0]", `${piece} is none of the side's pieces`);
  let at = mover!.hex;
  const entered: number[] = [];
  path.forEach(([col, row], i) => {
    if (!(col >= 0 && row >= 0 && col < map.columns && row < map.rows)) refuse(`$.path[${i}]`, `[${col}, ${row}] is not on the map`);
    const to = map.indexOfOffset(col, row);
    const from = at;
    if (from === null) entered.push(to);
    else
      walkLine(map.hexAt(from), map.hexAt(to), (q, r) => {
        const step = map.indexOf(hex(q, r));
        if (step !== from && step !== entered.at(-1)) entered.push(step);
      });
    at = to;
  });
  return entered.map((step) => {
    const { col, row } = map.offsetAt(step);
    const json = { type: "move", side, piece, to: [col, row], ...(withLeaders.length ? { with: [...withLeaders] } : {}) };
    return decodeOnMap(map, IaCommandSchema, json, "command");
  });
}

/** IA1 13.14: a mover a failed morale check stopped (its activity done), or that fire removed, moves no further. */
export function iaMovingOn(state: IaBattle, command: IaCommand): boolean {
  if (command.type !== "move") return true;
  const mover = state.units.get(command.piece) ?? state.leaders.get(command.piece);
  return mover !== undefined && mover.hex !== null && !(state.activation?.done.includes(command.piece) ?? false);
}
