import { refuseUnless } from "../../../core/refusal";
import { sayer } from "../../../core/text";
import type { RpCommand } from "../commands/schema";
import type { RpContext } from "../context";
import { primedSignals } from "../oma/signals";
import { requireActor } from "./acting";
import { requireFormation } from "./formations";
import { SEQUENCE_TEXT } from "./sequence-text";

const say = sayer(SEQUENCE_TEXT);

const RULE = { unit: "RP 6.01a", stack: "RP 6.01b", mass: "RP 6.01c", blob: "RP 6.01e" } as const;

/**
 * RP 5.21, 6.01: the actor's one command of his half activates a unit, a stack, a mass or a blob; RP 6.02: it then
 * pauses while his primed off-map groups roll their signal success.
 */
export function activate(ctx: RpContext, c: Extract<RpCommand, { type: "activate" }>): void {
  requireActor(ctx, c.side);
  refuseUnless(ctx.state.activation === null, "RP 5.21", say("rp.sequence.command-open"));
  requireFormation(ctx, c.side, c.config, c.units);
  ctx.emit({ type: "activated", side: c.side, config: c.config, units: [...c.units], rule: RULE[c.config] });
  primedSignals(ctx, c.side);
}
