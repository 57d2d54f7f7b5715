import { refuseUnless } from "../../../core/refusal";
import { sayer } from "../../../core/text";
import { vertexEquals } from "../../../hex/vertex";
import type { RpCommand } from "../commands/schema";
import type { RpContext } from "../context";
import { endHalf } from "../sequence/couplets";
import { RP_CORE_TEXT } from "../core-text";
import { sightConditions } from "../fire/circumstances";
import { rpVertexSight } from "../los";
import { requireActor } from "../sequence/acting";
import { gasAllowed, hasType, sideOf } from "../state/lookups";
import type { OmaGroup } from "../state/oma";
import { callMode } from "./mode";
import { MOT_TABLE, relayDelay } from "./mot";
import { primedSignals } from "./signals";
import { OMA_TEXT } from "./text";

const say = sayer({ ...RP_CORE_TEXT, ...OMA_TEXT });

type Call = Extract<RpCommand, { type: "call-oma" }>;

/** RP 6.01 d: a ready group of the actor's, and this half's one command. */
export function requireGroup(ctx: RpContext, side: string, id: string, rule: string): OmaGroup {
  requireActor(ctx, side);
  const b = ctx.state;
  refuseUnless(b.activation === null, "RP 6.01", say("rp.oma.one-command"));
  const g = b.oma[id];
  refuseUnless(g !== undefined && g.side === side, rule, say("rp.not-your-group", { group: id }));
  refuseUnless((g.from ?? 1) <= b.turn, "RP 7.0", say("rp.oma.not-yet", { group: g.name, turn: g.from ?? 1 }));
  refuseUnless(!g.spent, "RP 6.01", say("rp.oma.spent", { group: g.name }));
  return g;
}

/**
 * RP 6.1, 7.21, R19: who observes the vertex, by the call's mode (runner if declared): aircraft see every vertex (none); flare only at the pre-registered vertex;
 * runner, telephone and flare any friendly infantry unit; trench set only the designated unit, still in its set-up hex.
 * The observer must see the vertex (RP 4.92).
 */
function observerFor(ctx: RpContext, g: OmaGroup, c: Call): string | null {
  const b = ctx.state;
  const row = MOT_TABLE[callMode(b, g, c.runner ?? false)];
  if (row.observer === "everywhere") return null;
  if (row.targets === "preregistered-only") {
    refuseUnless(g.preregistered !== null && vertexEquals(g.preregistered, c.vertex), "RP 7.3", say("rp.oma.flare-preregistered", { group: g.name }));
  }
  let id = c.observer;
  if (row.observer === "designated-infantry") {
    const side = sideOf(b, c.side);
    refuseUnless(side.trenchSet !== null, "RP 7.21", say("rp.oma.no-trench-set"));
    refuseUnless(id === null || id === side.trenchSet, "RP 7.21", say("rp.oma.trench-set-only", { unit: b.units[side.trenchSet]!.name }));
    id = side.trenchSet;
    const u = b.units[id]!;
    refuseUnless(u.status === "on-map" && u.hex === side.trenchSetHex, "RP 7.21", say("rp.oma.trench-set-moved", { unit: u.name }));
  }
  refuseUnless(id !== null, "RP 6.1", say("rp.oma.no-observer"));
  const u = b.units[id];
  refuseUnless(u !== undefined && u.side === c.side && u.status === "on-map" && hasType(u, "infantry"), "RP 7.21", say("rp.oma.not-observer", { unit: u?.name ?? id }));
  refuseUnless(rpVertexSight(ctx.map, u.hex!, c.vertex, sightConditions(b, ctx.map)).visible, "RP 6.1", say("rp.oma.no-sight", { unit: u.name }));
  return id;
}

/**
 * RP 6.1, 7.221: a command calling a ready group that has no cross hair or fire for effect on the map: its primed groups
 * roll first (RP 6.02); the cross hair goes on the vertex, the hourglass relay-delay turns ahead (RD 0: primed now, its
 * first roll at the owner's next command); the group is spent, the observer is not. The command is then over.
 */
export function callOma(ctx: RpContext, c: Call): void {
  const g = requireGroup(ctx, c.side, c.group, "RP 6.1");
  const b = ctx.state;
  refuseUnless(g.crossHair === null && g.ffe === null, "RP 7.221", say("rp.oma.on-map", { group: g.name }));
  refuseUnless(c.ammo !== "gas" || gasAllowed(b), "RP 7.51", say("rp.oma.gas-date"));
  const observer = observerFor(ctx, g, c);
  ctx.emit({ type: "activated", side: c.side, config: "oma", units: [c.group], rule: "RP 6.01" });
  primedSignals(ctx, c.side);
  const runner = c.runner ?? false;
  const hourglass = ctx.state.turn + relayDelay(callMode(b, g, runner), { pbFired: ctx.state.pbFired });
  ctx.emit({ type: "oma-called", group: c.group, side: c.side, vertex: c.vertex, ammo: c.ammo, observer, hourglass, runner, rule: "RP 6.1" });
  ctx.emit({ type: "oma-spent", group: c.group, rule: "RP 6.05" });
  if (hourglass <= ctx.state.turn) ctx.emit({ type: "oma-primed", group: c.group, rule: "RP 7.222" });
  endHalf(ctx, c.side, false);
}
