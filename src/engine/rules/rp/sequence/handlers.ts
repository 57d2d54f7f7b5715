import { deploy, dig } from "./actions";
import { activate } from "./activate";
import { endCommand, pass } from "./couplets";
import { rollInitiative } from "./initiative";

/** The sequence of play's commands (RP 5.x) and the actions that are neither fire nor movement (RP 6.3, 6.4). */
export const sequenceHandlers = { "roll-initiative": rollInitiative, pass, activate, "end-command": endCommand, deploy, dig };
