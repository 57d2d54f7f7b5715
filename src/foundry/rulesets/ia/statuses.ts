/** Infantry Attacks pieces' state as token status effects (src/foundry/status-effects.ts). */
import type { IaLeader, IaUnit } from "../../../engine/rules/ia/state";
import { statusEffects, statusId } from "../../status-effects";

/** IA's statuses, in the order a token shows them. */
export const IA_STATUSES = ["disrupted", "demoralized", "moved-fired", "opportunity-fire", "spotted", "dug-in", "limbered", "mounted"] as const;
export type IaStatusName = (typeof IA_STATUSES)[number];

/** The status id of each name: `STATUS["moved-fired"]` is `ht-moved-fired`. */
export const STATUS = Object.fromEntries(IA_STATUSES.map((name) => [name, statusId(name)])) as Record<IaStatusName, string>;

export const STATUS_EFFECTS = statusEffects(IA_STATUSES);

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
