import type { CiContext } from "../context";
import { rollD10s } from "../dice";
import { allocateHits } from "../fire/casualties";
import { takeHits } from "../fire/hits";
import { hexsideFeaturesOf } from "../map/hexside-terrain";
import { numberOf } from "../numbers/read";
import { eliminate } from "../sequence/eliminate";
import type { CiBattle } from "../state";
import { labelOf, valueOf } from "../state/lookups";
import {
  ENGINEER_ASSAULT_FACTOR,
  ENGINEER_MINE_FRIENDLY_FACES,
  GUN_MORTAR_NORMAL_ROUND,
  MINE_FRIENDLY_FACES,
  MINES,
  MODIFIERS,
  RIVER_CLIFF_ROUND,
  ROUNDS,
} from "./constants";
import { isMinefield, type Fight, unitsOf } from "./fight";

/**
 * CI 9.x Assault Combat: whether the attackers came across a river or cliff. The assault keeps the hexsides its attackers
 * entered by, not which one each used: the penalty falls on them when every one of those hexsides is a river or cliff
 * (a mixed assault fights normally, see docs/rulings.md).
 */
function acrossRiverOrCliff(ctx: CiContext, fight: Fight): boolean {
  const crossing = (a: number, b: number) => hexsideFeaturesOf(ctx.map, a, b).some((f) => f === "river" || f === "cliff");
  return fight.via.length > 0 && fight.via.every(([a, b]) => crossing(a, b));
}

/**
 * The F a unit fires at in an assault round: in smoke every unit at the lost `smokeAssaultF` (CI 7.x Smoke); else its
 * label's F, AT guns and mortars at the lost `gunMortarLaterF` after round 1 (CI 9.x Assault Modifiers), attackers but
 * engineers at the lost `riverCliffAssaultF` in round 1 across a river or cliff (CI 9.x Assault Combat), engineers
 * doubled (CI 9.x Assault Modifiers).
 */
export function assaultF(ctx: CiContext, fight: Fight, id: string): number {
  const b = ctx.state;
  if (b.markers.smoke.includes(fight.hex)) return numberOf(b.numbers, "smokeAssaultF");
  const cls = labelOf(b, id).class;
  if (cls === "engineer") return valueOf(b, id, "F") * ENGINEER_ASSAULT_FACTOR;
  if ((cls === "at-gun" || cls === "mortar") && fight.round > GUN_MORTAR_NORMAL_ROUND) return numberOf(b.numbers, "gunMortarLaterF");
  if (b.blocks[id]!.side === fight.attacker && fight.round === RIVER_CLIFF_ROUND && acrossRiverOrCliff(ctx, fight)) return numberOf(b.numbers, "riverCliffAssaultF");
  return valueOf(b, id, "F");
}

/**
 * CI 9.x Assault Rounds: `id` fires, one d10 a step, each at or under its F a hit, applied at once (2D negated, AC 0):
 * all on `target` (an ATR's unit, an assaulting engineer's minefield), else one at a time on the strongest enemy unit
 * (CI 5.x Casualties). CI 7.x Mines (ruling R19): while a minefield defends the hex, an attacker's 9s and 10s (an
 * engineer's 10s) are hits on itself, never on the enemy; a minefield dies of one hit.
 */
export function assaultFire(ctx: CiContext, fight: Fight, id: string, target: string | null): void {
  const b = ctx.state;
  const k = b.blocks[id]!;
  const enemy = k.side === fight.attacker ? fight.defender : fight.attacker;
  const F = assaultF(ctx, fight, id);
  const dice = rollD10s(ctx, k.strength, `assault fire ${id}`);
  const mined = k.side === fight.attacker && unitsOf(b, fight, enemy).some((m) => isMinefield(b, m));
  const faces = !mined ? [] : labelOf(b, id).class === "engineer" ? ENGINEER_MINE_FRIENDLY_FACES : MINE_FRIENDLY_FACES;
  const friendly = dice.filter((d) => faces.includes(d)).length;
  const hits = dice.filter((d) => d <= F && !faces.includes(d)).length;
  ctx.emit({ type: "assault-fired", block: id, F, dice, hits, friendly, target, rule: target === null ? ROUNDS : targetRule(b, target) });
  if (target !== null) hitTarget(ctx, target, hits);
  else
    for (let i = 0; i < hits && unitsOf(ctx.state, fight, enemy).length > 0; i++) {
      const mines = unitsOf(ctx.state, fight, enemy).filter((m) => isMinefield(ctx.state, m));
      const before = new Map(mines.map((m) => [m, ctx.state.blocks[m]!.strength]));
      allocateHits(ctx, fight.hex, 1, { mode: "assault", side: enemy, rule: ROUNDS });
      for (const [m, s] of before) if (ctx.state.blocks[m]!.status === "on-map" && ctx.state.blocks[m]!.strength < s) eliminate(ctx, m, MINES);
    }
  takeHits(ctx, id, friendly, { twoD: false, rule: MINES });
}

/** The rule a targeted fire cites: a minefield's (CI 7.x Mines) or the ATRs' (CI 9.x Assault Modifiers). */
const targetRule = (b: CiBattle, target: string): string => (isMinefield(b, target) ? MINES : MODIFIERS);

/** Targeted hits: a minefield dies of one (CI 7.x Mines), any other unit takes them all, surplus wasted (CI 6.x Targeting). */
function hitTarget(ctx: CiContext, target: string, hits: number): void {
  if (hits < 1) return;
  if (isMinefield(ctx.state, target)) eliminate(ctx, target, MINES);
  else takeHits(ctx, target, hits, { twoD: false, rule: MODIFIERS });
}
