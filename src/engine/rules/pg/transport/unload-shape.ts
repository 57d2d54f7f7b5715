import { z } from "zod";
import { PieceId } from "../../../data/schemas/common";
import { command } from "../../series/commands/shapes";

/** PG 5.6, 5.61, 5.63: `unit` (the unit or a leader aboard) gets off `transport`; a weapon may unlimber as it does (`unlimber`). */
export const Unload = command("unload", { transport: PieceId, unit: PieceId, unlimber: z.boolean().optional() });
export type UnloadCommand = z.output<typeof Unload>;
