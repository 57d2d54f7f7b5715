import { distance } from "../../../hex/axial";
import type { HexMap } from "../../../map/hex-map";
import { bridgeOn } from "../bombard/aim";
import type { CiCommand } from "../commands/schema";
import type { CiContext } from "../context";
import { doubleDefense } from "../fire/double-defense";
import { adjacentOnMap, controlOf } from "../movement/control";
import { numOf } from "../numbers/read";
import { commandBar } from "../sequence/command";
import type { CiBattle } from "../state";
import { isHidden } from "../state/block";
import { activeSide, blocksOf, isHq, labelOf, otherSide } from "../state/lookups";
import { maxStrengthOf } from "../state/strength";
import { blocksAt, countAt, occupiedHexes, sidesAt } from "../state/where";
import { acceptedOnView } from "./legal";

/** The next command, and the priority (1–6) that chose it; null for a step of the sequence (draw, activate, end). */
export interface Suggestion {
  readonly command: CiCommand | null;
  readonly priority: number | null;
}

/** What the priorities read: a side's view of the battle, its map, the side. */
interface Seen {
  readonly view: CiBattle;
  readonly map: HexMap;
  readonly side: string;
}

const far = (s: Seen, a: number, b: number): number => distance(s.map.hexAt(a), s.map.hexAt(b));
/** How the side names its block: its handle while hidden, else its id (ci/state/handles.ts). */
const nameOf = (s: Seen, id: string): string => (isHidden(s.view.blocks[id]!) ? s.view.blocks[id]!.handle! : id);
const byHex = (x: number, y: number): number => x - y;
const enemyAt = (s: Seen, hex: number): boolean => sidesAt(s.view, hex).has(otherSide(s.view, s.side));
const ownAt = (s: Seen, hex: number): number => blocksAt(s.view, hex).filter((o) => s.view.blocks[o]!.side === s.side).length;
const enemyHexes = (s: Seen, from: number): number[] => [...new Set([...occupiedHexes(s.view), ...(s.view.unknown ?? []).map((u) => u.hex)])].filter((h) => enemyAt(s, h)).sort((x, y) => far(s, from, x) - far(s, from, y) || x - y);

/** CI 6.x Firepower / CI 6.x Bombardment: the unit's fire at a hex or a face-up enemy unit, in the form its class uses. */
function shoot(s: Seen, id: string, target: { hex: number } | { block: string }): CiCommand {
  const unit = nameOf(s, id);
  return labelOf(s.view, id).bombard ? { type: "bombard", side: s.side, unit, target } : { type: "fire", side: s.side, unit, target };
}

/** 1. "Rally all ?-step units when possible" (C79 RP: `solitaireRallySteps`): weakened units that far down. */
function rally(s: Seen, id: string): CiCommand[] {
  const k = s.view.blocks[id]!;
  const max = maxStrengthOf(s.view, id);
  return k.strength <= numOf(s.view, "solitaireRallySteps") && max !== null && k.strength < max ? [{ type: "rally", side: s.side, unit: nameOf(s, id) }] : [];
}

/** 2. "Fire and/or assault adjacent enemy hexes with less units" than the unit's own hex holds of its side. */
function strikeWeaker(s: Seen, id: string): CiCommand[] {
  const hex = s.view.blocks[id]!.hex!;
  const weaker = adjacentOnMap(s.map, hex).filter((h) => enemyAt(s, h) && countAt(s.view, h) < ownAt(s, hex));
  weaker.sort((x, y) => countAt(s.view, x) - countAt(s.view, y) || x - y);
  return weaker.flatMap((h): CiCommand[] => [shoot(s, id, { hex: h }), { type: "move", side: s.side, unit: nameOf(s, id), to: h }]);
}

/** 3. "Fire at nearest face-up enemy unit; otherwise at any target hex" (nearest first). */
function fireNearest(s: Seen, id: string): CiCommand[] {
  const hex = s.view.blocks[id]!.hex!;
  const shown = blocksOf(s.view, otherSide(s.view, s.side)).filter((o) => s.view.blocks[o]!.orientation === "face-up" && labelOf(s.view, o).class !== "minefield");
  shown.sort((x, y) => far(s, hex, s.view.blocks[x]!.hex!) - far(s, hex, s.view.blocks[y]!.hex!) || (x < y ? -1 : 1));
  return [...shown.map((o) => shoot(s, id, { block: o })), ...enemyHexes(s, hex).map((h) => shoot(s, id, { hex: h }))];
}

