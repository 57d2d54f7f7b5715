/** Red Poppies units' state as token status effects (src/foundry/status-effects.ts). */
import type { RpUnit } from "../../../engine/rules/rp/state";
import { statusEffects, statusId } from "../../status-effects";

/** RP's statuses, in the order a token shows them. The face (formed or dispersed, RP 3.2) is the token's face, not a status. */
export const RP_STATUSES = ["spent", "in-trench", "in-blockhouse", "dug"] as const;

export const RP_STATUS_EFFECTS = statusEffects(RP_STATUSES);

/** The statuses a unit shows: spent (RP 6.05), IN a trench or blockhouse (RP 8.31, 8.32), a shovel on it (RP 6.4). */
export function rpStatusesOf(u: RpUnit): string[] {
  const on: [boolean, (typeof RP_STATUSES)[number]][] = [
    [u.spent, "spent"],
    [u.in === "trench", "in-trench"],
    [u.in === "blockhouse", "in-blockhouse"],
    [u.dug, "dug"],
  ];
  return on.flatMap(([shown, name]) => (shown ? [statusId(name)] : []));
}
