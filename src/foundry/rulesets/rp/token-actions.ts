/**
 * RP 6.3, 6.4: the Token HUD's actions for one of a side's activated units — turn to its other face, or dig — each
 * offered only when the engine, run on the side's view, would accept it now (decisions at their defaults).
 */
import { ScriptedDice } from "../../../engine/core/dice";
import { runCommand } from "../../../engine/core/engine";
import type { HexMap } from "../../../engine/map";
import type { RpCommand } from "../../../engine/rules/rp/commands/schema";
import { rpRuleset } from "../../../engine/rules/rp/ruleset";
import type { RpBattle } from "../../../engine/rules/rp/state";
import { rpSideView } from "../../../engine/rules/rp/view/side-view";

export const RP_TOKEN_ACTIONS = ["deploy", "dig"] as const;
export type RpTokenAction = (typeof RP_TOKEN_ACTIONS)[number];

/** Whether the engine takes `command` on `state` (refused: no; waiting on dice or a decision: it was taken). */
const accepted = (map: HexMap, state: RpBattle, command: RpCommand): boolean => runCommand(rpRuleset(map), state, command, new ScriptedDice([])).status !== "refused";

export function rpTokenActions(b: RpBattle, map: HexMap, side: string, unit: string): { action: RpTokenAction; command: Record<string, unknown> }[] {
  const u = b.units[unit];
  if (u === undefined || u.side !== side) return [];
  const view = rpSideView(b, side);
  const face = u.face === "formed" ? "dispersed" : "formed";
  const offered: { action: RpTokenAction; command: RpCommand }[] = [
    { action: "deploy", command: { type: "deploy", side, units: [unit], face } },
    { action: "dig", command: { type: "dig", side, units: [unit] } },
  ];
  // The command as a request sends it: no side (the referee sets the asker's).
  return offered.filter((o) => accepted(map, view, o.command)).map(({ action, command: { side: _side, ...command } }) => ({ action, command }));
}
