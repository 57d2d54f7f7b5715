import type { RpContext } from "../context";
import { useShovels } from "./shovels";
import { endBattle } from "./victory";

/**
 * RP 5.3: the shovels are used (RP 6.41), then spent, fire-for-effect and smoke markers go, movement reverts, gas goes
 * on the scenario's last turn (the `administration` event); the turn marker moves on, or after the last turn the
 * scenario ends (RP 10.1).
 */
export function administer(ctx: RpContext): void {
  useShovels(ctx);
  const b = ctx.state;
  const last = b.turn >= b.scenario.turns;
  ctx.emit({ type: "administration", turn: b.turn, last });
  if (last) endBattle(ctx);
  else ctx.emit({ type: "turn-began", turn: b.turn + 1 });
}
