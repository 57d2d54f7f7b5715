import { z } from "zod";
import { Hex } from "../../../map/hex-codec";
import { command } from "../../series/commands/shapes";
import type { PgContext } from "../commands/context";
import { placeMinefields } from "./place";

/** PG 16.7: where a side places the minefields it drew, a hex each in the order drawn, before the first initiative roll. */
export const PlaceMinefields = command("place-minefields", { at: z.array(Hex) });
type PlaceMinefieldsCommand = z.output<typeof PlaceMinefields>;

/** PG's minefield commands' handlers, to join PG's handlers (ruleset.ts). */
export const minefieldHandlers = {
  "place-minefields": (ctx: PgContext, c: PlaceMinefieldsCommand) => placeMinefields(ctx, c.side, c.at),
};
