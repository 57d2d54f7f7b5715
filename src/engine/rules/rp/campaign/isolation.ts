import type { RpContext } from "../context";
import { onMap, otherSide } from "../state/lookups";
import { lineOfCommunication } from "./loc";

/**
 * RP 11.41: each side rolls a die (ties rolled again); the high roll checks every one of its units first. A unit on the
 * map that cannot trace a line of communication (11.42) is captured at once, before the other side checks.
 */
export function checkIsolation(ctx: RpContext): void {
  const [a, b] = ctx.state.sides.map((s) => s.id) as [string, string];
  let dice: [number, number];
  do dice = [ctx.roll(1, 6, "rp.isolation").dice[0]!, ctx.roll(1, 6, "rp.isolation").dice[0]!];
  while (dice[0] === dice[1]);
  const first = dice[0] > dice[1] ? a : b;
  ctx.emit({ type: "isolation-rolled", dice: [{ side: a, die: dice[0] }, { side: b, die: dice[1] }], first, rule: "RP 11.41" });
  for (const side of [first, otherSide(ctx.state, first)]) {
    const loc = lineOfCommunication(ctx.state, ctx.map, side);
    for (const [id, u] of onMap(ctx.state)) if (u.side === side && !loc(u.hex!)) ctx.emit({ type: "unit-destroyed", unit: id, captured: true, rule: "RP 11.41" });
  }
}
