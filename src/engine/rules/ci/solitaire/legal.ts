import { ScriptedDice } from "../../../core/dice";
import { runCommand } from "../../../core/engine";
import type { HexMap } from "../../../map/hex-map";
import type { CiCommand } from "../commands/schema";
import { ciRuleset } from "../ruleset";
import type { CiBattle } from "../state";

/** A side view's stand-in for the secret its handles are made from: a command judged on the view needs one. */
const VIEW_SALT = "side-view";

/**
 * Whether the rules accept `command` on a side's view of the battle: run as far as its first die or decision (it passed
 * every check before them), on what that side knows alone.
 */
export function acceptedOnView(view: CiBattle, map: HexMap, command: CiCommand): boolean {
  try {
    return runCommand(ciRuleset(map), { ...view, salt: view.salt ?? VIEW_SALT }, command, new ScriptedDice([])).status !== "refused";
  } catch {
    return false;
  }
}
