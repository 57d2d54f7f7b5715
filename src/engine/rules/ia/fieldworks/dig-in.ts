import type { IaContext } from "../commands/context";
import type { DigInCommand } from "../commands/schema";
import { say } from "../text";
import { digIn as seriesDigIn, type DigInRules } from "../../series/fieldworks/dig-in";
import { canFortify } from "./occupation";
import { refuseWaitingGun } from "../artillery/move-mission";
import type { IaBattle } from "../state";

/** IA1 16.2, 16.24: good-order units other than transports and cavalry, not in woods or towns (IA2's kinds of them: docs/rulings.md, Fieldworks). */
const IA_DIG_IN: DigInRules<IaBattle, IaContext> = {
  say,
  rules: { activation: "IA1 16.2", action: "IA1 3.13", who: "IA1 16.24", dig: "IA1 16.2" },
  noDigging: ["town", "village", "woods", "heavy-woods", "light-woods"],
  mayDig: canFortify,
  moraleBars: (u) => (u.status === "good" ? null : say("fieldworks.not-good-order", { unit: u.name, status: u.status })),
  // IA1 9.13: a gun set down by force, waiting to load again, takes no action.
  check: (ctx, u) => refuseWaitingGun(ctx.state, u),
};

/**
 * IA1 16.2, 16.22, 16.24: an activated, good-order unit that has not moved spends its segment digging in (series
 * fieldworks/dig-in.ts); its benefits come only once the marker is on top of it.
 */
export function digIn(ctx: IaContext, c: DigInCommand): void {
  seriesDigIn(ctx, c, IA_DIG_IN);
}

export const fieldworksHandlers = {
  "dig-in": (ctx: IaContext, c: DigInCommand) => digIn(ctx, c),
};
