/**
 * A drag's path as Red Poppies moves (RP 6.6: each movement point its own command, so the enemy may react after each,
 * RP 6.7): one `move` per hex entered, the hexes between the drag's waypoints filled in along the straight line. A unit
 * off the map enters by the path's first hex (RP 10.21: the engine judges the entry hex).
 *
 * RP 3.5, 6.6 "ready units move one-at-a-time or in stacks": a drag of one unit while the user holds others of the
 * activation moves them all as one, each group after the other — first the dragged unit with one other unit of its hex
 * as a stack (RP 6.61, ruling R22: at most two), then the other activated units in the order the drag lists them, two
 * of a hex together, each group along the dragged unit's path translated by its offset from the dragged unit's start
 * (its path ends at the map's edge). A group refused or stopped ends its own path only (the referee's `groupPaths`).
 * A held unit the activation does not list goes nowhere.
 */
import { add, sub } from "../../../engine/hex/axial";
import { decodeOnMap, type HexMap } from "../../../engine/map";
import { RpCommandSchema, type RpCommand } from "../../../engine/rules/rp/commands/schema";
import type { RpBattle } from "../../../engine/rules/rp/state";
import type { TableHex } from "../../referee/layer-json";
import { hexesEntered, refusePath } from "../path-hexes";

/**
 * The groups moving one after another in a drag of `side`'s `movers` (the dragged unit first): the dragged unit with
 * the first activated unit of its hex, then the other activated units on the map in order, paired by hex.
 */
export function rpMoverGroups(b: RpBattle, side: string, movers: readonly string[]): string[][] {
  const [dragged, ...held] = movers;
  // Another side's unit reads as no unit at all.
  if (b.units[dragged!]?.side !== side) refusePath("$.movers[0]", `${dragged} is none of the side's units`);
  const a = b.activation;
  const going = [...new Set(held)].filter((id) => id !== dragged && a?.side === side && a.units.includes(id) && b.units[id]?.hex != null);
  const hexOf = (id: string) => b.units[id]!.hex;
  const groups: string[][] = [[dragged!]];
  for (const id of going) {
    const stack = groups.find((g) => g.length < 2 && hexOf(g[0]!) === hexOf(id));
    if (stack) stack.push(id);
    else groups.push([id]);
  }
  return groups;
}

const moveTo = (map: HexMap, side: string, units: readonly string[], to: number): RpCommand => {
  const { col, row } = map.offsetAt(to);
  return decodeOnMap(map, RpCommandSchema, { type: "move", side, units: [...units], step: { to: [col, row] } }, "command");
};

/**
 * Each group's `move` commands along `path` (RP 6.6, 3.5): the dragged group's the hexes entered, every other group's
 * the same hexes moved by its offset from the dragged unit's start, up to the first off the map.
 */
export function rpGroupPaths(map: HexMap, b: RpBattle, side: string, movers: readonly string[], path: readonly TableHex[]): RpCommand[][] {
  const [lead, ...others] = rpMoverGroups(b, side, movers);
  const start = b.units[lead![0]!]!.hex;
  const entered = hexesEntered(map, start, path);
  const paths = [entered.map((to) => moveTo(map, side, lead!, to))];
  // An entering unit's path is its own: the others have no offset from it.
  if (start === null) return paths;
  for (const group of others) {
    const offset = sub(map.hexAt(b.units[group[0]!]!.hex!), map.hexAt(start));
    const moved = entered.map((to) => add(map.hexAt(to), offset));
    const off = moved.findIndex((h) => !map.contains(h));
    paths.push((off < 0 ? moved : moved.slice(0, off)).map((h) => moveTo(map, side, group, map.indexOf(h))));
  }
  return paths;
}

/** The `move` commands of the dragged unit and the one moving with it as a stack (RP 6.61) along `path` (the ruler's). */
export const rpPathCommands = (map: HexMap, b: RpBattle, side: string, movers: readonly string[], path: readonly TableHex[]): RpCommand[] =>
  rpGroupPaths(map, b, side, movers, path)[0]!;

/** RP 6.65, 3.72: the movers go on while each is on the map and still moving (a failed check or a stop ends its move). */
export function rpMovingOn(b: RpBattle, command: RpCommand): boolean {
  if (command.type !== "move") return true;
  return command.units.every((id) => b.units[id]?.status === "on-map" && (b.activation?.moving.includes(id) ?? false));
}
