/** Infantry Attacks pieces' state as token status effects (src/foundry/status-effects.ts). */
import type { IaLeader, IaUnit } from "../../../engine/rules/ia/state";
import { STATUS } from "../../status-effects";

/**
 * The statuses a piece shows, in the list's order: its morale state (IA1 14.2, 14.3), MOVED/FIRED (7.46), an MG's
 * OPPORTUNITY FIRE marker (7.46, 13.1), SPOTTED (8.52), Dug In (16.2: shown once the battle holds it — the engine
 * has no dug-in state yet), a limbered gun, MG or mortar (5.61) and mounted cavalry (15.1).
 */
export function statusesOf(piece: IaUnit | IaLeader): string[] {
  const unit = "kind" in piece ? piece : null;
  const on: [boolean, string][] = [
    [piece.status === "disrupted", STATUS.disrupted],
    [piece.status === "demoralized", STATUS.demoralized],
    [piece.movedFired, STATUS["moved-fired"]],
    [unit?.oppFire === true, STATUS["opportunity-fire"]],
    [unit?.spotted === true, STATUS.spotted],
    ["dugIn" in piece && piece.dugIn === true, STATUS["dug-in"]],
    [unit?.limbered === true, STATUS.limbered],
    [unit?.mounted === true, STATUS.mounted],
  ];
  return on.filter(([shown]) => shown).map(([, id]) => id);
}
