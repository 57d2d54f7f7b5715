import type { z } from "zod";
import { activationPiecesNamed, type Activate } from "./activation-shapes";
import type { RecoveryCommand } from "./recovery";
import type { ConsolidateCommand, ExitBoardCommand, FireCommand, LimberCommand, LoadCommand, MovementCommand } from "./shapes";
import type { DigIn } from "../fieldworks/dig-in";

/** The series' commands whose pieces the door checks alike in both games. */
type SeriesCommand = z.output<typeof Activate> | MovementCommand | ExitBoardCommand | RecoveryCommand | FireCommand | LimberCommand | LoadCommand | ConsolidateCommand | z.output<typeof DigIn>;
const SERIES = new Set<string>(["activate", "move", "exit-board", "recover", "direct-fire", "limber", "unlimber", "load", "consolidate", "dig-in"]);
const isSeries = (c: { readonly type: string }): c is SeriesCommand => SERIES.has(c.type);

/**
 * The pieces a series command names as its own, each of which must be a piece of the commanding side (checked at the
 * door); undefined for a command of the game's own, which its game answers.
 */
export function seriesPiecesNamed(c: { readonly type: string }): string[] | undefined {
  if (!isSeries(c)) return undefined;
  switch (c.type) {
    case "activate":
      return activationPiecesNamed(c);
    case "move":
      return [c.piece, ...(c.with ?? [])];
    case "exit-board":
      return [c.unit, ...(c.with ?? [])];
    case "recover":
      return [c.piece];
    case "direct-fire":
      return [...c.firers, ...(c.leaders ?? [])];
    case "load":
      return [c.transport, c.unit];
    case "consolidate":
      return [c.unit, c.with];
    default:
      return [c.unit];
  }
}
