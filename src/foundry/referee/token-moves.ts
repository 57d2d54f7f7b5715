/**
 * Battle tokens move only through the referee (docs/foundry.md, "Moves"). On the client that drags a token, V13's
 * `preMoveToken` hook (called by `TokenDocument#_preUpdateMovement`, docs/foundry-facts.md §12) refuses the raw move —
 * its waypoints can only be taken or refused whole — and sends the drag's hexes to the referee as one `move-path`
 * request; the referee moves the token hex by hex. Leaders dragged with a unit (the user controls their tokens in its
 * hex: Foundry moves every controlled token, calling `preMoveToken` for each) go with it in that one request (`with`,
 * IA1 6.4); their own calls send nothing. On the referee's client, any position change of a battle token that did not
 * come from it (a player's update from the console, a GM's own) is put back.
 */
import { fromGridOffset, type GridOffset, type GridPlacement } from "../../engine/hex/foundry-grid";
import { sendRequest } from "../applications/send-request";
import { SYSTEM_ID } from "../constants";
import type { TokenFlags } from "./flags";
import { battleCombat } from "./projection-writer";
import { tableClient } from "./table-client";

/** What this module reads of a token document and of V13 `TokenMovementData` (typed loosely: only these fields). */
interface MovedToken {
  readonly id: string | null;
  readonly x: number;
  readonly y: number;
  readonly flags: Record<string, unknown>;
  readonly parent: { readonly grid: Grid } | null;
  readonly actor: { readonly type: string } | null;
}
interface Grid {
  getOffset(point: { x: number; y: number }): GridOffset;
  getTopLeftPoint(offset: GridOffset): { x: number; y: number };
}
interface Waypoint {
  readonly x?: number;
  readonly y?: number;
}
interface Movement {
  readonly passed?: { readonly waypoints?: readonly Waypoint[] };
  readonly pending?: { readonly waypoints?: readonly Waypoint[] };
  readonly destination?: Waypoint;
}

const flagsOf = (token: MovedToken) => token.flags[SYSTEM_ID] as TokenFlags | undefined;

/** Where a battle's map lies on its scene's grid, as its Combat shows it (hex [0, 0] on offset {0, 0} if it does not). */
const placementOf = (battle: string, gridType: GridPlacement["gridType"]): GridPlacement =>
  (battleCombat(battle)?.getFlag(SYSTEM_ID, "grid") as GridPlacement | undefined) ?? { gridType, origin: { i: 0, j: 0 } };

/**
 * The grid offset of the hex a token at this top-left point stands on: the one whose top-left point it is (the referee
 * places tokens there), found near `getOffset` of the point — a hex's bounding-box corner may lie in a neighbour.
 */
function offsetAt(grid: Grid, point: { x: number; y: number }): GridOffset {
  const guess = grid.getOffset(point);
  let best = guess;
  let far = Infinity;
  for (let di = -1; di <= 1; di++)
    for (let dj = -1; dj <= 1; dj++) {
      const o = { i: guess.i + di, j: guess.j + dj };
      const p = grid.getTopLeftPoint(o);
      const d = (p.x - point.x) ** 2 + (p.y - point.y) ** 2;
      if (d < far) [best, far] = [o, d];
    }
  return best;
}

/** The tokens this user controls on the canvas (none where there is no canvas). */
function controlledTokens(): readonly MovedToken[] {
  const layer = (globalThis as { canvas?: { tokens?: { controlled?: readonly { document: MovedToken }[] } } }).canvas?.tokens;
  return (layer?.controlled ?? []).map((t) => t.document);
}

/**
 * Who moves in a drag of `token`: the piece, and the leaders going with it (IA1 6.4) — the user's other controlled
 * tokens of the battle in its hex. A leader's token dragged with a unit's moves with that unit, whichever Foundry
 * asks about first; with no unit (or several) among them, the dragged piece moves alone.
 */
function moversOf(token: MovedToken, battle: string): { readonly piece: MovedToken; readonly leaders: readonly MovedToken[] } {
  const group = [token, ...controlledTokens().filter((t) => t !== token && t.id !== token.id && flagsOf(t)?.battle === battle && flagsOf(t)?.piece && t.x === token.x && t.y === token.y)];
  const isLeader = (t: MovedToken) => t.actor?.type === "leader";
  const units = group.filter((t) => !isLeader(t));
  if (units.length !== 1) return { piece: token, leaders: [] };
  return { piece: units[0]!, leaders: group.filter(isLeader) };
}

/**
 * `preMoveToken` on the dragging client: a battle piece's token is not moved by Foundry (false); its drag goes to the
 * referee, and a refusal is shown as a notification. Other tokens move as Foundry moves them.
 */
export function onPreMoveToken(token: MovedToken, movement: Movement): false | void {
  const flags = flagsOf(token);
  const grid = token.parent?.grid;
  if (!flags?.battle || !flags.piece || !grid) return;
  const waypoints = [...(movement.passed?.waypoints ?? []), ...(movement.pending?.waypoints ?? [])];
  const points = (waypoints.length ? waypoints : movement.destination ? [movement.destination] : []).filter(
    (w): w is { x: number; y: number } => typeof w.x === "number" && typeof w.y === "number",
  );
  if (!points.length) return false;
  const client = tableClient();
  // The same gesture's drag of a token already sent with another's: nothing more to send.
  const destination = `${points.at(-1)!.x},${points.at(-1)!.y}`;
  const carried = token.id !== null ? client.carried.get(token.id) : undefined;
  if (carried !== undefined) {
    client.carried.delete(token.id!);
    if (carried === destination) return false;
  }
  const placement = placementOf(flags.battle, (grid as unknown as { type: GridPlacement["gridType"] }).type);
  const path = points.map((p) => fromGridOffset(placement, offsetAt(grid, p)));
  const { piece, leaders } = moversOf(token, flags.battle);
  for (const t of [piece, ...leaders]) if (t !== token && t.id !== null) client.carried.set(t.id, destination);
  const withLeaders = leaders.map((t) => flagsOf(t)!.piece!);
  const request = { kind: "move-path", battle: flags.battle, piece: flagsOf(piece)!.piece!, path, ...(withLeaders.length ? { with: withLeaders } : {}) } as const;
  const moving = sendRequest(request).finally(() => {
    if (client.moving === moving) client.moving = null;
  });
  client.moving = moving;
  return false;
}

/** `updateToken` on the referee's client: a battle token's position changed; the referee writes it back if it was not its own. */
export function onUpdateToken(token: MovedToken, changes: Record<string, unknown>): Promise<void> | void {
  const battle = flagsOf(token)?.battle;
  const referee = tableClient().referee;
  if (!battle || !referee || !("x" in changes || "y" in changes)) return;
  return referee.reassert(battle).catch((e: unknown) => console.error(e));
}

/** `init`: the two hooks (named loosely: the types in use do not list V13's movement hooks). */
export function registerTokenMoves(): void {
  const on = Hooks.on.bind(Hooks) as unknown as (hook: string, fn: (token: MovedToken, second: never) => unknown) => number;
  on("preMoveToken", (token, movement: Movement) => onPreMoveToken(token, movement));
  on("updateToken", (token, changes: Record<string, unknown>) => onUpdateToken(token, changes));
}
