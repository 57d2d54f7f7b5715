import { z } from "zod";
import { Activate, EndActivation } from "../../series/commands/activation-shapes";
import { seriesPiecesNamed } from "../../series/commands/pieces-named";
import { Consolidate, ExitBoard, Move, Pass, RollInitiative, SaveSegment, UseSavedSegment } from "../../series/commands/shapes";
import { SET_UP_COMMANDS, setUpPiecesNamed } from "./set-up";
import { PlaceMinefields } from "../minefields/commands";
import { AtFire } from "../at/command";
import { PgDirectFire } from "../fire/split-fire";
import { TRANSPORT_COMMANDS, transportPiecesNamed } from "../transport/commands";
import { Recover } from "../../series/commands/recovery";
import { Bombard } from "../bombardment/bombard";
import { OffboardFire } from "../bombardment/offboard";
import { FireSmoke } from "../bombardment/smoke";
import { AirAttack } from "../air/air-attack";
import { DigIn } from "../fieldworks/dig-in";
import { Clear } from "../fieldworks/clearing";
import { Cross } from "../movement/crossing";
import { Assault } from "../assault/command";

/** Every Panzer Grenadier command (`docs/schema/pg-command.schema.json`): the series' (series/commands/shapes.ts) and PG's. */
export const PgCommandSchema = z.discriminatedUnion("type", [RollInitiative, Pass, SaveSegment, UseSavedSegment, Activate, EndActivation, Move, ExitBoard, ...SET_UP_COMMANDS, PlaceMinefields, AtFire, ...TRANSPORT_COMMANDS, PgDirectFire, Recover, Consolidate, DigIn, Clear, Cross, Bombard, OffboardFire, FireSmoke, AirAttack, Assault]);

export type PgCommand = z.output<typeof PgCommandSchema>;

/**
 * PG's own commands' pieces: an AT attack's firer (11.0), the tank or cavalry leaders (6.8, 6.9), what gets off a
 * transport (5.6), the bombarding units and leaders (9.3), a smoke firer (16.1), the assaulting units and leaders
 * (12.3), a unit crossing a river or clearing (5.73, 16.3, 16.75). Off-board factors and aircraft are no pieces.
 */
function own(c: PgCommand): string[] {
  switch (c.type) {
    case "at-fire":
    case "fire-smoke":
      return [c.firer];
    case "assign-tank-leaders":
    case "designate-cavalry-leaders":
      return setUpPiecesNamed(c);
    case "unload":
      return transportPiecesNamed(c);
    case "bombard":
      return [...c.firers, ...(c.leaders ?? [])];
    case "assault":
      return [...c.units, ...(c.leaders ?? [])];
    case "clear":
    case "cross":
      return [c.unit];
    default:
      return [];
  }
}

/** The pieces a command names as its own: each must be a piece of the commanding side (checked at the door); the series' commands' as the series names them. */
export const pgPiecesNamed = (c: PgCommand): string[] => seriesPiecesNamed(c) ?? own(c);
