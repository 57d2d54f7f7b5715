import { refuseUnless } from "../../../core/refusal";
import { sayer } from "../../../core/text";
import type { RpContext } from "../context";
import type { RpBattle, TransportKind } from "../state/battle";
import { faceOf } from "../state/lookups";
import { MOVEMENT_TEXT } from "./text";

const say = sayer(MOVEMENT_TEXT);

/** RP 6.84: a transport's movement score (a truck's already counts the road bonus). */
export const TRANSPORT_MP: Readonly<Record<TransportKind, number>> = { mule: 2, wagon: 3, truck: 15 };

/** The transport a unit moves by this move, if any (RP 6.82). */
export const transportOf = (b: RpBattle, id: string): TransportKind | undefined => b.activation?.transport[id];

/** RP 6.61, 6.84: the face-up movement score, or its transport's. */
const score = (b: RpBattle, id: string): number => {
  const kind = transportOf(b, id);
  return kind ? TRANSPORT_MP[kind] : faceOf(b.units[id]!).movement;
};

/** RP 6.64, 8.6: the bonus MP of a unit that has entered every hex of its move along a road (not by truck, RP 6.84). */
const bonus = (b: RpBattle, id: string): number => (b.activation?.road.includes(id) && transportOf(b, id) !== "truck" ? 1 : 0);

/** RP 6.61: a unit whose running tally has reached 0 (its bonus MP too) can move no further this turn. */
export const exhausted = (b: RpBattle, id: string): boolean => b.units[id]!.mpSpent >= score(b, id) + bonus(b, id);

/** RP 6.61, 6.64: the unit may spend one more MP; past its score only to enter one more hex along the road (`roadStep`). */
export function requireMp(ctx: RpContext, id: string, roadStep: boolean): void {
  const b = ctx.state;
  const u = b.units[id]!;
  const allowance = score(b, id) + bonus(b, id);
  refuseUnless(u.mpSpent < allowance, "RP 6.61", say("rp.move.no-mp", { unit: u.name, allowance }));
  refuseUnless(u.mpSpent < score(b, id) || roadStep, "RP 6.64", say("rp.move.road-only", { unit: u.name }));
}

/** RP 6.64: a unit leaves the road (an MP other than entering a hex across a road hexside) and loses the bonus. */
export function leaveRoad(ctx: RpContext, units: readonly string[]): void {
  for (const id of units) if (ctx.state.activation?.road.includes(id)) ctx.emit({ type: "road-move", unit: id, road: false });
}
