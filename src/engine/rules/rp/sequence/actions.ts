import { refuseUnless } from "../../../core/refusal";
import { sayer } from "../../../core/text";
import type { RpCommand } from "../commands/schema";
import type { RpContext } from "../context";
import { hasType, isGun } from "../state/lookups";
import { beginAction } from "./acting";
import { requireDistinct } from "./formations";
import { SEQUENCE_TEXT } from "./sequence-text";

const say = sayer(SEQUENCE_TEXT);

/** Activated units of the actor on the map, each named once, begin an action that is not a move. */
function begin(ctx: RpContext, side: string, units: readonly string[], rule: string): void {
  requireDistinct(ctx.state, units, rule);
  beginAction(ctx, side, units, false);
  for (const id of units) refuseUnless(ctx.state.units[id]!.status === "on-map", rule, say("rp.sequence.off-map", { unit: ctx.state.units[id]!.name }));
}

/** RP 6.3: ready units flip to their other deployment and are spent at once; it is not movement (no reaction fire). */
export function deploy(ctx: RpContext, c: Extract<RpCommand, { type: "deploy" }>): void {
  begin(ctx, c.side, c.units, "RP 6.3");
  for (const id of c.units) {
    const u = ctx.state.units[id]!;
    refuseUnless(u.face !== c.face, "RP 6.3", say("rp.deploy.same-face", { unit: u.name, face: u.face }));
  }
  for (const id of c.units) ctx.emit({ type: "unit-flipped", unit: id, face: c.face, spent: true, rule: "RP 6.3" });
}

/** RP 6.41, 3.12: guns and infantry (never a unit that is also cavalry) dig: each is spent and takes a shovel. */
export function dig(ctx: RpContext, c: Extract<RpCommand, { type: "dig" }>): void {
  begin(ctx, c.side, c.units, "RP 6.41");
  for (const id of c.units) {
    const u = ctx.state.units[id]!;
    refuseUnless((isGun(u) || hasType(u, "infantry")) && !hasType(u, "cavalry"), "RP 6.41", say("rp.dig.cannot", { unit: u.name }));
  }
  for (const id of c.units) ctx.emit({ type: "unit-dug", unit: id, rule: "RP 6.41" });
}
