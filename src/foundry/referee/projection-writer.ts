/**
 * Writes a battle's public projection (ports.ts `Projection`) into the world after every command (docs/foundry.md):
 * the Combat's system data; one unlinked token per piece on its hex, with its public state (face, steps) in its flags and
 * its statuses as status effects on the token's own actor (docs/foundry-facts.md §5, §6) — a concealed piece's token has
 * no actor and shows its side's back, its flags its handle alone (§6); a token of the `marker` actor of its kind on
 * each marked hex or vertex, or along each marked hexside. Tokens it placed carry its flags; a piece that left the board (or was never revealed)
 * loses its token, and one concealed or revealed since gets a new one; concealed pieces' tokens come after the others,
 * by handle (`inOrder`). A revealed piece whose counter is not yet in the world has it imported first (counter-actors.ts).
 */
import { byHandle } from "../../engine/core/presence";
import { hexsideToGridPoint, toGridOffset, vertexToGridPoint, type GridOffset, type GridPlacement } from "../../engine/hex/foundry-grid";
import { SYSTEM_ID } from "../constants";
import { revealedCounter } from "./counter-actors";
import type { PieceState, TokenFlags } from "./flags";
import { placeKey } from "./layer-json";
import type { Projection } from "./ports";
import type { TablePlacement } from "./table-placement";
import { pageState } from "../page-state";
import "./flags";

/** The Combat subtype the battle's public state lives on (system.json `documentTypes.Combat`). */
export const BATTLE_COMBAT = "battle";

/**
 * The operation option the referee's own token updates carry: V13 fires `preMoveToken` for them too, on the referee's
 * client, and token-moves.ts lets them by there, and takes no `updateToken` of them for a move to put back
 * (docs/foundry-facts.md §12). Every client hears the mark with the update (it is no secret); it counts only on the
 * referee's own client, and in an `updateToken` only when the update's user is the referee's.
 */
export const refereeWrite = () => ({ [SYSTEM_ID]: { referee: pageState("write-mark", () => crypto.randomUUID()) } });

/** Whether an update operation carries this page's referee mark. */
export const isRefereeWrite = (operation: unknown): boolean =>
  (operation as Record<string, { referee?: unknown } | undefined> | undefined)?.[SYSTEM_ID]?.referee === pageState("write-mark", () => crypto.randomUUID());

type Scene = Scene.Implementation;
type Token = TokenDocument.Implementation;

const ready = () => game as ReadyGame;

/** The battle's Combat: the one flagged with its id. */
export const battleCombat = (battle: string): Combat.Implementation | undefined => ready().combats.find((c) => c.getFlag(SYSTEM_ID, "battle") === battle);

export async function writeProjection(battle: string, table: TablePlacement | null, projection: Projection): Promise<void> {
  const scene = table?.scene ? ready().scenes.get(table.scene) : undefined;
  await writeCombat(battle, scene, table?.grid, projection.combat);
  if (scene && table) await writeTokens(battle, scene, table, projection);
}

async function writeCombat(battle: string, scene: Scene | undefined, grid: GridPlacement | undefined, system: Projection["combat"]): Promise<void> {
  const combat = battleCombat(battle);
  if (combat) {
    // A battle put in play before the Combat carried its grid placement gets it now.
    const placed = grid && !combat.getFlag(SYSTEM_ID, "grid") ? { [`flags.${SYSTEM_ID}.grid`]: { ...grid } } : {};
    await combat.update({ system, ...placed });
    return;
  }
  // `as never` until the `battle` subtype is declared to fvtt-types (fvtt-config.ts): its name is no Combat type to it yet.
  await Combat.create({ type: BATTLE_COMBAT as never, scene: scene?.id ?? null, active: true, flags: { [SYSTEM_ID]: { battle, ...(grid ? { grid } : {}) } }, system });
}

const flagsOf = (token: Token): TokenFlags | undefined => token.flags[SYSTEM_ID] as TokenFlags | undefined;
const markerKey = (marker: Projection["markers"][number]) => `${marker.kind}@${placeKey(marker)}`;

