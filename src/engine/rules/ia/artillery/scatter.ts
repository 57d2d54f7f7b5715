import { distance, neighbour, type Hex } from "../../../hex";
import type { DiceRoll } from "../../../core/dice";
import type { IaContext } from "../commands/context";
import { inForce } from "../optional/options";
import { faceOf, type Mission, type Struck } from "../state";
import { dieResult } from "./die-tables";
import type { Shot } from "./planned-fire";
import { COMPASS } from "./smoke";

/** IA1 18.3: where the fire of a Planned Fire column's turn `turn` actually fell (solitaire). */
export const struckOn = (m: Extract<Mission, { mission: "planned-fire" }>, turn: number): Struck | undefined => m.struck?.find((r) => r.turn === turn);

/** IA1 18.1: with the solitaire rules, the side's planned shots (Fire and Fire Smoke) at the hexes they strike. */
export const scatterShots = (ctx: IaContext, side: string, shots: readonly Shot[]): Shot[] =>
  inForce(ctx.state, "solitaire") ? shots.map((s) => scatter(ctx, side, s)) : [...shots];

/**
 * IA1 18.1, 18.2, 18.4: a shot at a hex its gun did not actually strike last turn, unless it keeps a target acquired
 * (18.2: No Fire turns between do not matter), rolls on the Distance Table (ia1-die-tables.json `distance`): 1–3 hits
 * the target and acquires it; 4–6 strike one or two hexes away in the direction of the Scatter Diagram (16.13,
 * `smoke-scatter`), re-rolled while that hex is off the map or out of an onboard gun's range (18.4; off-board
 * artillery has unlimited range, 9.4). If no direction could ever do, the fire stays on the target (docs/rulings.md).
 */
function scatter(ctx: IaContext, side: string, s: Shot): Shot {
  const m = ctx.state.plans![side]!.missions[s.gun] as Extract<Mission, { mission: "planned-fire" }>;
  const last = m.struck?.[m.struck.length - 1];
  const check = (roll: DiceRoll | null, directions: DiceRoll[], struck: number, acquired: boolean): Shot => {
    ctx.emit({ type: "scatter-checked", side, gun: s.gun, target: s.at, roll, directions, struck, acquired, rule: roll === null && acquired ? "IA1 18.2" : "IA1 18.1" });
    return { ...s, at: struck };
  };
  if (last && last.at === s.at && (last.turn === ctx.state.turn - 1 || last.acquired)) return check(null, [], s.at, last.acquired === true);
  const roll = ctx.roll(1, 6, `distance:${s.gun}`);
  const away = Number(dieResult("distance", roll.total));
  if (away === 0) return check(roll, [], s.at, true);
  const gun = s.hex === null ? null : ctx.state.units.get(s.gun)!;
  const fits = (h: Hex) => ctx.map.contains(h) && (gun === null || distance(ctx.map.hexAt(gun.hex!), h) <= faceOf(gun).range);
  const toward = (d: number) => Array.from({ length: away }).reduce<Hex>((h) => neighbour(h, d), ctx.map.hexAt(s.at));
  if (!Object.values(COMPASS).some((d) => fits(toward(d)))) return check(roll, [], s.at, false);
  const directions: DiceRoll[] = [];
  for (;;) {
    const die = ctx.roll(1, 6, `scatter:${s.gun}`);
    directions.push(die);
    const to = toward(COMPASS[String(dieResult("smoke-scatter", die.total))]!);
    if (fits(to)) return check(roll, directions, ctx.map.indexOf(to), false);
  }
}
