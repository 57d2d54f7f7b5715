import type { CiContext } from "../context";
import type { CiCommand } from "../commands/schema";
import { activate, endActivation, endCommands } from "./activate";
import { endPlayerTurn } from "./game-turns";
import { noCommand } from "./no-command";
import { rally } from "./rally";
import { surrender } from "./surrender";

type Handlers = { readonly [T in CiCommand["type"]]?: (ctx: CiContext, c: Extract<CiCommand, { type: T }>) => void };

/** The sequence's commands (CI 1.x, CI 4.x, CI 5.x Rally, CI 10.x). */
export const sequenceHandlers = {
  surrender,
  "end-player-turn": endPlayerTurn,
  activate,
  "end-commands": endCommands,
  "end-activation": endActivation,
  "no-command": noCommand,
  rally,
} satisfies Handlers;