async function writeTokens(battle: string, scene: Scene, table: TablePlacement, projection: Projection): Promise<void> {
  const placement: GridPlacement = table.grid ?? { gridType: scene.grid.type as GridPlacement["gridType"], origin: { i: 0, j: 0 } };
  const pointOf = (hex: readonly [number, number]) => scene.grid.getTopLeftPoint(toGridOffset(placement, hex));
  // A one-hex token centred on a vertex: its top-left is the mean of the top-left points of the vertex's three hexes (to
  // the pixel: a token's x and y are integers); on a hexside, the mean of its two hexes', turned along it (whole degrees).
  const topLeft = (o: GridOffset) => scene.grid.getTopLeftPoint(o);
  const placeOf = (marker: Projection["markers"][number]): { x: number; y: number; rotation?: number } => {
    if ("hex" in marker) return pointOf(marker.hex);
    if ("hexside" in marker) {
      const { x, y, rotation } = hexsideToGridPoint(placement, marker.hexside, topLeft);
      return { x: Math.round(x), y: Math.round(y), rotation: Math.round(rotation) % 180 };
    }
    const { x, y } = vertexToGridPoint(placement, marker.vertex, topLeft);
    return { x: Math.round(x), y: Math.round(y) };
  };
  const ours = scene.tokens.filter((t) => flagsOf(t)?.battle === battle);
  const byPiece = new Map(ours.flatMap((t) => (flagsOf(t)?.piece ? [[flagsOf(t)!.piece!, t] as const] : [])));
  const byMarker = new Map(ours.flatMap((t) => (flagsOf(t)?.marker ? [[flagsOf(t)!.marker!, t] as const] : [])));
  const kept = new Set<string>();
  const moves: { _id: string; x?: number; y?: number; [flag: string]: unknown }[] = [];
  const made: object[] = [];

  const place = async (actor: Actor.Implementation | undefined, { x, y, rotation }: { x: number; y: number; rotation?: number }, flags: TokenFlags) => {
    if (!actor) return;
    made.push((await actor.getTokenDocument({ x, y, ...(rotation !== undefined ? { rotation } : {}), actorLink: false, flags: { [SYSTEM_ID]: flags } })).toObject());
  };

  for (const shown of inOrder(projection.pieces)) {
    const { piece, hex } = shown;
    const concealed = "concealed" in shown ? shown.concealed : null;
    const { face, steps, turn } = "concealed" in shown ? {} : shown;
    const state: PieceState = { ...(face !== undefined ? { face } : {}), ...(steps ? { steps: { ...steps } } : {}) };
    const found = byPiece.get(piece);
    // A token shows a concealed piece without an actor, any other with its counter's: one that no longer fits is replaced.
    const token = found && (found.actorId === null) === (concealed !== null) ? found : undefined;
    if (!token && concealed) {
      const { x, y } = pointOf(hex);
      made.push({ name: concealed.name, x, y, actorId: null, actorLink: false, texture: { src: concealed.img }, flags: { [SYSTEM_ID]: { battle, piece } } });
      continue;
    }
    if (!token) {
      await place(await pieceActor(table, piece), { ...pointOf(hex), ...(turn !== undefined ? { rotation: turn } : {}) }, { battle, piece, state });
      continue;
    }
    kept.add(token.id!);
    const { x, y } = pointOf(hex);
    const moved = token.x !== x || token.y !== y;
    const changed = JSON.stringify(flagsOf(token)?.state ?? {}) !== JSON.stringify(state);
    // Anyone may update an actor-less token (docs/foundry-facts.md §6): its looks are put back too.
    const looks = concealed && (token.name !== concealed.name || token.texture.src !== concealed.img) ? { name: concealed.name, "texture.src": concealed.img } : {};
    // A shown piece's token turned as the piece lies (ports.ts `ShownPiece.turn`).
    const turned = turn !== undefined && token.rotation !== turn ? { rotation: turn } : {};
    if (moved || changed || Object.keys(looks).length || Object.keys(turned).length)
      moves.push({ _id: token.id!, ...(moved ? { x, y } : {}), ...(changed ? { [`flags.${SYSTEM_ID}.state`]: state } : {}), ...looks, ...turned });
  }
  for (const marker of projection.markers) {
    const key = markerKey(marker);
    const token = byMarker.get(key);
    if (token) {
      kept.add(token.id!);
      continue;
    }
    // A marker that cannot be placed (a hexside of two hexes not adjacent, from a battle edited by hand) is left out:
    // the rest of the board is still written.
    let at: ReturnType<typeof placeOf>;
    try {
      at = placeOf(marker);
    } catch (e) {
      console.error(e);
      continue;
    }
    await place(markerActor(marker.kind), at, { battle, marker: key });
  }

  const gone = ours.filter((t) => !kept.has(t.id!)).map((t) => t.id!);
  if (gone.length) await scene.deleteEmbeddedDocuments("Token", gone);
  // `as never`: the types in use know no operation option of a system's own.
  // The rules decide where a piece may go: V13's wall and cost checks of an "api" move are not asked
  // (`movement[id].constrainOptions`, TokenDocument's update operation: docs/foundry-facts.md §12).
  const movement = Object.fromEntries(moves.filter((m) => "x" in m).map((m) => [m._id, { constrainOptions: { ignoreWalls: true, ignoreCost: true } }]));
  if (moves.length) await scene.updateEmbeddedDocuments("Token", moves, { ...refereeWrite(), movement } as never);
  if (made.length) await scene.createEmbeddedDocuments("Token", made);
  await writeStatuses(battle, scene, projection);
}

