import { z } from "zod";
import { Activate, activationPiecesNamed, EndActivation } from "../../series/commands/activation-shapes";
import { DirectFire, ExitBoard, Move, Pass, RollInitiative, SaveSegment, UseSavedSegment } from "../../series/commands/shapes";
import { AssignTankLeaders, setUpPiecesNamed } from "./set-up";
import { PlaceMinefields } from "../minefields/commands";
import { AtFire } from "../at/command";
import { TRANSPORT_COMMANDS, transportPiecesNamed } from "../transport/commands";

/** Every Panzer Grenadier command (`docs/schema/pg-command.schema.json`): the series' (series/commands/shapes.ts) and PG's. */
export const PgCommandSchema = z.discriminatedUnion("type", [RollInitiative, Pass, SaveSegment, UseSavedSegment, Activate, EndActivation, Move, ExitBoard, AssignTankLeaders, PlaceMinefields, AtFire, ...TRANSPORT_COMMANDS, DirectFire]);

export type PgCommand = z.output<typeof PgCommandSchema>;

/** The pieces a command names as its own: each must be a piece of the commanding side (checked at the door). */
export function pgPiecesNamed(c: PgCommand): string[] {
  switch (c.type) {
    case "activate":
      return activationPiecesNamed(c);
    case "move":
      return [c.piece, ...(c.with ?? [])];
    case "exit-board":
      return [c.unit, ...(c.with ?? [])];
    case "direct-fire":
      return [...c.firers, ...(c.leaders ?? [])];
    case "at-fire":
      return [c.firer];
    case "assign-tank-leaders":
      return setUpPiecesNamed(c);
    case "limber":
    case "unlimber":
    case "load":
    case "unload":
      return transportPiecesNamed(c);
    default:
      return [];
  }
}
