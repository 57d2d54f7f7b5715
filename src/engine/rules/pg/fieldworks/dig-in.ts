import type { z } from "zod";
import { digIn, DigIn, type DigInRules } from "../../series/fieldworks/dig-in";
import type { PgContext } from "../commands/context";
import type { PgBattle } from "../state";
import { isTransport } from "../units/classify";
import { say } from "../text";

export { DigIn };
export type DigInCommand = z.output<typeof DigIn>;

/**
 * PG 16.2, 16.23 (issue 18 ruling A42): "Activated, undemoralized units" — disrupted ones too, AFVs too — but never
 * cavalry or transports (APCs included); not in a town or woods hex (nor an entrenchment hex: the series').
 */
const PG_DIG_IN: DigInRules<PgBattle, PgContext> = {
  say,
  rules: { activation: "PG 16.2", action: "PG 3.13", who: "PG 16.23", dig: "PG 16.2" },
  noDigging: ["town", "woods"],
  mayDig: (u) => u.kind !== "cavalry" && !isTransport(u),
  moraleBars: (u) => (u.status === "demoralized" ? say("fieldworks.demoralized", { unit: u.name }) : null),
  check() {},
};

export const pgFieldworksHandlers = {
  "dig-in": (ctx: PgContext, c: DigInCommand) => digIn(ctx, c, PG_DIG_IN),
};
