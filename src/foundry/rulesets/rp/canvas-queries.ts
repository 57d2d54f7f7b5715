/**
 * Red Poppies' answers to the canvas's queries, each as the asking side knows the battle: RP has no hidden units, so a
 * side sees every enemy token (fog of war hides nothing); the LOS tool draws RP 4.0's line between two hexes (smoke and
 * struck creeping barrages conceal, RP 4.8, 7.43, as the engine's fire sees them); the ruler previews a drag's movement points (RP 6.61) by running its
 * `move` commands on the side's view, each decision at its default, up to the first die (a lost check, fire on
 * entering: what the dice will say is not known ahead).
 */
import { ScriptedDice } from "../../../engine/core/dice";
import { runCommand } from "../../../engine/core/engine";
import { DataError } from "../../../engine/data/validate";
import { distance } from "../../../engine/hex/axial";
import { sightConditions } from "../../../engine/rules/rp/fire/circumstances";
import type { HexMap } from "../../../engine/map";
import { rpSight } from "../../../engine/rules/rp/los";
import { lineSteps } from "../../../engine/rules/rp/los/steps";
import { rpRuleset } from "../../../engine/rules/rp/ruleset";
import type { RpBattle } from "../../../engine/rules/rp/state";
import { onMap } from "../../../engine/rules/rp/state/lookups";
import { rpSideView } from "../../../engine/rules/rp/view/side-view";
import type { TableHex } from "../../referee/layer-json";
import { rpPathCommands } from "./move-path";

const offsetOf = (map: HexMap, hex: number): [number, number] => {
  const { col, row } = map.offsetAt(hex);
  return [col, row];
};

function hexOf(map: HexMap, [col, row]: TableHex, path: string): number {
  if (!(col >= 0 && row >= 0 && col < map.columns && row < map.rows)) throw new DataError("query", [{ path, message: `[${col}, ${row}] is not on the map` }]);
  return map.indexOfOffset(col, row);
}

/** Every enemy unit on the map is seen (RP has no hidden units): none is left unspotted. */
export function rpSightReply(b: RpBattle, side: string) {
  const spotted = onMap(b).flatMap(([id, u]) => (u.side !== side ? [id] : []));
  return { side, spotted: spotted.sort(), unspotted: [] as string[] };
}

/** RP 4.0: the LOS tool's answer between two hexes, in the form the tool draws (canvas/los-tool.ts `LosReply`). */
export function rpLineOfSight(b: RpBattle, map: HexMap, from: TableHex, to: TableHex) {
  const a = hexOf(map, from, "from");
  const z = hexOf(map, to, "to");
  const sight = rpSight(map, a, z, sightConditions(b, map));
  const steps = a === z ? [] : lineSteps(map, a, z);
  const hexes = [a, ...steps.flatMap((s) => (s.a === s.b ? [s.a] : [s.a, s.b])), ...(a === z ? [] : [z])].map((h) => offsetOf(map, h));
  const range = distance(map.hexAt(a), map.hexAt(z));
  const blocked = sight.blockedBy && { hex: offsetOf(map, sight.blockedBy.hex), label: sight.blockedBy.reason, rule: sight.blockedBy.rule };
  return {
    from: offsetOf(map, a),
    to: offsetOf(map, z),
    range,
    // RP sets no spotting range: a unit sees as far as its line of sight runs (fire has its range, RP 6.51).
    spottingRange: range,
    trace: sight.concealment ? [{ label: "concealment", value: sight.concealment, rule: "RP 4.81" }] : [],
    spotted: sight.visible,
    reason: sight.visible ? ("spotted" as const) : ("blocked" as const),
    spine: false,
    sides: [{ side: "left" as const, hexes, clear: sight.visible, ...(blocked ? { blocked } : {}) }],
  };
}

/** RP 6.61: the ruler's preview of `movers` along `path`, run on the side's view (ruler-labels.ts `RulerPreview`). */
export function rpMovePreview(b: RpBattle, map: HexMap, side: string, movers: readonly string[], path: readonly TableHex[]) {
  const ruleset = rpRuleset(map);
  let state = rpSideView(b, side);
  const mover = movers[0]!;
  const allowance = () => {
    const u = state.units[mover]!;
    return u.faces[u.face].movement;
  };
  const steps: { hex: [number, number]; mp: number; spent: number; left: number }[] = [];
  for (const command of rpPathCommands(map, state, side, movers, path)) {
    const before = state.units[mover]!.mpSpent;
    let answers: Record<string, unknown> = {};
    let r = runCommand(ruleset, state, command, new ScriptedDice([]), answers);
    while (r.status === "decision") {
      answers = { ...answers, [r.request.id]: r.request.default };
      r = runCommand(ruleset, state, command, new ScriptedDice([]), answers);
    }
    const to = command.type === "move" && "to" in command.step ? command.step.to : null;
    if (r.status === "refused") return { steps, refused: to === null ? null : { hex: offsetOf(map, to), rule: r.rule, why: { code: r.code, params: r.params, text: r.reason }, ...(r.fallback ? { fallback: r.fallback } : {}) } };
    if (r.status !== "done") break;
    state = r.state;
    const spent = state.units[mover]!.mpSpent;
    if (to !== null) steps.push({ hex: offsetOf(map, to), mp: spent - before, spent, left: Math.max(0, allowance() - spent) });
    if (!(state.activation?.moving.includes(mover) ?? false)) break;
  }
  return { steps, refused: null };
}
