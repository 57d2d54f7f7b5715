import { refuseUnless } from "../../../core/refusal";
import type { MovementCommand } from "../../series/commands/shapes";
import type { PgBattle } from "../state";
import { say } from "../text";

/** PG 5.67: "Units being transported may not conduct any type of fire"; a transport with a fire value may, loaded or not. For PG's fire to call. */
export function refuseFireAboard(b: PgBattle, id: string): void {
  const u = b.units.get(id);
  refuseUnless(u?.carriedBy == null, "PG 5.67", say("transport.fire-aboard", { unit: u?.name ?? id }));
}

/** PG 5.6: a leader aboard a transport moves with it ("they all move together as one"), never on his own. For PG movement's `checkMover`. */
export function refuseRidingLeaders(b: PgBattle, c: MovementCommand): void {
  for (const id of [c.piece, ...(c.with ?? [])]) {
    const l = b.leaders.get(id);
    const t = l?.carriedBy ? b.units.get(l.carriedBy) : undefined;
    refuseUnless(t === undefined, "PG 5.6", say("transport.leader-rides", { leader: l?.name ?? id, transport: t?.name ?? "" }));
  }
}
