import { Refusal, refuseUnless } from "../../../core/refusal";
import { sayer } from "../../../core/text";
import { distance } from "../../../hex/axial";
import type { RpContext } from "../context";
import { rpHexLabel } from "../map/labels";
import { featuresBetween, hasTrench, trenchConnects, wireBetween } from "../state/hexsides";
import { contested, inPlay, isAfv } from "../state/lookups";
import { overstack } from "../state/stacking";
import { transportOf } from "./allowance";
import { requireTransportEntry } from "./transport";
import { enemyTrench, onTheMap, roadBetween, roadHex } from "./terrain";
import { MOVEMENT_TEXT } from "./text";

const say = sayer(MOVEMENT_TEXT);

/** One hex entered: from where (null: off the map, RP 10.21), and whether across a road hexside (RP 6.64, 8.6). */
export interface Entry {
  readonly from: number | null;
  readonly to: number;
  readonly road: boolean;
}

/** RP 3.4, 6.63, AA 14.0: two non-AFV and two AFV units of a side in a hex (a quarry: twice that, no tanks), even passing through. */
function requireRoom(ctx: RpContext, side: string, movers: readonly string[], hex: number): void {
  const over = overstack(ctx.state, ctx.map, side, movers, hex);
  if (over === null) return;
  if (over.quarryTank) throw new Refusal("AA 14.0", say("rp.move.quarry-tank"));
  throw new Refusal(over.quarry ? "AA 14.0" : "RP 6.63", say("rp.move.stack-full", { hex: rpHexLabel(ctx.map, hex), count: over.count, kind: over.kind, limit: over.limit }));
}

/**
 * RP 6.62 option 1, 6.63, 8.7, 10.21, AA 14.0: whether the movers may enter `to` — a hex next to theirs (not across a
 * lake hexside, not out of a hex holding enemy units) or, off the map, one of their entry hexes on or after their turn.
 */
export function checkEntry(ctx: RpContext, side: string, movers: readonly string[], to: number): Entry {
  const b = ctx.state;
  const first = b.units[movers[0]!]!;
  const from = first.status === "waiting" ? null : first.hex!;
  refuseUnless(onTheMap(ctx.map, to) && (from === null || distance(ctx.map.hexAt(from), ctx.map.hexAt(to)) === 1), "RP 6.61", say("rp.move.not-adjacent", { hex: onTheMap(ctx.map, to) ? rpHexLabel(ctx.map, to) : String(to), unit: first.name }));
  refuseUnless(inPlay(b, to), "RP 10.1", say("rp.move.out-of-play", { hex: rpHexLabel(ctx.map, to) }));
  if (from === null) {
    for (const id of movers) {
      const u = b.units[id]!;
      const arrives = u.arrives;
      refuseUnless(arrives !== undefined && arrives.how === "enter" && arrives.turn <= b.turn, "RP 10.2", say("rp.move.not-arriving", { unit: u.name }));
      refuseUnless(arrives.hexes.includes(to), "RP 10.21", say("rp.move.entry-hex", { unit: u.name, hexes: arrives.hexes.map((h) => rpHexLabel(ctx.map, h)).join(", ") }));
    }
    // RP 10.21: a mass enters by hexes each adjacent to (or, ruling R11, the same as) another entry hex of the mass.
    const entered = b.activation?.config === "mass" ? Object.values(b.activation.entries) : [];
    refuseUnless(!entered.length || entered.some((h) => distance(ctx.map.hexAt(h), ctx.map.hexAt(to)) <= 1), "RP 10.21", say("rp.move.mass-entry", { hex: rpHexLabel(ctx.map, to) }));
  } else {
    refuseUnless(!featuresBetween(ctx.map, from, to).includes("lake"), "RP 8.7", say("rp.move.lake"));
    refuseUnless(!contested(b, from), "RP 6.63", say("rp.move.leave-enemy", { unit: first.name }));
  }
  requireRoom(ctx, side, movers, to);
  // RP 10.21: an entering unit comes from a mirror image of its first hex, so along a road if that is a road hex.
  const road = from === null ? roadHex(ctx.map, to) : roadBetween(ctx.map, from, to);
  const kind = transportOf(b, movers[0]!);
  if (kind) requireTransportEntry(ctx, kind, side, to, road);
  return { from, to, road };
}

/**
 * Enters the hex (one MP each), with what crossing its hexside does at once: along connecting trench artwork a unit
 * IN a trench stays IN (RP 8.321, 8.33; not across wire, RP 8.341); wire disperses and spends non-AFVs and is breached by AFVs (RP 8.341, 8.342);
 * a stream not bridged spends (RP 8.7). Returns the movers the entry obliges to a lost check (RP 6.661, plan ruling R14).
 */
export function enter(ctx: RpContext, side: string, movers: readonly string[], entry: Entry): string[] {
  const b = ctx.state;
  const { from, to, road } = entry;
  const features = from === null ? [] : featuresBetween(ctx.map, from, to);
  const wire = from !== null && wireBetween(b, ctx.map, from, to);
  const stream = features.includes("stream") && !features.includes("bridge");
  const along = (id: string) => from !== null && b.units[id]!.in === "trench" && trenchConnects(b, ctx.map, from, to) && hasTrench(b, ctx.map, to) && !wire;
  const alongTrench = movers.filter(along);
  for (const id of movers) ctx.emit({ type: "unit-moved", unit: id, from, to, mp: 1, rule: from === null ? "RP 10.21" : "RP 6.62" });
  for (const id of alongTrench) ctx.emit({ type: "went-in", unit: id, into: "trench", mp: 0, rule: "RP 8.321" });
  if (wire) {
    for (const id of movers.filter((m) => !isAfv(b.units[m]!))) {
      const u = b.units[id]!;
      if (u.face === "formed") ctx.emit({ type: "unit-flipped", unit: id, face: "dispersed", spent: true, rule: "RP 8.341" });
      else if (!u.spent) ctx.emit({ type: "unit-spent", unit: id, rule: "RP 8.341" });
    }
    if (movers.some((id) => isAfv(b.units[id]!))) ctx.emit({ type: "hexside-marked", kind: "breach", hexside: [from!, to], by: side, rule: "RP 8.342" });
  }
  if (stream) for (const id of movers) if (!b.units[id]!.spent) ctx.emit({ type: "unit-spent", unit: id, rule: "RP 8.7" });
  const friendlyTrench = (id: string) => alongTrench.includes(id) && !enemyTrench(b, ctx.map, side, to);
  const enemyTrenches = (id: string) => alongTrench.includes(id) && enemyTrench(b, ctx.map, side, from!) && enemyTrench(b, ctx.map, side, to);
  const woods = features.includes("interior-woods");
  // RP 6.661: never along a road; plan ruling R14: a friendly trench exempts woods and night too.
  return movers.filter((id) => !road && (enemyTrenches(id) || ((woods || b.scenario.night) && !friendlyTrench(id))));
}
