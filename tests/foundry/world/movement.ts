/**
 * V13 token movement in the simulated world (docs/foundry-facts.md §12), after core 13.351's
 * `client/documents/token.mjs` and `client/data/client-backend.mjs` ("Core": docs/foundry-facts.md, reference trees) and
 * the API pages hookEvents.preMoveToken / moveToken. Every update that changes a token's x or y —
 * `TokenDocument#update`, `Scene#updateEmbeddedDocuments("Token", …)`, Foundry's drag, arrow keys and token sheet below
 * — is a movement. On the page that makes it, `preMoveToken(document, movement, operation)` fires for each moved token
 * before anything is sent ("only fires for the client who is initiating the update request"), `operation` being the
 * update's options, the caller's own keys included; `noHook` skips it; a `false` takes the token's x and y out of its
 * changes, its other changes still go. The caller sets a token's method and waypoints in the operation's
 * `movement[tokenId]`, or `isPaste`/`isUndo`; else the method is "api". After the server's broadcast every page hears
 * `updateToken`, then `moveToken(document, movement, operation, user)` ("fires for all connected clients", from the
 * update operation's post-workflow). Creating or deleting a token is no movement.
 *
 * The server passes an operation's own keys on to every page with the changes (V13 server build
 * `dist/database/backend/server-backend.mjs` broadcasts the response, stripping only data, ids, parent and pack keys; client
 * `client/data/client-backend.mjs` hands the rest to the hooks as `options`): every page's hooks hear the caller's keys,
 * the referee's write mark included. Not modelled: elevation and size changes, measurements
 * (distance, cost, spaces: the system reads none), walls and terrain, pausing, the continuation of a movement past its
 * first checkpoint.
 */
import { wire, type Obj } from "./data";
import type { Operation, SimScene, SimToken } from "./documents";
import type { Client } from "./client";

/** `TokenMovementMethod` (API page TokenMovementData, `method`): Core's list; a plain update is "api". */
export const MOVEMENT_METHODS = ["api", "config", "dragging", "keyboard", "paste", "undo"] as const;
export type MovementMethod = (typeof MOVEMENT_METHODS)[number];

/** A waypoint as V13 `TokenMeasuredMovementWaypoint` has it (without terrain and cost). */
export interface SimWaypoint {
  readonly x: number;
  readonly y: number;
  readonly elevation: number;
  readonly width: number;
  readonly height: number;
  readonly action: string;
  readonly snapped: boolean;
  readonly explicit: boolean;
  readonly checkpoint: boolean;
  readonly intermediate: boolean;
  readonly userId: string;
  readonly movementId: string;
}

type Position = Pick<SimWaypoint, "x" | "y" | "elevation" | "width" | "height">;

/** V13 `TokenMovementOperation` as the hooks receive it (pages TokenMovementData, TokenMovementSectionData). */
export interface SimMovement {
  readonly id: string;
  readonly chain: readonly string[];
  readonly origin: Position;
  readonly destination: Position;
  readonly passed: { readonly waypoints: readonly SimWaypoint[] };
  readonly pending: { readonly waypoints: readonly SimWaypoint[] };
  readonly method: MovementMethod;
  readonly constrained: boolean;
  readonly recorded: boolean;
  readonly autoRotate: boolean;
  readonly showRuler: boolean;
  readonly constrainOptions: Obj;
}

/** What a caller asks of one token's movement: the operation's `movement[tokenId]` (as `TokenDocument#move` passes it). */
export interface MovementRequest {
  readonly waypoints?: readonly Partial<Pick<SimWaypoint, "x" | "y" | "action" | "checkpoint" | "explicit">>[];
  readonly method?: MovementMethod;
  readonly autoRotate?: boolean;
  readonly showRuler?: boolean;
  readonly constrainOptions?: Obj;
}

const positionOf = (source: Obj): Position => ({
  x: Number(source.x ?? 0),
  y: Number(source.y ?? 0),
  elevation: Number(source.elevation ?? 0),
  width: Number(source.width ?? 1),
  height: Number(source.height ?? 1),
});

/**
 * The movement an update makes of `token` on `page`, or null when it moves nothing: its waypoints are the caller's, or
 * the changed x/y; the method is the caller's, else "paste"/"undo" for those operations, else "api". The path is split at
 * its first checkpoint (the last waypoint is one): `passed` up to it, `pending` after.
 */
