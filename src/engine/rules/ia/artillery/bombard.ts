import type { IaContext } from "../commands/context";
import { attackColumns, tableModifier } from "../../series/fire/columns";
import { attackSide, bombardHex, bombardmentTable, type Barrage } from "../../series/bombardment/bombard";
import { fireSmoke as smoke } from "../../series/bombardment/smoke";
import type { MovingTarget } from "../../series/rules/fire";
import { ia1DieTables } from "../data";
import type { IaBattle } from "../state";
import type { MoraleOutcome } from "../morale";
import type { Shot } from "./planned-fire";
import { hexId } from "./plan";

export { bombardmentTable, revealTargets, sidesIn } from "../../series/bombardment/bombard";

/** The shots' fire added together at their hex (IA1 9.3): the series' barrage. */
const barrage = (side: string, shots: readonly Shot[], at: number): Barrage => ({
  side,
  firers: shots.map((s) => s.gun),
  leaders: [],
  at,
  strength: shots.reduce((a, s) => a + s.fire, 0),
  strengthTrace: shots.flatMap((s) => s.trace),
});

/** IA1 9.3, 7.52: the columns of `moving`'s pieces alone (+1 for an Open Sights firer, 9.3). */
const columnsFor = (ctx: IaContext, at: number, strength: number, moving: MovingTarget<IaBattle>, openSights: boolean) =>
  attackColumns(ctx, bombardmentTable(ctx.fireTables), at, strength, 0, moving, { hex: openSights ? tableModifier(bombardmentTable(ctx.fireTables), "open-sights") : [] });

/**
 * IA1 9.3, 9.81, 9.82: one bombardment attack — the shots' fire added together — on every unit and leader in the hex
 * (series/bombardment): friendly pieces alone in the hex are attacked as enemies are (fratricide, 9.81); in an assault
 * hex each side's pieces take an attack of their own (9.82). An empty hex is not rolled for.
 */
export function bombard(ctx: IaContext, side: string, shots: readonly Shot[], cause: string): void {
  const fire = barrage(side, shots, shots[0]!.at);
  bombardHex(ctx, fire, {
    table: bombardmentTable(ctx.fireTables),
    revealRule: "IA1 9.3, 16.5",
    columns: (moving) => columnsFor(ctx, fire.at, fire.strength, moving, false),
    rule: (owner, assault) => (assault ? "IA1 9.82" : owner === side ? "IA1 9.81" : "IA1 9.3"),
    cause: (owner) => `${cause}@${hexId(ctx, fire.at)}:${owner}`,
    ineffective: () => ctx.emit({ type: "bombardment-ineffective", side, guns: fire.firers, at: fire.at, rule: "IA1 9.3" }),
  });
}

/**
 * IA1 9.3, 9.71: the shots' fire added together against `moving`, the pieces of one side in `at` (series
 * `attackSide`). Returns the morale checks it caused.
 */
export function attackPieces(ctx: IaContext, side: string, shots: readonly Shot[], at: number, moving: MovingTarget<IaBattle>, rule: string, cause: string, openSights = false): MoraleOutcome[] {
  const fire = barrage(side, shots, at);
  return attackSide(ctx, bombardmentTable(ctx.fireTables), fire, moving, columnsFor(ctx, at, fire.strength, moving, openSights), rule, cause);
}

/** IA1 16.11, 9.9: a gun firing smoke (series `fireSmoke`); no bombardment, fratricide or friendly fire. */
export function fireSmoke(ctx: IaContext, side: string, shot: Shot): void {
  smoke(ctx, side, shot.gun, shot.at, { dice: ia1DieTables, drift: "smoke-scatter" }, "IA1 16.11");
}
