import { directFire } from "../../series/fire/command";
import type { IaContext } from "./context";
import type { FireCommand } from "./schema";

/** IA1 10.0–10.2: one direct fire attack on a hex (the series' direct fire). */
export const fireHandlers = {
  "direct-fire": (ctx: IaContext, c: FireCommand) => directFire(ctx, c),
};
