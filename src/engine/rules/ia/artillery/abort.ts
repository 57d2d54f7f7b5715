import type { IaContext } from "../commands/context";
import type { IaBattle } from "../state";
import { say } from "../text";
import { dieResult } from "./die-tables";
import { gunName, gunsOf } from "./plan";

/** The guns and factors still in play whose mission may be aborted (IA1 9.14: not an Abort mission). */
function abortable(b: IaBattle, side: string): string[] {
  const missions = b.plans?.[side]?.missions ?? {};
  const guns = gunsOf(b, side);
  return Object.entries(missions)
    .filter(([id, m]) => m.mission !== "abort" && guns.has(id))
    .map(([id]) => id);
}

/**
 * IA1 9.14: at the beginning of the Bombardment Phase each side names the guns and factors it tries to abort — every
 * side chooses before any die is rolled — then rolls one die for each: 1 or 2 aborts the mission for good.
 */
export function abortAttempts(ctx: IaContext, sides: readonly string[]): void {
  const attempts = sides.flatMap((side) => {
    const guns = gunsOf(ctx.state, side);
    return abortable(ctx.state, side)
      .filter((id) =>
        ctx.decide({ id: `abort:${id}`, kind: "abort-attempt", side, prompt: say("artillery.abort-prompt", { gun: gunName(guns.get(id)!) }), options: [false, true], default: false, rule: "IA1 9.14" }),
      )
      .map((gun) => ({ side, gun }));
  });
  for (const { side, gun } of attempts) {
    const roll = ctx.roll(1, 6, `abort:${gun}`);
    ctx.emit({ type: "abort-rolled", side, gun, roll, aborted: dieResult("abort-mission", roll.total) === "aborted", rule: "IA1 9.14" });
  }
}
