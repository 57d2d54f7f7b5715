import { refuseUnless } from "../../../core/refusal";
import { distance } from "../../../hex/axial";
import type { CiCommand } from "../commands/schema";
import type { CiContext } from "../context";
import { FIRE_LIMIT_RULE } from "../data/constants";
import { rollD10s, hitsOf } from "../dice";
import { numberOf } from "../numbers/read";
import { takeAction } from "../sequence/command";
import { isHidden } from "../state/block";
import { hexsideKey } from "../state/markers";
import { isArmored, labelOf, otherSide, valueOf } from "../state/lookups";
import { sidesAt } from "../state/where";
import { reveal } from "../view/reveal";
import { allocateHits } from "./casualties";
import { doubleDefense } from "./double-defense";
import { takeHits } from "./hits";
import { fireLimitOf, LONG_RANGE, LONG_RANGE_RULE } from "./limits";
import { fireLineOf } from "./line";
import { MINES_RULE, revealMines } from "./mines";
import { say } from "./text";

const FIREPOWER = "CI 6.x Firepower";
const TARGETING = "CI 6.x Targeting";
const ARMOR = "CI 6.x Armor Class";
const RANGE = "CI 5.x Range";
const NIGHT = "CI 10.x Night Scenarios";
/** CI 10.x Night Scenarios: "maximum range is 2 hexes" (L). */
export const NIGHT_RANGE = 2;

/** CI 6.x Armor Class: the armor a targeted face-up block has (tanks and armored cars; a bunker the lost `bunkerAc`). */
function armorOf(ctx: CiContext, id: string): number {
  const b = ctx.state;
  if (isArmored(b, id)) return valueOf(b, id, "ac");
  return labelOf(b, id).class === "bunker" ? numberOf(b.numbers, "bunkerAc") : 0;
}

/**
 * CI 6.x Firepower: a commanded unit fires at a hex, or at a face-up enemy unit (CI 6.x Targeting), in range (CI 5.x
 * Range; 2 at night) and line of fire (CI 6.x Line of Sight: not through its own units), never into an assault. It turns
 * face-up, then rolls a d10 a step: each at or under its F (less a face-up target's AC, CI 6.x Armor Class) is a hit
 * (0 counts as 10). Fire at an adjacent enemy counts against the fire limit of the hexside crossed (CI 6.x Hexside Fire
 * Limits); fire at 2 or more hexes is one unit per firing hex and target hex (CI 6.x Long Range Fire, ruling R13). A
 * minefield in the hex is revealed and takes none of the hits (CI 7.x Mines).
 */
export function fire(ctx: CiContext, c: Extract<CiCommand, { type: "fire" }>): void {
  const id = takeAction(ctx, c.side, c.unit, "fire");
  const b = ctx.state;
  const a = b.activation!;
  const enemy = otherSide(b, c.side);
  const from = b.blocks[id]!.hex!;
  let target: string | null = null;
  let hex: number;
  if ("block" in c.target) {
    const t = Object.hasOwn(b.blocks, c.target.block) ? b.blocks[c.target.block]! : undefined;
    refuseUnless(t !== undefined && t.side === enemy && t.status === "on-map" && !isHidden(t), TARGETING, say("ci.fire.not-a-target", { target: c.target.block }));
    refuseUnless(labelOf(b, c.target.block).class !== "minefield", MINES_RULE, say("ci.fire.minefield"));
    target = c.target.block;
    hex = t.hex!;
  } else {
    hex = c.target.hex;
    refuseUnless(sidesAt(b, hex).has(enemy), FIREPOWER, say("ci.fire.no-enemy"));
  }
  const d = distance(ctx.map.hexAt(from), ctx.map.hexAt(hex));
  // A hex both sides hold is an assault hex.
  refuseUnless(d > 0 && !a.assaults.some((s) => s.hex === hex), FIREPOWER, say("ci.fire.assault-hex"));
  const range = valueOf(b, id, "range");
  refuseUnless(d <= range, RANGE, say("ci.fire.out-of-range", { block: c.unit, range, distance: d }));
  refuseUnless(!b.night || d <= NIGHT_RANGE, NIGHT, say("ci.fire.night-range", { range: NIGHT_RANGE, distance: d }));
  const line = fireLineOf(ctx, c.side, from, hex);
  refuseUnless(line.fire, line.blockedBy?.rule ?? FIREPOWER, say("ci.fire.no-line", { reason: line.blockedBy?.reason ?? "" }));

  const sniper = labelOf(b, id).class === "sniper";
  const F = valueOf(b, id, "F");
  const ac = target === null ? 0 : armorOf(ctx, target);
  refuseUnless(F - ac > 0, ARMOR, say("ci.no-net-fire", { f: F, ac }));

  const longRange = d >= LONG_RANGE;
  if (longRange) refuseUnless(!a.longRange.includes(`${from}>${hex}`), LONG_RANGE_RULE, say("ci.fire.long-range-pair"));
  else {
    const limit = fireLimitOf(ctx, from, hex);
    const used = a.fireThrough[hexsideKey(from, hex)] ?? 0;
    refuseUnless(used < limit, FIRE_LIMIT_RULE, say("ci.fire.hexside-limit", { limit, used }));
  }

  reveal(ctx, id, "fire", FIREPOWER);
  const dice = rollD10s(ctx, ctx.state.blocks[id]!.strength, "fire");
  const rolled = hitsOf(dice, F - ac);
  const hits = b.options.hitLimits ? Math.min(rolled, numberOf(b.numbers, "hitLimit")) : rolled;
  ctx.emit({ type: "fired", block: id, hex, target, dice, f: F - ac, hits, through: longRange ? null : [from, hex], longRange, rule: FIREPOWER });
  const mines = revealMines(ctx, hex);
  if (target !== null) takeHits(ctx, target, hits, { twoD: !sniper && doubleDefense(ctx, hex, "fire"), rule: TARGETING });
  else allocateHits(ctx, hex, hits, { mode: "fire", side: enemy, rule: FIREPOWER, exclude: mines, never2D: sniper });
}