/** 4. "Special action (foxholes, destroy bridge, smoke, etc.)": a foxhole dug or the wire it stands in cleared, else a bridge of its hex demolished. */
function specialAction(s: Seen, id: string): CiCommand[] {
  const unit = nameOf(s, id);
  const hex = s.view.blocks[id]!.hex!;
  const wire = s.view.markers.wire.includes(hex);
  const ctx = { state: s.view, map: s.map } as CiContext;
  const bridges = adjacentOnMap(s.map, hex).filter((h) => bridgeOn(ctx, hex, h) !== null);
  return [{ type: "special", side: s.side, unit, action: wire ? "clear-wire" : "foxhole" }, ...bridges.map((h): CiCommand => ({ type: "special", side: s.side, unit, action: "demolish", hexside: [hex, h] }))];
}

/** 5. "Pass if located in 2D terrain (or foxhole)": against fire (CI 6.7 Double Defense). */
function holds(s: Seen, id: string): boolean {
  try {
    return doubleDefense({ state: s.view, map: s.map } as CiContext, s.view.blocks[id]!.hex!, "fire");
  } catch {
    return false;
  }
}

/** 6. "Move towards nearest VP location": one hexside nearer the nearest objective the side can score and does not hold. */
function moveToVp(s: Seen, id: string): CiCommand[] {
  const hex = s.view.blocks[id]!.hex!;
  const goals = s.view.objectives.filter((o) => (o.side === undefined || o.side === s.side) && controlOf(s.view, s.map, o.hex) !== s.side).map((o) => o.hex);
  if (!goals.length || goals.includes(hex)) return [];
  const goal = goals.sort((x, y) => far(s, hex, x) - far(s, hex, y) || x - y)[0]!;
  const steps = adjacentOnMap(s.map, hex).filter((h) => !enemyAt(s, h) && far(s, h, goal) < far(s, hex, goal)).sort(byHex);
  return steps.map((to) => ({ type: "move", side: s.side, unit: nameOf(s, id), to }));
}

/**
 * CI 10.x Solitaire, activation priorities (optional): the next command a careful solitaire player gives `side`, by the
 * six priorities in order, each tried for every unit it may still command before the next; a unit in 2D terrain or a
 * foxhole passes instead of moving (5). Read from the side's view alone (`ciSideView`): what the side may know. Every
 * command returned is one the rules accept on that view; with none left, the sequence goes on (end the commands, the
 * activation, the Player Turn), and the activation or draw comes first.
 */
export function suggest(view: CiBattle, map: HexMap, side: string): Suggestion {
  const s: Seen = { view, map, side };
  const first = (commands: readonly CiCommand[]) => commands.find((c) => acceptedOnView(view, map, c)) ?? null;
  const step = (commands: readonly CiCommand[]): Suggestion => ({ command: first(commands), priority: null });
  if (view.phase !== "playing" || activeSide(view) !== side) return { command: null, priority: null };
  const a = view.activation;
  const endTurn: CiCommand = { type: "end-player-turn", side };
  if (a === null) {
    if (view.options.chitPull) return step([{ type: "draw-hq", side }, endTurn]);
    const hqs = blocksOf(view, side).filter((id) => isHq(view, id) && !view.blocks[id]!.hqActivated && !view.companiesDone.includes(view.blocks[id]!.company!));
    return step([...hqs.sort().map((id): CiCommand => ({ type: "activate", side, hq: nameOf(s, id) })), endTurn]);
  }
  if (a.side !== side || a.stage === "assaults") return { command: null, priority: null };
  const ctx = { state: view, map } as CiContext;
  const onMap = (id: string) => view.blocks[id]?.status === "on-map";
  const units = a.stage === "hq-action" ? [a.hq].filter((id) => onMap(id) && !view.blocks[id]!.acted) : blocksOf(view, side).filter((id) => !view.blocks[id]!.acted && id !== a.hq && commandBar(ctx, id) === null).sort();
  const movers = Object.keys(a.movers).filter((id) => onMap(id) && !a.movers[id]!.stopped && a.movers[id]!.mp > 0).sort();
  const priorities: readonly ((id: string) => CiCommand[])[] = [
    (id) => rally(s, id),
    (id) => strikeWeaker(s, id),
    (id) => fireNearest(s, id),
    (id) => specialAction(s, id),
    // 5. Passing gives no command: such a unit is left out of 6.
    () => [],
    (id) => (holds(s, id) ? [] : moveToVp(s, id)),
  ];
  for (const [i, candidates] of priorities.entries()) {
    const who = i === priorities.length - 1 ? [...movers, ...units] : units;
    for (const id of who) {
      const command = first(candidates(id));
      if (command) return { command, priority: i + 1 };
    }
  }
  return step([{ type: a.stage === "commands" ? "end-commands" : "end-activation", side }]);
}
