import { sayer } from "../../../core/text";

/** What movement says (CI 8.x Movement, CI 3.x Terrain, CI 7.x Barbed Wire, CI 9.x Assault Combat). */
export const MOVEMENT_TEXT = {
  "ci.move.never": '"{block}" never moves: {why}',
  "ci.move.not-adjacent": 'a move goes one hex at a time into a hex next to "{block}"',
  "ci.move.stopped": '"{block}" has stopped: its move is over',
  "ci.move.not-moving": '"{block}" is not moving',
  "ci.move.over": '"{block}" moved earlier: a unit moves once per Game Turn',
  "ci.move.mp": '"{block}" has {left} MP left: crossing this hexside costs {cost} (no minimum move)',
  "ci.move.impassable": "{what} cannot be crossed by {who}",
  "ci.move.hedge-first": "a tank crosses a hedge only from the hex it started its move in",
  "ci.move.wire-held": "a wire hex holds one unit, and a unit in wire is never assaulted",
  "ci.move.wire-leave": '"{block}" is in wire: it clears it or withdraws by the hexside it entered by',
  "ci.move.no-assault": '"{block}" cannot move into an assault: {why}',
  "ci.move.assault-limit": "{count} of {limit} units have assaulted across this hexside this activation",
} as const;

export const say = sayer(MOVEMENT_TEXT);
