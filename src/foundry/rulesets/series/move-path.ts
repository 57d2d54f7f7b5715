/**
 * A dragged token's path as a series game moves (5.2: one hex at a time; 6.4: the leaders moving with it): one `move`
 * per hex entered, the hexes between the drag's waypoints filled in along the straight line. An off-board piece enters
 * by the path's first hex (16.51, IA1 16.41: an entry hex, the engine judges) and moves on from there.
 */
import type { z } from "zod";
import { decodeOnMap, type HexMap } from "../../../engine/map";
import type { SeriesActivation } from "../../../engine/rules/series/state/battle";
import { hexesEntered, refusePath } from "../path-hexes";

/** What a path reads of a battle: its pieces' sides and hexes, and the segment under way. */
export interface PathBattle {
  readonly units: ReadonlyMap<string, { readonly side: string; readonly hex: number | null }>;
  readonly leaders: ReadonlyMap<string, { readonly side: string; readonly hex: number | null }>;
  readonly activation: Pick<SeriesActivation, "done"> | null;
}


/** The `move` commands of `side`'s `piece` along `path`, read with the game's command schema. */
export function seriesPathCommands<C>(
  map: HexMap,
  state: PathBattle,
  commands: z.ZodType<C>,
  side: string,
  piece: string,
  path: readonly (readonly [number, number])[],
  withLeaders: readonly string[],
): C[] {
  const mover = state.units.get(piece) ?? state.leaders.get(piece);
  // Another side's piece reads as no piece at all: a hidden one's id must not tell the asker it exists (16.6, IA1 16.5).
  if (!mover || mover.side !== side) refusePath("$.movers[0]", `${piece} is none of the side's pieces`);
  const entered = hexesEntered(map, mover!.hex, path);
  return entered.map((step) => {
    const { col, row } = map.offsetAt(step);
    const json = { type: "move", side, piece, to: [col, row], ...(withLeaders.length ? { with: [...withLeaders] } : {}) };
    return decodeOnMap(map, commands, json, "command");
  });
}

/** 13.14: a mover a failed morale check stopped (its activity done), or that fire removed, moves no further. */
export function seriesMovingOn(state: PathBattle, command: { readonly type: string; readonly piece?: string }): boolean {
  if (command.type !== "move" || command.piece === undefined) return true;
  const mover = state.units.get(command.piece) ?? state.leaders.get(command.piece);
  return mover !== undefined && mover.hex !== null && !(state.activation?.done.includes(command.piece) ?? false);
}