/**
 * The pieces in the order their tokens are made and updated, which every client sees (`scene.tokens` keeps creation
 * order): the shown ones as listed, then the concealed ones by handle (core/presence.ts) — never in an order their ids
 * decide, whatever order the ruleset lists them in.
 */
const inOrder = (pieces: Projection["pieces"]): Projection["pieces"] => [
  ...pieces.filter((p) => !("concealed" in p)),
  ...pieces.filter((p) => "concealed" in p).sort((a, b) => byHandle(a.piece, b.piece)),
];

/** The world actor a piece is a counter of: the battle's, or a hidden piece's counter imported on its first reveal. */
async function pieceActor(table: TablePlacement, piece: string): Promise<Actor.Implementation | undefined> {
  const actor = table.actors[piece];
  if (actor) return ready().actors.get(actor);
  const counter = table.hiddenCounters?.[piece];
  return counter ? revealedCounter(counter) : undefined;
}

/** A world `marker` actor of this kind (the battle's setup brings them into the world). */
const markerActor = (kind: string): Actor.Implementation | undefined =>
  ready().actors.find((a) => a.type === "marker" && (a.system as { kind?: unknown }).kind === kind);

/** Each piece token's status effects as the projection lists them (only the system's statuses are touched). */
async function writeStatuses(battle: string, scene: Scene, projection: Projection): Promise<void> {
  const known = new Set((CONFIG.statusEffects as readonly { id: string }[]).map((s) => s.id));
  const want = new Map(projection.pieces.flatMap((p) => ("statuses" in p ? [[p.piece, new Set(p.statuses.filter((s) => known.has(s)))] as const] : [])));
  for (const token of scene.tokens) {
    const flags = flagsOf(token);
    const statuses = flags?.battle === battle && flags.piece ? want.get(flags.piece) : undefined;
    const actor = token.actor;
    if (!statuses || !actor) continue;
    for (const id of statuses) if (!actor.statuses.has(id)) await actor.toggleStatusEffect(id, { active: true });
    for (const id of [...actor.statuses]) if (known.has(id) && !statuses.has(id)) await actor.toggleStatusEffect(id, { active: false });
  }
}
