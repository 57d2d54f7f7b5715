import { Refusal, refuseUnless } from "../../../core/refusal";
import type { CiCommand } from "../commands/schema";
import type { CiContext } from "../context";
import { coreSay } from "../core-text";
import { stackLimit } from "../movement/stacking";
import { blockNamed } from "../state/handles";
import { blocksAt } from "../state/where";
import { say } from "./text";

const SETUP = "CI 10.x Set-up";

function inSetup(ctx: CiContext, side: string): void {
  const b = ctx.state;
  refuseUnless(b.phase === "setup", SETUP, say("ci.setup-over"));
  refuseUnless(!b.setupDone.includes(side), SETUP, say("ci.setup-done", { side }));
}

/** CI 10.x Set-up: a block of a named area goes to one of the area's hexes or a hex adjacent to one. */
function place(ctx: CiContext, c: Extract<CiCommand, { type: "place" }>): void {
  inSetup(ctx, c.side);
  const b = ctx.state;
  const id = blockNamed(b, c.side, c.block);
  if (id === undefined) throw new Refusal(SETUP, coreSay("ci.not-your-block", { block: c.block }));
  const area = b.blocks[id]!.setupArea;
  refuseUnless(area !== null, SETUP, say("ci.setup-fixed", { block: c.block }));
  const hexes = b.setupAreas[area]!.hexes;
  refuseUnless(hexes.includes(c.to) || hexes.some((h) => ctx.map.around(h).includes(c.to)), SETUP, say("ci.setup-hex", { area }));
  refuseUnless(!ctx.map.terrainAt(c.to).includes("sea"), SETUP, say("ci.setup-sea"));
  ctx.emit({ type: "placed", block: id, hex: c.to, rule: SETUP });
}

/**
 * CI 10.x Set-up: a side has placed its blocks — at least one unit in each hex of its named areas (C77), no hex over its
 * stacking limit; once both have, Game Turn 1 begins.
 */
function endSetup(ctx: CiContext, c: Extract<CiCommand, { type: "end-setup" }>): void {
  inSetup(ctx, c.side);
  const b = ctx.state;
  const own = (hex: number) => blocksAt(b, hex).filter((id) => b.blocks[id]!.side === c.side);
  for (const [area, a] of Object.entries(b.setupAreas)) {
    if (a.side === c.side) refuseUnless(a.hexes.every((h) => own(h).length > 0), SETUP, say("ci.setup-empty", { area }));
  }
  const hexes = new Set(Object.values(b.blocks).flatMap((k) => (k.side === c.side && k.status === "on-map" && k.hex !== null ? [k.hex] : [])));
  for (const hex of hexes) {
    const limit = stackLimit(b, ctx.map, hex);
    refuseUnless(own(hex).length <= limit, "CI 8.x Stacking Limits", say("ci.setup-stack", { count: own(hex).length, limit }));
  }
  ctx.emit({ type: "setup-ended", side: c.side, rule: SETUP });
  if (b.setupDone.length === b.sides.length) ctx.emit({ type: "play-began", rule: SETUP });
}

export const setupHandlers = { place, "end-setup": endSetup };

/** The commands of the set-up; every other but a surrender waits for it to end. */
export const SETUP_COMMANDS: ReadonlySet<string> = new Set(["place", "end-setup", "surrender"]);

export function requirePlay(ctx: CiContext, type: string): void {
  refuseUnless(ctx.state.phase !== "setup" || SETUP_COMMANDS.has(type), SETUP, say("ci.setup-not-yet"));
}
