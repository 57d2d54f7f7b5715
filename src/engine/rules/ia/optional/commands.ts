import type { IaContext } from "../commands/context";
import type { OptionalCommand } from "../commands/schema";
import { iaConsolidation } from "./consolidation";
import { consolidate } from "../../series/optional/consolidation";
import { saveSegment, useSavedSegment } from "../../series/optional/excess-initiative";

/** The commands of the optional rules (IA1 17.1, 17.2). */
export const optionalHandlers = {
  consolidate: (ctx: IaContext, c: Extract<OptionalCommand, { type: "consolidate" }>) => consolidate(ctx, c.side, c.unit, c.with, iaConsolidation),
  "save-segment": (ctx: IaContext, c: Extract<OptionalCommand, { type: "save-segment" }>) => saveSegment(ctx, c.side),
  "use-saved-segment": (ctx: IaContext, c: Extract<OptionalCommand, { type: "use-saved-segment" }>) => useSavedSegment(ctx, c.side),
};
