import { z } from "zod";
import { PieceId } from "../../../data/schemas/common";
import { command } from "../../series/commands/shapes";
import { assignTankLeaders } from "../leaders/assignment";
import type { PgContext } from "./context";

/** PG 6.8: the AFVs a side gives its scenario's tank leaders, before the first initiative roll; a secret of its side. */
export const AssignTankLeaders = command("assign-tank-leaders", { units: z.array(PieceId) });

/** PG's set-up commands (PG 3.0, 6.8), to join PG's command union. */
export const SET_UP_COMMANDS = [AssignTankLeaders] as const;
export type SetUpCommand = z.output<typeof AssignTankLeaders>;

/** The pieces a set-up command names as its side's (checked at the door). */
export const setUpPiecesNamed = (c: SetUpCommand): string[] => [...c.units];

export const setUpHandlers = {
  "assign-tank-leaders": (ctx: PgContext, c: SetUpCommand) => assignTankLeaders(ctx, c.side, c.units),
};
