import { refuseUnless } from "../../../core/refusal";
import type { IaContext } from "../commands/context";
import { limberedMovement } from "../movement/allowance";
import { entryOf } from "../../series/board-edge/edge";
import type { IaBattle, IaUnit } from "../state";
import { say } from "../text";

/** The gun's Move mission, if it has one (IA1 9.13). */
const moveMission = (b: IaBattle, u: IaUnit) => {
  const m = b.plans?.[u.side]?.missions[u.id];
  return m?.mission === "move" ? m : undefined;
};

/**
 * IA1 9.13, 9.1: every friendly transport is gone (eliminated, or off the board for good, docs/rulings.md), so a gun on a
 * Move mission that moves only towed (T) can never reach its destination hex.
 */
export function strandedForGood(b: IaBattle, u: IaUnit): boolean {
  if (limberedMovement(u) !== "T" || moveMission(b, u) === undefined) return false;
  for (const t of b.units.values()) if (t.side === u.side && t.kind === "TRANSPORT") return false;
  return true;
}

/**
 * IA1 9.13, 9.15: a gun on a Move mission stays limbered until it is in its destination hex — or, moving only towed,
 * until all friendly transports are eliminated: then it may unlimber where it is.
 */
export function refuseEarlyUnlimber(b: IaBattle, u: IaUnit): void {
  const m = moveMission(b, u);
  if (m) refuseUnless(u.hex === m.to || strandedForGood(b, u), "IA1 9.13", say("artillery.not-arrived", { gun: u.name }));
}

/**
 * IA1 9.13: unloaded or unlimbered in its destination hex — or unlimbered once all friendly transports are gone — the
 * gun's Move mission ends and it is given an Open Sights mission at once.
 */
export function arrived(ctx: IaContext, id: string): void {
  const u = ctx.state.units.get(id)!;
  const m = moveMission(ctx.state, u);
  if (m && (u.hex === m.to || (!u.limbered && strandedForGood(ctx.state, u))))
    ctx.emit({ type: "move-mission-ended", side: u.side, gun: id, rule: "IA1 9.13" });
}

/**
 * IA1 9.13, 5.65: a gun set down by force from its transport: in its destination hex it has arrived; short of it, one
 * that moves only towed remembers the transport (on its side's plan) until it loads again.
 */
export function setDownByForce(ctx: IaContext, id: string, transport: string): void {
  arrived(ctx, id);
  const u = ctx.state.units.get(id)!;
  if (moveMission(ctx.state, u) && limberedMovement(u) === "T") ctx.emit({ type: "move-gun-set-down", side: u.side, gun: id, transport, rule: "IA1 9.13" });
}

/**
 * IA1 9.13: a gun on a Move mission set down by force whose transport was then eliminated before it loaded again takes
 * no action (but morale checks, recovery and defending in assaults) until it loads onto another friendly transport.
 */
export function refuseWaitingGun(b: IaBattle, u: IaUnit): void {
  const by = moveMission(b, u)?.setDownBy;
  refuseUnless(by === undefined || b.units.has(by), "IA1 9.13", say("artillery.waiting", { gun: u.name }));
}

/** The free good-order transports of the gun's side that are with it: in its hex, or entering the board with it (IA1 16.41). */
function transportsWith(b: IaBattle, u: IaUnit): IaUnit[] {
  const entry = entryOf(b, u.id);
  const sameEntry = (t: IaUnit) => {
    const e = entryOf(b, t.id);
    return entry !== undefined && e !== undefined && e.turn === entry.turn && e.hexes.length === entry.hexes.length && e.hexes.every((h, i) => h === entry.hexes[i]);
  };
  return [...b.units.values()].filter(
    (t) => t.side === u.side && t.kind === "TRANSPORT" && t.status === "good" && t.carrying === null && (u.hex === null ? sameEntry(t) : t.hex === u.hex),
  );
}

/**
 * IA1 9.13: a gun given a Move mission begins play limbered, and one that moves only towed (T) begins play loaded on a
 * friendly transport. The set-up comes before the plan (9.11), so writing the plan sets such guns out as the set-up would
 * have: limbered, and loaded on a free good-order transport in its hex (one entering the board with it, for a gun that
 * enters during play) — the owner choosing among several — or the plan is refused (docs/rulings.md, Artillery missions).
 * Like the set-up, this is public; the mission is not.
 */
export function setOutMoveGuns(ctx: IaContext, side: string): void {
  const missions = ctx.state.plans?.[side]?.missions ?? {};
  for (const [id, m] of Object.entries(missions)) {
    const u = ctx.state.units.get(id);
    if (m.mission !== "move" || u === undefined) continue;
    if (!u.limbered && u.carriedBy === null) ctx.emit({ type: "limbered", unit: id, limbered: true, rule: "IA1 9.13" });
    if (limberedMovement(u) !== "T" || u.carriedBy !== null) continue;
    const free = transportsWith(ctx.state, u).map((t) => t.id);
    refuseUnless(free.length > 0, "IA1 9.13", say("artillery.start-loaded", { gun: u.name }));
    const on =
      free.length === 1
        ? free[0]!
        : ctx.decide({ id: `start-transport:${id}`, kind: "start-transport", side, prompt: say("artillery.start-transport-prompt", { gun: u.name }), options: free, default: free[0]!, rule: "IA1 9.13" });
    ctx.emit({ type: "loaded", transport: on, unit: id, rule: "IA1 9.13" });
  }
}
