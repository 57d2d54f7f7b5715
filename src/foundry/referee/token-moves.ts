/**
 * Battle tokens move only through the referee (docs/foundry.md, "Moves"). V13's `preMoveToken` hook (docs/foundry-facts.md
 * §12) fires on the client making any position update of a token, whatever its method. A user's drag or arrow keys
 * there are refused as raw moves — a move's waypoints can only be taken or refused whole — and sent to the referee as
 * one `move-path` request; the referee moves the token hex by hex. Foundry moves every token the user controls, calling
 * `preMoveToken` for each: the battle's ruleset says which of them go with the dragged one (its table module's
 * `canvas.dragGroup`; for Infantry Attacks the leaders in a unit's hex, IA1 6.4), and they go in that one request as its
 * `movers`; their own calls send nothing. Any other move (the token's sheet, a paste, an undo, a macro)
 * is refused with a word to the user, save the referee's own writes on its own client (marked `REFEREE_WRITE`). On the
 * referee's client, any position change of a battle token that did not come from it is put back.
 */
import { fromGridOffset, type GridPlacement } from "../../engine/hex/foundry-grid";
import { tableModule } from "../rulesets/registry";
import { offsetAt, type TokenGrid } from "../canvas/token-hex";
import { notify, sendRequest } from "../applications/send-request";
import { SYSTEM_ID } from "../constants";
import { phrase } from "../i18n";
import type { DragToken } from "./drag-token";
import type { TokenFlags } from "./flags";
import { battleCombat, isRefereeWrite } from "./projection-writer";
import { tableClient } from "./table-client";

/** What this module reads of a token document and of V13 `TokenMovementData` (typed loosely: only these fields). */
interface MovedToken {
  readonly id: string | null;
  readonly x: number;
  readonly y: number;
  readonly flags: Record<string, unknown>;
  readonly parent: { readonly grid: TokenGrid } | null;
  readonly actor: { readonly type: string } | null;
}
interface Waypoint {
  readonly x?: number;
  readonly y?: number;
  /** V13 `TokenMovementWaypoint#intermediate`: inserted by Foundry, not placed by the user. */
  readonly intermediate?: boolean;
}
interface Movement {
  /** V13 `TokenMovementMethod`: "dragging", "keyboard", "api", "config", "paste", "undo". */
  readonly method?: string;
  readonly passed?: { readonly waypoints?: readonly Waypoint[] };
  readonly pending?: { readonly waypoints?: readonly Waypoint[] };
  readonly destination?: Waypoint;
}

const flagsOf = (token: MovedToken) => token.flags[SYSTEM_ID] as TokenFlags | undefined;

/** Where a battle's map lies on its scene's grid, as its Combat shows it (hex [0, 0] on offset {0, 0} if it does not). */
const placementOf = (battle: string, gridType: GridPlacement["gridType"]): GridPlacement =>
  (battleCombat(battle)?.getFlag(SYSTEM_ID, "grid") as GridPlacement | undefined) ?? { gridType, origin: { i: 0, j: 0 } };

/** The tokens this user controls on the canvas (none where there is no canvas). */
function controlledTokens(): readonly MovedToken[] {
  const layer = (globalThis as { canvas?: { tokens?: { controlled?: readonly { document: MovedToken }[] } } }).canvas?.tokens;
  return (layer?.controlled ?? []).map((t) => t.document);
}

/**
 * Who moves in a drag of `token`: of the user's controlled tokens of the battle, those its ruleset says go with it
 * (table-module.ts `canvas.dragGroup`), the one whose request it is first; the dragged one alone by default.
 */
export function moversOf(token: MovedToken, battle: string, placement: GridPlacement, grid: TokenGrid): readonly DragToken[] {
  const asDrag = (t: MovedToken): DragToken => ({ id: t.id, piece: flagsOf(t)!.piece!, actorType: t.actor?.type ?? null, hex: fromGridOffset(placement, offsetAt(grid, t)) });
  const dragged = asDrag(token);
  const group = tableModule(String((battleCombat(battle)?.system as { ruleset?: unknown } | undefined)?.ruleset ?? ""))?.canvas?.dragGroup;
  if (!group) return [dragged];
  const controlled = controlledTokens().filter((t) => t !== token && t.id !== token.id && flagsOf(t)?.battle === battle && flagsOf(t)?.piece);
  return group(dragged, controlled.map(asDrag));
}

