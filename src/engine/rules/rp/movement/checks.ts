import { sayer } from "../../../core/text";
import { cohesionCheck } from "../cohesion/check";
import type { RpContext } from "../context";
import type { RpEvent } from "../events/schema";
import { hasTrench } from "../state/hexsides";
import { unitsIn } from "../state/lookups";
import { bogs, craterHex } from "./terrain";
import { MOVEMENT_TEXT } from "./text";

const say = sayer(MOVEMENT_TEXT);

const onMap = (ctx: RpContext, ids: readonly string[]): string[] => ids.filter((id) => ctx.state.units[id]!.status === "on-map");

/**
 * RP 3.8: a formed mover entering a hex with friendly, ready, dispersed units: each may try to rally (the owner's
 * choice, default no), at no MP and without a command.
 */
export function offerRallies(ctx: RpContext, movers: readonly string[], hex: number): void {
  const b = ctx.state;
  const mover = movers.find((id) => b.units[id]!.status === "on-map" && b.units[id]!.face === "formed");
  if (mover === undefined) return;
  const side = b.units[mover]!.side;
  for (const id of unitsIn(b, hex, side)) {
    const u = b.units[id]!;
    if (movers.includes(id) || u.face !== "dispersed" || u.spent) continue;
    const rally = ctx.decide<boolean>({
      id: `rp-rally:${id}`,
      kind: "rp-rally",
      side,
      prompt: say("rp.move.rally", { unit: u.name, mover: b.units[mover]!.name }),
      options: [true, false],
      default: false,
      rule: "RP 3.8",
    });
    if (rally) cohesionCheck(ctx, { unit: id, cause: "rally", modifiers: [], rule: "RP 3.8" });
  }
}

/** RP 6.661, 6.663: each mover `lost` names checks, once a turn (a lost check never destroys, RP 3.73). */
export function lostChecks(ctx: RpContext, lost: readonly string[]): void {
  for (const id of onMap(ctx, lost)) {
    if (ctx.state.units[id]!.lostChecked) continue;
    ctx.emit({ type: "lost-checked", unit: id, rule: "RP 6.663" });
    cohesionCheck(ctx, { unit: id, cause: "lost", modifiers: [], rule: "RP 6.661" });
  }
}

/** RP 8.323, plan ruling R28: cavalry and AFVs entering a trench hex make a bog check (RP 8.6: not along a road). */
export function bogChecks(ctx: RpContext, movers: readonly string[], hex: number, road: boolean): void {
  if (road) return;
  const trench = hasTrench(ctx.state, ctx.map, hex);
  const crater = craterHex(ctx.state, ctx.map, hex);
  for (const id of onMap(ctx, movers)) {
    const u = ctx.state.units[id]!;
    // AA 14.0: a Saint-Chamond checks entering a crater hex as well as a trench hex, once an entry.
    if (trench && bogs(u)) cohesionCheck(ctx, { unit: id, cause: "bog", modifiers: [], rule: "RP 8.323" });
    else if (crater && u.bogsInCraters) cohesionCheck(ctx, { unit: id, cause: "bog", modifiers: [], rule: "AA 14.0" });
  }
}

/** The units whose check among `events` failed (dispersed or destroyed). */
export const failedChecks = (events: readonly RpEvent[]): Set<string> =>
  new Set(events.flatMap((e) => (e.type === "cohesion-checked" && (e.outcome === "dispersed" || e.outcome === "destroyed") ? [e.unit] : [])));

/** RP 6.65: a mover that failed a check (among `events`) is no longer moving; a stacked one that passed goes on (RP 6.61). */
export function stopFailed(ctx: RpContext, movers: readonly string[], events: readonly RpEvent[]): void {
  const moving = ctx.state.activation?.moving ?? [];
  const failed = failedChecks(events);
  const stopping = movers.filter((id) => failed.has(id) && moving.includes(id));
  if (stopping.length) ctx.emit({ type: "move-ended", units: stopping });
}
