import { resultAt } from "../../../data/table-lookup";
import type { FireTable, FireTableSet } from "../../series/data/schemas/fire-table";
import type { IaContext } from "../commands/context";
import { attackColumns, tableModifier } from "../../series/fire/columns";
import { leadersIn, unitsIn } from "../fire/hexes";
import { applyResults } from "../../series/fire/results";
import type { MovingTarget } from "../../series/rules/fire";
import type { IaBattle } from "../state";
import type { MoraleOutcome } from "../morale";
import type { Shot } from "./planned-fire";
import { dieResult } from "./die-tables";
import { hexId } from "./plan";

/** The fire table of kind `bombardment` in play (IA1 9.3). */
export function bombardmentTable(tables: FireTableSet): FireTable {
  const table = tables.tables.find((t) => t.kind === "bombardment");
  if (!table) throw new Error(`${tables.name} has no bombardment table`);
  return table;
}

/** The sides with pieces in `hex`, the enemy's first: each is attacked on its own (IA1 9.81, 9.82). */
export function sidesIn(ctx: IaContext, side: string, hex: number): MovingTarget<IaBattle>[] {
  const b = ctx.state;
  return [...b.sides.map((s) => s.id).filter((s) => s !== side), side]
    .map((s) => ({ units: unitsIn(b, hex).filter((u) => u.side === s), leaders: leadersIn(b, hex).filter((l) => l.side === s) }))
    .filter((t) => t.units.length + t.leaders.length > 0);
}

/** IA1 16.5: every piece in the hex is affected, so hidden ones are placed on the board before the fire. */
export function revealTargets(ctx: IaContext, at: number, rule: string): void {
  const hidden = [...unitsIn(ctx.state, at), ...leadersIn(ctx.state, at)].filter((p) => p.hidden).map((p) => p.id);
  if (!hidden.length) return;
  ctx.emit({ type: "revealed", pieces: hidden, rule });
  ctx.reveal();
}

/**
 * IA1 9.3, 9.81, 9.82: one bombardment attack — the shots' fire added together — on every unit and leader in the hex:
 * the column for the total and the modifiers of the Bombardment Table (7.5), two dice, the results to all of them.
 * Friendly pieces alone in the hex are attacked as enemies are (fratricide, 9.81); in an assault hex each side's pieces
 * take an attack of their own, on columns figured for them alone (9.82). An empty hex is not rolled for.
 */
export function bombard(ctx: IaContext, side: string, shots: readonly Shot[], cause: string): void {
  const table = bombardmentTable(ctx.fireTables);
  const at = shots[0]!.at;
  const guns = shots.map((s) => s.gun);
  revealTargets(ctx, at, "IA1 9.3, 16.5");
  const targets = sidesIn(ctx, side, at);
  if (!targets.length) return ctx.emit({ type: "bombardment-ineffective", side, guns, at, rule: "IA1 9.3" });
  const strength = shots.reduce((a, s) => a + s.fire, 0);
  // A strength below the table's first column finds no column: the fire has no effect (docs/rulings.md).
  if (strength < table.columns[0]!.value) return ctx.emit({ type: "bombardment-ineffective", side, guns, at, rule: "IA1 9.3" });
  const assault = targets.length > 1;
  for (const moving of sidesIn(ctx, side, at)) {
    const owner = (moving.units[0] ?? moving.leaders[0])!.side;
    const rule = assault ? "IA1 9.82" : owner === side ? "IA1 9.81" : "IA1 9.3";
    attackPieces(ctx, side, shots, at, moving, rule, `${cause}@${hexId(ctx, at)}:${owner}`);
  }
}

/**
 * IA1 9.3, 9.71: the shots' fire added together against `moving`, the pieces of one side in `at`: the column and the
 * modifiers figured for them alone (+1 for an Open Sights firer, 9.3), two dice, the results applied to them. Returns
 * the morale checks it caused.
 */
export function attackPieces(ctx: IaContext, side: string, shots: readonly Shot[], at: number, moving: MovingTarget<IaBattle>, rule: string, cause: string, openSights = false): MoraleOutcome[] {
  const table = bombardmentTable(ctx.fireTables);
  const strength = shots.reduce((a, s) => a + s.fire, 0);
  const owner = (moving.units[0] ?? moving.leaders[0])!.side;
  const columns = attackColumns(ctx, table, at, strength, 0, moving, { hex: openSights ? tableModifier(table, "open-sights") : [] });
  const roll = ctx.roll(table.dice.count, table.dice.sides, "bombardment");
  const results = columns.pieces.map(({ piece, column }) => {
    const cell = resultAt(table, column.index, roll.total);
    return { piece, column: column.header, result: cell.code, source: cell.provenance.source, ...(column === columns.hex ? {} : { trace: column.trace }) };
  });
  const firers = shots.map((s) => s.gun);
  ctx.emit({ type: "fire-resolved", side, firers, leaders: [], at, table: table.id, strength, strengthTrace: shots.flatMap((s) => s.trace), column: columns.hex.header, trace: columns.hex.trace, roll, results, rule });
  const hexResult = resultAt(table, columns.hex.index, roll.total).code;
  return applyResults(ctx, { table, owner, target: at, hexResult, results, moving, cause });
}

/**
 * IA1 16.11, 9.9: a gun firing smoke rolls two dice: 8 or less places a smoke marker in its target hex (one marker a
 * hex: docs/rulings.md); no bombardment, fratricide or friendly fire.
 */
export function fireSmoke(ctx: IaContext, side: string, shot: Shot): void {
  const roll = ctx.roll(2, 6, `smoke:${shot.gun}`);
  const placed = dieResult("smoke-placement", roll.total) === "placed" && !ctx.state.smoke.includes(shot.at);
  ctx.emit({ type: "smoke-fired", side, gun: shot.gun, at: shot.at, roll, placed, rule: "IA1 16.11" });
}
