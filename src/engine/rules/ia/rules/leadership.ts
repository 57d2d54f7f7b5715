import { refuseUnless } from "../../../core/refusal";
import type { LeadershipRules } from "../../series/rules/leadership";
import { iaReach } from "../activation/leads";
import { nextActivationCheck, passesActivationCheck } from "../activation/decapitation-check";
import { checkOffBoard } from "../../series/board-edge/edge";
import type { IaContext } from "../commands/context";
import { enemyCombatUnitsIn } from "../../series/movement/step";
import { checkStrategic } from "../../series/optional/strategic-movement";
import type { IaBattle } from "../state";
import { say } from "../text";

/** Infantry Attacks' activation where the series leaves it to the game (IA1 3.1–3.3, 6.1, 6.72, 12.4, 14.42, 16.41, 17.3). */
export const iaLeadership: LeadershipRules<IaBattle, IaContext> = {
  ...iaReach,
  // IA1 16.41: an off-board piece activates once its turn to enter has come.
  checkOffBoard,
  checkStrategic,
  activationCheck: { next: nextActivationCheck, passes: passesActivationCheck },
  revealLeaders() {},
  checkEnd(ctx, side) {
    const a = ctx.state.activation!;
    // IA1 14.3, 14.42: an activated demoralized piece must attempt recovery (which marks it MOVED/FIRED).
    const owing = Object.keys(a.pieces)
      .map((id) => ctx.state.units.get(id) ?? ctx.state.leaders.get(id))
      .filter((p) => p !== undefined && p.status === "demoralized" && !p.movedFired);
    refuseUnless(owing.length === 0, "IA1 14.42", say("activation.recovery-owed", { pieces: owing.map((p) => p!.name).join(", ") }));
    // IA1 12.4: an assault begun by assault movement is resolved in the segment.
    const owed = (a.assaultsOwed ?? [])
      .filter((h) => enemyCombatUnitsIn(ctx, side, h))
      .map((h) => ctx.map.offsetAt(h))
      .map(({ col, row }) => `${col},${row}`);
    refuseUnless(owed.length === 0, "IA1 12.4", say("assault.owed", { hexes: owed.join("; ") }));
  },
};
