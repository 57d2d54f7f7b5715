/**
 * A dragged token's path as Red Poppies moves (RP 6.6: each movement point its own command, so the enemy may react
 * after each, RP 6.7): one `move` per hex entered, the hexes between the drag's waypoints filled in along the straight
 * line, for the dragged unit and the one moving with it as a stack (RP 6.61). A unit off the map enters by the path's
 * first hex (RP 10.21: the engine judges the entry hex).
 */
import { decodeOnMap, type HexMap } from "../../../engine/map";
import { RpCommandSchema, type RpCommand } from "../../../engine/rules/rp/commands/schema";
import type { RpBattle } from "../../../engine/rules/rp/state";
import type { TableHex } from "../../referee/layer-json";
import { hexesEntered, refusePath } from "../path-hexes";


/** The `move` commands of `side`'s `movers` (the dragged unit first; RP 6.61: at most two) along `path`. */
export function rpPathCommands(map: HexMap, b: RpBattle, side: string, movers: readonly string[], path: readonly TableHex[]): RpCommand[] {
  movers.forEach((id, i) => {
    // Another side's unit reads as no unit at all.
    if (b.units[id]?.side !== side) refusePath(`$.movers[${i}]`, `${id} is none of the side's units`);
  });
  const entered = hexesEntered(map, b.units[movers[0]!]!.hex, path);
  return entered.map((step) => {
    const { col, row } = map.offsetAt(step);
    return decodeOnMap(map, RpCommandSchema, { type: "move", side, units: [...movers], step: { to: [col, row] } }, "command");
  });
}

/** RP 6.65, 3.72: the movers go on while each is on the map and still moving (a failed check or a stop ends its move). */
export function rpMovingOn(b: RpBattle, command: RpCommand): boolean {
  if (command.type !== "move") return true;
  return command.units.every((id) => b.units[id]?.status === "on-map" && (b.activation?.moving.includes(id) ?? false));
}
