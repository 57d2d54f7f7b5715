import { refuseUnless } from "../../../core/refusal";
import { PieceId } from "../../../data/schemas/common";
import type { Params, Text } from "../../../core/text";
import type { SeriesContext } from "../context";
import type { ReducedBattle } from "../events/types";
import type { UnitOf } from "../rules/leadership";
import { command } from "../commands/shapes";
import { actNow } from "../transport/action";
import { entrenchmentAt } from "./markers";
import type { FieldworksTextCode } from "./text";

/** `dig-in`: an activated unit spends its segment digging in (16.2). */
export const DigIn = command("dig-in", { unit: PieceId });

/** Where the games' digging in differs (PG 16.2, 16.23; IA1 16.2, 16.24): who digs, in which morale state, where not. */
export interface DigInRules<B extends ReducedBattle, C> {
  /** The game's words for the fieldworks codes (its catalogue spreads FIELDWORKS_TEXT). */
  say(code: FieldworksTextCode, params?: Params): Text;
  /** The game's citations: the segment's units (`activation`), the Movement action (`action`), who digs (`who`), the rest (`dig`). */
  readonly rules: { readonly activation: string; readonly action: string; readonly who: string; readonly dig: string };
  /** The terrain no unit digs in (woods and towns). */
  readonly noDigging: readonly string[];
  /** PG 16.23, IA1 16.24: transports and cavalry never dig in. */
  mayDig(u: UnitOf<B>): boolean;
  /** The refusal of a unit whose morale state bars digging (IA1 16.2: not in good order; PG 16.2: demoralized), or null. */
  moraleBars(u: UnitOf<B>): Text | null;
  /** What else refuses digging in (IA: a gun waiting for its fire mission). */
  check(ctx: C, u: UnitOf<B>): void;
}

/**
 * 16.2: an activated unit that has not moved spends its segment digging in — its whole movement allowance and action,
 * MOVED/FIRED at once (3.13: a Movement action). The first segment puts a Dug In marker under it, a later one (if it
 * kept that marker: PG 16.21, IA1 16.22) on top of it. Not in woods or towns, nor in an entrenchment hex.
 */
export function digIn<B extends ReducedBattle, C extends SeriesContext<B>>(ctx: C, c: { readonly side: string; readonly unit: string }, r: DigInRules<B, C>): void {
  const { say, rules } = r;
  const b = ctx.state;
  const a = b.activation;
  refuseUnless(a !== null && a.side === c.side, rules.activation, say("fieldworks.no-activation"));
  const u = b.units.get(c.unit) as UnitOf<B> | undefined;
  const activated = a.pieces[c.unit];
  refuseUnless(u !== undefined && activated !== undefined, rules.activation, say("fieldworks.not-activated", { unit: u?.name ?? c.unit }));
  refuseUnless(activated.action === "move", rules.action, say("fieldworks.designated-to-fire", { unit: u.name }));
  refuseUnless(!a.done.includes(u.id) && !u.movedFired, rules.action, say("fieldworks.finished", { unit: u.name }));
  refuseUnless(r.mayDig(u), rules.who, say("fieldworks.cannot-dig", { unit: u.name }));
  const bars = r.moraleBars(u);
  refuseUnless(bars === null, rules.dig, bars!);
  refuseUnless(activated.mpSpent === 0 && activated.hexesEntered === 0, rules.dig, say("fieldworks.moved", { unit: u.name }));
  refuseUnless(u.carriedBy === null, rules.dig, say("fieldworks.carried", { unit: u.name }));
  refuseUnless(!u.dugIn, rules.dig, say("fieldworks.dug-in", { unit: u.name }));
  r.check(ctx, u);
  const terrain = ctx.map.terrainAt(u.hex!).find((t) => r.noDigging.includes(t));
  refuseUnless(terrain === undefined, rules.dig, say("fieldworks.terrain", { terrain: ctx.tec.terrain[terrain!]?.name ?? terrain }));
  refuseUnless(!entrenchmentAt(b, u.hex), rules.dig, say("fieldworks.entrenchment"));
  actNow(ctx, u.id);
  ctx.emit({ type: "dug-in", unit: u.id, done: u.digging === true, rule: rules.dig });
  ctx.emit({ type: "moved-fired", pieces: [u.id], rule: rules.dig });
}
