import { z } from "zod";
import { Activate, EndActivation } from "../../series/commands/activation-shapes";
import { seriesPiecesNamed } from "../../series/commands/pieces-named";
import { ExitBoard, Move, Pass, RollInitiative, SaveSegment, UseSavedSegment } from "../../series/commands/shapes";
import { AssignTankLeaders, setUpPiecesNamed } from "./set-up";
import { PlaceMinefields } from "../minefields/commands";
import { AtFire } from "../at/command";
import { PgDirectFire } from "../fire/split-fire";
import { TRANSPORT_COMMANDS, transportPiecesNamed } from "../transport/commands";
import { Recover } from "../../series/commands/recovery";

/** Every Panzer Grenadier command (`docs/schema/pg-command.schema.json`): the series' (series/commands/shapes.ts) and PG's. */
export const PgCommandSchema = z.discriminatedUnion("type", [RollInitiative, Pass, SaveSegment, UseSavedSegment, Activate, EndActivation, Move, ExitBoard, AssignTankLeaders, PlaceMinefields, AtFire, ...TRANSPORT_COMMANDS, PgDirectFire, Recover]);

export type PgCommand = z.output<typeof PgCommandSchema>;

/** PG's own commands' pieces: an AT attack's firer (11.0), the tank leaders' AFVs (6.8), what gets off a transport (5.6). */
const own = (c: PgCommand): string[] => (c.type === "at-fire" ? [c.firer] : c.type === "assign-tank-leaders" ? setUpPiecesNamed(c) : c.type === "unload" ? transportPiecesNamed(c) : []);

/** The pieces a command names as its own: each must be a piece of the commanding side (checked at the door); the series' commands' as the series names them. */
export const pgPiecesNamed = (c: PgCommand): string[] => seriesPiecesNamed(c) ?? own(c);