/** The methods of a user's own gesture on the board (V13 `TokenMovementMethod`): they become requests to the referee. */
const GESTURES: ReadonlySet<string> = new Set(["dragging", "keyboard"]);

/**
 * `preMoveToken` on the client making a move: a battle piece's token is not moved by Foundry (false) unless the referee
 * moves it from its own client; a drag or the keys go to the referee, whose refusal is shown as a notification; any
 * other move is refused with a notification. Other tokens move as Foundry moves them.
 */
export function onPreMoveToken(token: MovedToken, movement: Movement, operation: unknown): false | void {
  const flags = flagsOf(token);
  const grid = token.parent?.grid;
  if (!flags?.battle || !flags.piece || !grid) return;
  const client = tableClient();
  // The mark counts only where the referee runs: on a player's client it is anyone's to set.
  if (client.referee && isRefereeWrite(operation)) return;
  if (!GESTURES.has(movement.method ?? "")) {
    notify("warn", phrase("HEX_TACTICS.Moves.throughReferee"));
    return false;
  }
  // The hexes the user chose: V13 inserts intermediate waypoints of its own (terrain changes) between them.
  const waypoints = [...(movement.passed?.waypoints ?? []), ...(movement.pending?.waypoints ?? [])].filter((w) => !w.intermediate);
  const points = (waypoints.length ? waypoints : movement.destination ? [movement.destination] : []).filter(
    (w): w is { x: number; y: number } => typeof w.x === "number" && typeof w.y === "number",
  );
  if (!points.length) return false;
  // The same gesture's drag of a token already sent with another's: nothing more to send. V13 gives every token of one
  // drag the same update operation (docs/foundry-facts.md §12), which names the gesture.
  const gesture = typeof operation === "object" && operation !== null ? operation : null;
  const sent = gesture ? (client.carried.get(gesture) ?? new Set<string>()) : new Set<string>();
  if (token.id !== null && sent.has(token.id)) return false;
  const placement = placementOf(flags.battle, (grid as unknown as { type: GridPlacement["gridType"] }).type);
  const path = points.map((p) => fromGridOffset(placement, offsetAt(grid, p)));
  const movers = moversOf(token, flags.battle, placement, grid);
  for (const t of movers) if (t.id !== null) sent.add(t.id);
  if (gesture) client.carried.set(gesture, sent);
  const request = { kind: "move-path", battle: flags.battle, movers: movers.map((t) => t.piece), path } as const;
  const moving = sendRequest(request).finally(() => {
    if (client.moving === moving) client.moving = null;
  });
  client.moving = moving;
  return false;
}

/**
 * `updateToken` on the referee's client: a change of a battle token it did not make — its position, its flags (a
 * player owning the counter may write them), or anything of an actor-less one (a concealed piece's, which anyone may
 * update: docs/foundry-facts.md §6) — is written back from the battle. A token whose flags no longer name its battle
 * goes, and every battle's documents are written again: it cannot pass for a piece.
 */
export function onUpdateToken(token: MovedToken, changes: Record<string, unknown>, options: unknown, userId: string): Promise<void> | void {
  const referee = tableClient().referee;
  if (!referee || (userId === (game as ReadyGame).user.id && isRefereeWrite(options))) return;
  const flagChanges = (changes.flags ?? {}) as Record<string, unknown>;
  const ours = SYSTEM_ID in flagChanges || `-=${SYSTEM_ID}` in flagChanges;
  const battle = flagsOf(token)?.battle;
  if (!battle || !flagsOf(token)?.piece) {
    if (!ours) return;
    return (token as unknown as { delete(): Promise<unknown> })
      .delete()
      .then(() => Promise.all(referee.battles().map((b) => referee.reassert(b))))
      .then(() => undefined, (e: unknown) => console.error(e));
  }
  const touched = "x" in changes || "y" in changes || ours || (token.actor === null && Object.keys(changes).some((k) => k !== "_id"));
  if (touched) return referee.reassert(battle).catch((e: unknown) => console.error(e));
}

/** `init`: the two hooks (named loosely: the types in use do not list V13's movement hooks). */
export function registerTokenMoves(): void {
  const on = Hooks.on.bind(Hooks) as unknown as (hook: string, fn: (token: MovedToken, second: never, third: never) => unknown) => number;
  on("preMoveToken", (token, movement: Movement, operation: unknown) => onPreMoveToken(token, movement, operation));
  on("updateToken", ((token: MovedToken, changes: Record<string, unknown>, options: unknown, userId: string) => onUpdateToken(token, changes, options, userId)) as never);
}