function movementOf(page: Client, token: SimToken, changes: Obj, options: Obj): SimMovement | null {
  const asked = ((options.movement as Record<string, MovementRequest> | undefined) ?? {})[token.id] ?? {};
  const origin = positionOf(token._source);
  const moved = ("x" in changes && Number(changes.x) !== origin.x) || ("y" in changes && Number(changes.y) !== origin.y);
  const given = asked.waypoints?.length ? asked.waypoints : moved ? [{ x: Number(changes.x ?? origin.x), y: Number(changes.y ?? origin.y) }] : [];
  if (!given.length) return null;
  const method = asked.method ?? (options.isPaste ? "paste" : options.isUndo ? "undo" : "api");
  if (!MOVEMENT_METHODS.includes(method) || (method === "paste") !== !!options.isPaste || (method === "undo") !== !!options.isUndo)
    throw new Error(`Invalid movement method ${String(method)}`);
  const id = page.server.newId();
  let previous: Position = origin;
  const waypoints = given.map((w, k) => {
    previous = { ...previous, x: w.x ?? previous.x, y: w.y ?? previous.y };
    const last = k === given.length - 1;
    return { ...previous, action: w.action ?? "walk", snapped: false, explicit: w.explicit ?? false, checkpoint: last || (w.checkpoint ?? false), intermediate: false, userId: page.userId, movementId: id };
  });
  const stop = waypoints.findIndex((w) => w.checkpoint) + 1;
  const { x, y, elevation, width, height } = waypoints[stop - 1]!;
  return {
    id,
    chain: [],
    origin,
    destination: { x, y, elevation, width, height },
    passed: { waypoints: waypoints.slice(0, stop) },
    pending: { waypoints: waypoints.slice(stop) },
    method,
    constrained: false,
    recorded: false,
    autoRotate: asked.autoRotate ?? false,
    showRuler: asked.showRuler ?? (method === "dragging"),
    constrainOptions: asked.constrainOptions ?? {},
  };
}

/**
 * On the page that sends an update of a scene's tokens: `preMoveToken` for each token it moves, in order; a token
 * refused (`false`) keeps its place. Returns the operation to send — each moved token's changes set to the destination
 * of its movement, the movements attached for the broadcast — or null when no update is left.
 */
export async function preMoveTokens(page: Client, op: Operation): Promise<Operation | null> {
  // V13 runs the movement step inside the update's asynchronous `_preUpdate`: never before the caller's next line.
  await Promise.resolve();
  const scene = op.pack || op.parent?.length !== 1 ? undefined : (page.game.scenes.get(op.parent[0]!.id) as SimScene | undefined);
  const options = op.options ?? {};
  const updates: Obj[] = [];
  const movements: Record<string, SimMovement> = {};
  for (const update of op.updates ?? []) {
    const token = scene?.tokens.get(String(update._id));
    const movement = token ? movementOf(page, token, update, options) : null;
    if (!token || !movement) {
      updates.push(update);
      continue;
    }
    if (!options.noHook && page.run(() => page.Hooks.call("preMoveToken", token, movement, options)) === false) {
      // Core sends no update left without a change.
      const { x, y, ...rest } = update;
      if (Object.keys(rest).length > 1) updates.push(rest);
      continue;
    }
    movements[token.id] = wire(movement);
    updates.push({ ...update, x: movement.destination.x, y: movement.destination.y });
  }
  if (!updates.length) return null;
  return { ...op, updates, ...(Object.keys(movements).length ? { movements } : {}) };
}

/** The operation options that give each token's movement its waypoints and method (as Foundry's canvas sends them). */
const asking = (moves: readonly { token: SimToken; waypoints: MovementRequest["waypoints"] }[], method: MovementMethod) => ({
  movement: Object.fromEntries(moves.map(({ token, waypoints }) => [token.id, { waypoints, method }])),
});

/**
 * A drag on `page` of tokens of one scene, each through its waypoints (explicit checkpoints, as the user placed them):
 * one update of them all, method "dragging" (V13 moves every controlled token in one operation). Resolves with the ids
 * of the tokens that moved.
 */
export async function dragTokens(page: Client, moves: readonly { token: SimToken; waypoints: readonly { x: number; y: number }[] }[]): Promise<string[]> {
  const scene = moves[0]!.token.parent as SimScene;
  const placed = moves.map(({ token, waypoints }) => ({ token, waypoints: waypoints.map((w) => ({ ...w, explicit: true, checkpoint: true })) }));
  const before = new Map(moves.map(({ token }) => [token.id, `${token.x},${token.y}`]));
  await page.run(() => scene.updateEmbeddedDocuments("Token", moves.map(({ token }) => ({ _id: token.id })), asking(placed, "dragging")));
  return moves.filter(({ token }) => `${token.x},${token.y}` !== before.get(token.id)).map(({ token }) => token.id);
}

/** A move of `token` on `page` with the arrow keys to the adjacent point `to` (method "keyboard"). Resolves with whether it moved. */
export async function keyMove(page: Client, token: SimToken, to: { x: number; y: number }): Promise<boolean> {
  const scene = token.parent as SimScene;
  const before = `${token.x},${token.y}`;
  await page.run(() => scene.updateEmbeddedDocuments("Token", [{ _id: token.id, ...to }], asking([{ token, waypoints: [to] }], "keyboard")));
  return `${token.x},${token.y}` !== before;
}

/** New x/y typed in `token`'s configuration sheet on `page` and saved (method "config"). Resolves with whether it moved. */
export async function configureToken(page: Client, token: SimToken, to: { x: number; y: number }): Promise<boolean> {
  const before = `${token.x},${token.y}`;
  await page.run(() => token.update({ ...to }, { movement: { [token.id]: { method: "config" } } }));
  return `${token.x},${token.y}` !== before;
}
