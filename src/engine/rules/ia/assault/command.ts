import type { Modifier } from "../../../core/modifiers";
import { assaultTerrain, tableModifier, terrainModifier } from "../../series/assault/columns";
import { fightersOf } from "../../series/assault/participants";
import { declaredAttack, type DeclarationRules } from "../../series/assault/declare";
import { firstFirers, resolveAssault, revealDefenders } from "../../series/assault/resolve";
import type { AssaultFire } from "../../series/rules/assault";
import type { IaContext } from "../commands/context";
import type { AssaultCommand } from "../commands/schema";
import { leadersAt, unitsAt, type IaBattle, type IaLeader, type IaUnit } from "../state";
import { say } from "../text";
import { checkAttacker, checkAttackingLeader, checkColdSteel, checkRequired } from "./participants";
import { allAcrossRiver } from "./rivers";
import { assaultTable, iaAssault } from "./rules";

export type { AssaultCommand };

const REFUSALS = {
  "not-your-segment": ["IA1 3.0 C", "fire.not-your-segment"],
  "no-activation": ["IA1 12.1", "assault.no-activation"],
  "off-map": ["IA1 12.0", "fire.off-map"],
  "no-enemy": ["IA1 12.0", "assault.no-enemy"],
  "named-twice": ["IA1 12.1", "assault.named-twice"],
  "no-attackers": ["IA1 12.5", "assault.no-attackers"],
} as const;

/** IA1 3.0 C, 12.0, 12.1, 12.4, 12.5, 12.25, 12.32, 12.81: who may attack, and a required assault's attackers. */
const IA_DECLARATION: DeclarationRules<IaBattle, IaContext> = {
  refusal: (kind, c) => [REFUSALS[kind][0], say(REFUSALS[kind][1], kind === "off-map" ? { hex: String(c.at) } : {})],
  attacker: checkAttacker,
  leader: checkAttackingLeader,
  allAttack: checkRequired,
};

/**
 * IA1 12.1–12.5, 12.33, 12.6: the active player's assault in a hex his units share with enemy combat units: required
 * where they entered it this segment with no friendly units there (12.4), else his choice (12.5), possibly with Cold
 * Steel (12.6). Both sides fire on the Assault Table with one die each and the results apply together, unless the
 * defenders fire first (12.33).
 */
export function assault(ctx: IaContext, c: AssaultCommand): void {
  const b = ctx.state;
  const { activation: a, enemy, units, leaders, required } = declaredAttack(ctx, IA_DECLARATION, c);
  const defenders = fightersOf(ctx, enemy, c.at);
  const steelDefenders = c.coldSteel ? checkColdSteel(ctx, c.at, units, leaders, defenders) : defenders;
  const table = assaultTable(ctx.fireTables);

  revealDefenders(ctx, enemy, c.at);
  const firstFire = c.coldSteel ? steelDefenders : firstFirers(ctx, iaAssault, enemy, c.at, defenders);
  // IA1 12.73: the intervening hexes the attackers who charged this segment went through.
  const through = [...new Set((a.chargedThrough ?? []).filter((x) => c.units.includes(x.unit)).map((x) => x.through))];
  // 7.62, 12.5: the defender's units all take results; attackers who do not attack are immune. 5.83: under Cold Steel
  // the defenders across the river from every attacker take no part at all.
  const targets = unitsAt(b, c.at).filter((u) => u.side === enemy && u.carriedBy === null && (!c.coldSteel || u.kind === "TRANSPORT" || steelDefenders.includes(u)));
  const enemyLeaders = leadersAt(b, c.at).filter((l) => l.side === enemy);
  const acrossRiver = allAcrossRiver(ctx.map, c.at, units, defenders);
  // IA1 12.7, 12.72: +2 only when every attacking unit is cavalry that charged this segment.
  const charged = a.charged ?? [];
  const coldSteel = c.coldSteel ?? false;
  const steel = coldSteel ? tableModifier(table, "cold-steel") : [];
  const river = (role: string) => (acrossRiver && role === "attacker" ? riverModifiers(ctx, c.at) : []);
  const attack = (us: readonly IaUnit[], ls: readonly IaLeader[]): AssaultFire<IaBattle> => {
    const charge = us.length > 0 && us.every((u) => charged.includes(u.id));
    const tactics = [...steel, ...(charge ? tableModifier(table, "cavalry-charge") : [])];
    return { side: c.side, role: "attacker", units: us, leaders: ls, targets, targetLeaders: enemyLeaders, tactics, river: river("attacker") };
  };
  const defend = (firing: readonly IaUnit[]): AssaultFire<IaBattle> => ({ side: enemy, role: "defender", units: firing, leaders: enemyLeaders, targets: units, targetLeaders: leaders, tactics: steel, river: [] });
  resolveAssault(ctx, iaAssault, {
    side: c.side,
    at: c.at,
    units,
    leaders,
    required,
    declared: { coldSteel },
    firstFire,
    through,
    rule: c.coldSteel ? "IA1 12.61" : required ? "IA1 12.4" : "IA1 12.5",
    attack,
    defend,
  });
}

/** IA1 5.83: the Major River's −2 to the attacker's fire when all opposing units are across the river (docs/rulings.md "Assault"). */
const riverModifiers = (ctx: IaContext, hex: number): Modifier[] => assaultTerrain(ctx, hex).filter((e) => e.id === "major-river").map((e) => terrainModifier(ctx, e.id, e.m));

export const assaultHandlers = { assault: (ctx: IaContext, c: AssaultCommand) => assault(ctx, c) };
