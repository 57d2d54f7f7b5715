import { z } from "zod";
import { Activate, activationPiecesNamed, EndActivation } from "../../series/commands/activation-shapes";
import { Pass, RollInitiative, SaveSegment, UseSavedSegment } from "../../series/commands/shapes";
import { AssignTankLeaders, setUpPiecesNamed } from "./set-up";

/** Every Panzer Grenadier command (`docs/schema/pg-command.schema.json`): the series' (series/commands/shapes.ts) and PG's. */
export const PgCommandSchema = z.discriminatedUnion("type", [RollInitiative, Pass, SaveSegment, UseSavedSegment, Activate, EndActivation, AssignTankLeaders]);

export type PgCommand = z.output<typeof PgCommandSchema>;

/** The pieces a command names as its own: each must be a piece of the commanding side (checked at the door). */
export const pgPiecesNamed = (c: PgCommand): string[] => (c.type === "activate" ? activationPiecesNamed(c) : c.type === "assign-tank-leaders" ? setUpPiecesNamed(c) : []);
