/**
 * A drag's path as Combat Infantry moves (CI 8.x Movement Points: MPs are paid per hexside crossed): one `move` per hex
 * entered, the hexes between the drag's waypoints filled in. Each dragged block moves alone, one after another (CI 1.x
 * Actions: each commanded unit takes its own action), along the dragged one's path from its own hex.
 *
 * A block is named as its side names it at that step (ci/state/handles.ts `blockNamed`): by its handle while hidden,
 * by its id while face-up. A move changes that (ci/movement/move.ts): a tank is revealed as it moves (CI 2.x Tank), any
 * other mover but the active HQ is tipped face-down (ruling R12a) — under a fresh handle if it was face-up. The steps
 * after the first name it so.
 */
import { ScriptedDice } from "../../../engine/core/dice";
import { runCommand } from "../../../engine/core/engine";
import type { HexMap } from "../../../engine/map";
import type { CiCommand } from "../../../engine/rules/ci/commands/schema";
import type { CiEvent } from "../../../engine/rules/ci/events/schema";
import { ciRuleset } from "../../../engine/rules/ci/ruleset";
import type { CiBattle } from "../../../engine/rules/ci/state";
import { isHidden } from "../../../engine/rules/ci/state/block";
import { blockNamed, freshHandle } from "../../../engine/rules/ci/state/handles";
import { isTank } from "../../../engine/rules/ci/state/lookups";
import { ciSideView } from "../../../engine/rules/ci/view/side-view";
import type { TableHex } from "../../referee/layer-json";
import { hexesEntered, refusePath } from "../path-hexes";

type Move = Extract<CiCommand, { type: "move" }>;

/** How `side` names block `id` once it has moved a hex: a tank revealed, the active HQ as it was, any other hidden. */
function nameAfterMove(b: CiBattle, side: string, id: string, name: string): string {
  const k = b.blocks[id]!;
  if (isTank(b, id)) return id;
  if (b.activation?.hq === id) return name;
  return isHidden(k) ? k.handle! : freshHandle(b, id);
}

/** The moves of one block named `name` by `side` along `path`. */
function blockPath(map: HexMap, b: CiBattle, side: string, name: string, path: readonly TableHex[], at: string): Move[] {
  const id = blockNamed(b, side, name);
  if (id === undefined) return refusePath(at, `"${name}" is none of the side's blocks on the map`);
  const entered = hexesEntered(map, b.blocks[id]!.hex, path);
  const after = nameAfterMove(b, side, id, name);
  return entered.map((to, i) => ({ type: "move", side, unit: i === 0 ? name : after, to }));
}

/** Each dragged block's moves, the dragged one first, one block after another. */
export function ciGroupPaths(map: HexMap, b: CiBattle, side: string, movers: readonly string[], path: readonly TableHex[]): Move[][] {
  return [...new Set(movers)].map((name, i) => blockPath(map, b, side, name, path, `$.movers[${i}]`));
}

/** The dragged block's moves. */
export const ciPathCommands = (map: HexMap, b: CiBattle, side: string, movers: readonly string[], path: readonly TableHex[]): Move[] =>
  blockPath(map, b, side, movers[0] ?? "", path, "$.movers[0]");

/** The MP payment a move's events hold (CI 8.x Movement Points), if it moved. */
const paid = (events: readonly CiEvent[]) => events.find((e): e is Extract<CiEvent, { type: "move-paid" }> => e.type === "move-paid");

/** Whether the block of the move just carried out (the log's last) moves on: it paid for the hex and need not stop there (CI 8.x Hex Control). */
export function ciMovingOn(entries: readonly { readonly events: readonly CiEvent[] }[], b: CiBattle): boolean {
  const last = paid(entries.at(-1)?.events ?? []);
  return last !== undefined && !last.stopped && b.blocks[last.block]?.status === "on-map";
}

const offsetOf = (map: HexMap, hex: number): [number, number] => {
  const { col, row } = map.offsetAt(hex);
  return [col, row];
};

/**
 * The ruler's preview of a drag (CI 8.x Movement Points): the dragged block's moves run on `side`'s view, each hex's
 * cost and the MPs left, up to the first step refused or the hex it must stop in. The view has no salt: a stand-in
 * names the blocks the moves hide (ruling R12a), in the preview only.
 */
export function ciMovePreview(b: CiBattle, map: HexMap, side: string, movers: readonly string[], path: readonly TableHex[]) {
  const ruleset = ciRuleset(map);
  let state: CiBattle = { ...ciSideView(b, side), salt: "preview" };
  const steps: { hex: [number, number]; mp: number; spent: number; left: number }[] = [];
  let spent = 0;
  for (const command of ciPathCommands(map, state, side, movers, path)) {
    let answers: Record<string, unknown> = {};
    let r = runCommand(ruleset, state, command, new ScriptedDice([]), answers);
    while (r.status === "decision") {
      answers = { ...answers, [r.request.id]: r.request.default };
      r = runCommand(ruleset, state, command, new ScriptedDice([]), answers);
    }
    if (r.status === "refused") return { steps, refused: { hex: offsetOf(map, command.to), rule: r.rule, why: { code: r.code, params: r.params, text: r.reason }, ...(r.fallback ? { fallback: r.fallback } : {}) } };
    if (r.status !== "done") break;
    state = r.state;
    const p = paid(r.record.events);
    if (!p) break;
    spent += p.cost;
    steps.push({ hex: offsetOf(map, command.to), mp: p.cost, spent, left: p.mp });
    if (p.stopped) break;
  }
  return { steps, refused: null };
}
