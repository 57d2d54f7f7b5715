import { z } from "zod";
import { PieceId } from "../../../data/schemas/common";
import { Hex } from "../../../map/hex-codec";
import { tableModifier } from "../../series/assault/columns";
import { fightersOf } from "../../series/assault/participants";
import { declaredAttack } from "../../series/assault/declare";
import { firstFirers, resolveAssault, revealDefenders } from "../../series/assault/resolve";
import { command } from "../../series/commands/shapes";
import type { AssaultFire } from "../../series/rules/assault";
import { leadersAt, unitsAt } from "../../series/state/occupancy";
import type { PgContext } from "../commands/context";
import type { PgBattle, PgLeader, PgUnit } from "../state";
import { pgDeclaration } from "./participants";
import { firstRoundRiver } from "./river";
import { pgAssaultTable, pgAssault } from "./rules";

/** PG 12.3, 12.4: the attacking units and leaders in an assault hex. */
export const Assault = command("assault", { at: Hex, units: z.array(PieceId), leaders: z.array(PieceId).optional() });
export type PgAssaultCommand = z.output<typeof Assault>;


/**
 * PG 12.0–12.43: the active player's assault in a hex his units share with enemy combat units: required where his
 * assault movement entered it this segment with no friendly units there (12.2: all units of both sides), else his
 * choice with those he names (12.3; every enemy unit defends). Both sides fire on the Assault Table with one die each
 * and the results apply together, unless the defenders fire first from their fortifications (12.43).
 */
export function pgAssaultCommand(ctx: PgContext, c: PgAssaultCommand): void {
  const { activation: a, enemy, units, leaders, required } = declaredAttack(ctx, pgDeclaration, c);
  const b = ctx.state;
  const table = pgAssaultTable(ctx);

  revealDefenders(ctx, enemy, c.at);
  const defenders = fightersOf(ctx, enemy, c.at);
  // PG 7.43, 7.63: every enemy unit in the hex takes the attacker's results; active units that do not attack take none.
  const targets = unitsAt(b, c.at).filter((u) => u.side === enemy && u.carriedBy === null);
  const enemyLeaders = leadersAt(b, c.at).filter((l) => l.side === enemy);
  // PG 15.31: +1 when every attacking unit charged this segment (docs/rulings.md).
  const charged = a.charged ?? [];
  // PG 5.75, 12.54: the assault movement's own round (12.2).
  const river = firstRoundRiver(ctx, c.at, required);
  const attack = (us: readonly PgUnit[], ls: readonly PgLeader[]): AssaultFire<PgBattle> => {
    const charge = us.length > 0 && us.every((u) => charged.includes(u.id));
    return { side: c.side, role: "attacker", units: us, leaders: ls, targets, targetLeaders: enemyLeaders, tactics: charge ? tableModifier(table, "cavalry-charge") : [], river, initiating: required };
  };
  // PG 7.43, 7.63, 12.3 (ruling N4): the defenders' fire reaches every unit of the attacker's in the hex; active units
  // that do not attack take no step loss but check morale. Only the attacking leaders are hit.
  const own = unitsAt(b, c.at).filter((u) => u.side === c.side && u.carriedBy === null);
  const exempt = new Set(own.filter((u) => a.pieces[u.id] !== undefined && !units.includes(u)).map((u) => u.id));
  const defend = (firing: readonly PgUnit[]): AssaultFire<PgBattle> => ({ side: enemy, role: "defender", units: firing, leaders: enemyLeaders, targets: own, targetLeaders: leaders, tactics: [], river: [], exempt });
  resolveAssault(ctx, pgAssault, {
    side: c.side,
    at: c.at,
    units,
    leaders,
    required,
    declared: {},
    firstFire: firstFirers(ctx, pgAssault, enemy, c.at, defenders),
    through: [...new Set((a.chargedThrough ?? []).filter((x) => c.units.includes(x.unit)).map((x) => x.through))],
    rule: required ? "PG 12.2" : "PG 12.3",
    attack,
    defend,
  });
}

export const pgAssaultHandlers = { assault: (ctx: PgContext, c: PgAssaultCommand) => pgAssaultCommand(ctx, c) };
