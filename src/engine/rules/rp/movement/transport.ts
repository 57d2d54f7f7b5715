import { refuseUnless } from "../../../core/refusal";
import { sayer } from "../../../core/text";
import type { RpContext } from "../context";
import type { RpEvent } from "../events/schema";
import type { TransportKind } from "../state/battle";
import { sideOf, unitsIn } from "../state/lookups";
import { transportOf } from "./allowance";
import { failedChecks } from "./checks";
import { craterHex, roadHex } from "./terrain";
import { MOVEMENT_TEXT } from "./text";

const say = sayer(MOVEMENT_TEXT);

/** RP 6.84: the hexes a transport can enter (a truck: road hexes; RP 8.6: a road overrides a crater for a wagon). */
const couldEnter = (ctx: RpContext, kind: TransportKind, hex: number): boolean =>
  kind === "mule" || roadHex(ctx.map, hex) || (kind === "wagon" && !craterHex(ctx.state, ctx.map, hex));

/**
 * RP 6.82, 6.83: the movers' means of moving. A unit beginning its move (`starting`) by transport must be formed and
 * stand where the transport could enter, and a group must be left for it this turn; a unit goes on by the means it
 * began with; a stack moves by one means. `start` is where the move begins (off the map: the first hex, RP 10.21).
 */
export function declareTransport(ctx: RpContext, side: string, units: readonly string[], starting: readonly string[], kind: TransportKind | undefined, start: number): void {
  const b = ctx.state;
  for (const id of units) {
    if (starting.includes(id)) continue;
    const by = transportOf(b, id);
    refuseUnless(kind === undefined || kind === by, "RP 6.83", say("rp.move.transport-mix", { unit: b.units[id]!.name }));
  }
  if (kind !== undefined && starting.length) {
    for (const id of starting) refuseUnless(b.units[id]!.face === "formed", "RP 6.82", say("rp.move.transport-formed", { unit: b.units[id]!.name }));
    refuseUnless(couldEnter(ctx, kind, start), "RP 6.82", say(kind === "wagon" ? "rp.move.transport-crater" : "rp.move.transport-road"));
    const s = sideOf(b, side);
    refuseUnless(s.transport[kind] - s.transportLost[kind] - s.transportUsed[kind] >= starting.length, "RP 6.83", say("rp.move.transport-none", { kind }));
    for (const id of starting) ctx.emit({ type: "transport-used", unit: id, side, kind, rule: "RP 6.82" });
  }
  const means = new Set(units.map((id) => transportOf(ctx.state, id)));
  refuseUnless(means.size === 1, "RP 6.83", say("rp.move.transport-mix", { unit: b.units[units[0]!]!.name }));
}

/** RP 6.82, 6.84: where a unit using transport may not go; `road`: the entry crosses a road hexside (RP 8.6: the road overrides the hex's terrain). */
export function requireTransportEntry(ctx: RpContext, kind: TransportKind, side: string, hex: number, road: boolean): void {
  const b = ctx.state;
  const enemy = unitsIn(b, hex).some((id) => b.units[id]!.side !== side);
  refuseUnless(!enemy && !b.markers.gas.includes(hex), "RP 6.82", say("rp.move.transport-enemy"));
  refuseUnless(kind !== "wagon" || road || !craterHex(b, ctx.map, hex), "RP 6.84", say("rp.move.transport-crater"));
  refuseUnless(kind !== "truck" || road, "RP 6.84", say("rp.move.transport-road"));
}

/** RP 6.85: a unit moving by transport that fails a check induced by reaction fire loses its group for the scenario. */
export function loseTransport(ctx: RpContext, movers: readonly string[], reaction: readonly RpEvent[]): void {
  const failed = failedChecks(reaction);
  for (const id of movers) {
    const kind = transportOf(ctx.state, id);
    if (kind && failed.has(id)) ctx.emit({ type: "transport-lost", side: ctx.state.units[id]!.side, kind, rule: "RP 6.85" });
  }
}
