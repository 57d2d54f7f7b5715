import { pass, rollInitiative } from "../../series/sequence/turn";
import type { IaContext } from "./context";
import type { SequenceCommand } from "./schema";

export type { SequenceCommand };
export { endSegment } from "../../series/sequence/turn";
export { initiativeSegments } from "../rules/sequence";

export const sequenceHandlers = {
  "roll-initiative": (ctx: IaContext) => rollInitiative(ctx),
  pass: (ctx: IaContext, c: Extract<SequenceCommand, { type: "pass" }>) => pass(ctx, c.side),
};
