import { z } from "zod";
import { PieceId } from "../../../data/schemas/common";
import { command } from "../../series/commands/shapes";
import { assignTankLeaders } from "../leaders/assignment";
import { designateCavalryLeaders } from "../leaders/cavalry";
import type { PgContext } from "./context";

/** PG 6.8: the AFVs a side gives its scenario's tank leaders, before the first initiative roll; a secret of its side. */
export const AssignTankLeaders = command("assign-tank-leaders", { units: z.array(PieceId) });

/** PG 6.9: the leaders a side designates cavalry leaders, before the first initiative roll. */
export const DesignateCavalryLeaders = command("designate-cavalry-leaders", { leaders: z.array(PieceId) });

/** PG's set-up commands (PG 3.0, 6.8, 6.9), to join PG's command union. */
export const SET_UP_COMMANDS = [AssignTankLeaders, DesignateCavalryLeaders] as const;
export type SetUpCommand = z.output<(typeof SET_UP_COMMANDS)[number]>;

/** The pieces a set-up command names as its side's (checked at the door). */
export const setUpPiecesNamed = (c: SetUpCommand): string[] => (c.type === "assign-tank-leaders" ? [...c.units] : [...c.leaders]);

export const setUpHandlers = {
  "assign-tank-leaders": (ctx: PgContext, c: Extract<SetUpCommand, { type: "assign-tank-leaders" }>) => assignTankLeaders(ctx, c.side, c.units),
  "designate-cavalry-leaders": (ctx: PgContext, c: Extract<SetUpCommand, { type: "designate-cavalry-leaders" }>) => designateCavalryLeaders(ctx, c.side, c.leaders),
};
