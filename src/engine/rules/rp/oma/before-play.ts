import { refuseUnless } from "../../../core/refusal";
import { sayer } from "../../../core/text";
import type { RpCommand } from "../commands/schema";
import type { RpContext } from "../context";
import { RP_CORE_TEXT } from "../core-text";
import type { OmaGroup } from "../state";
import { hasType, sideOf } from "../state/lookups";
import { OMA_TEXT } from "./text";

const say = sayer({ ...RP_CORE_TEXT, ...OMA_TEXT });

/** RP 7.3, 7.21: "before play": the preliminary phase, or turn 1 before its initiative is rolled. */
export const beforePlay = (b: { readonly phase: string; readonly turn: number }): boolean => b.phase === "preliminary" || (b.turn === 1 && b.phase === "initiative");

/** RP 7.3: whether a group records a pre-registered vertex: the scenario assigns it one, or it fires by flare. */
export const preregisters = (g: OmaGroup): boolean => g.mayPreregister || g.mode === "flare";

/**
 * RP 7.3: a group the scenario assigns a pre-registered vertex (a flare group always has one) records it before play,
 * one per group; the other side never learns it (side-view.ts).
 */
export function preregister(ctx: RpContext, c: Extract<RpCommand, { type: "preregister" }>): void {
  const b = ctx.state;
  refuseUnless(beforePlay(b), "RP 7.3", say("rp.oma.before-play"));
  const g = b.oma[c.group];
  refuseUnless(g !== undefined && g.side === c.side, "RP 7.3", say("rp.not-your-group", { group: c.group }));
  refuseUnless(preregisters(g), "RP 7.3", say("rp.oma.no-preregistered-vertex", { group: g.name }));
  refuseUnless(g.preregistered === null, "RP 7.3", say("rp.oma.already-preregistered", { group: g.name }));
  ctx.emit({ type: "oma-preregistered", group: c.group, side: c.side, vertex: c.vertex, rule: "RP 7.3" });
}

/** RP 7.21 trench set: one infantry unit of the side, designated before play, observes from its set-up hex all scenario. */
export function designateTrenchSet(ctx: RpContext, c: Extract<RpCommand, { type: "designate-trench-set" }>): void {
  const b = ctx.state;
  refuseUnless(beforePlay(b), "RP 7.21", say("rp.oma.before-play"));
  refuseUnless(sideOf(b, c.side).trenchSet === null, "RP 7.21", say("rp.oma.trench-set-designated", { side: sideOf(b, c.side).name }));
  const u = b.units[c.unit];
  refuseUnless(u !== undefined && u.side === c.side && u.status === "on-map" && hasType(u, "infantry"), "RP 7.21", say("rp.oma.trench-set-unit", { unit: u?.name ?? c.unit }));
  ctx.emit({ type: "trench-set-designated", side: c.side, unit: c.unit, hex: u.hex!, rule: "RP 7.21" });
}
