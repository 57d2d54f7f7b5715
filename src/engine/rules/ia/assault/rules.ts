import { refuseUnless } from "../../../core/refusal";
import type { FireTable, FireTableSet } from "../../series/data/schemas/fire-table";
import { tableModifier } from "../../series/assault/columns";
import type { AssaultRules } from "../../series/rules/assault";
import { leads } from "../activation/leads";
import type { IaContext } from "../commands/context";
import { faceOf, type IaBattle, type IaUnit } from "../state";
import { say, traced } from "../text";

/** Artillery and mortar units: bombardment fire values (IA1 12.32). */
export const isGun = (u: IaUnit): boolean => u.kind === "ART" || u.kind === "MORTAR";

/** The Assault Table in play (IA1 12.3): refused when the tables in play have none. */
export function assaultTable(tables: FireTableSet): FireTable {
  const table = tables.tables.find((t) => t.kind === "assault");
  refuseUnless(table !== undefined, "IA1 12.3", say("assault.no-table", { tables: tables.name }));
  return table;
}

const RANK = { good: 0, disrupted: 1, demoralized: 2 } as const;
const LINES = { disrupted: ["assault.disrupted", "IA1 12.24"], quartered: ["assault.quartered", "IA1 12.25"], leader: ["fire.leader", "IA1 6.52"] } as const;

/** Infantry Attacks' assault where the series leaves it to the game (IA1 6.52, 6.53, 7.62, 12.23, 12.3, 12.31, 12.32, 16.32). */
export const iaAssault: AssaultRules<IaBattle, IaContext> = {
  table: (ctx) => assaultTable(ctx.fireTables),
  // IA1 12.3, 12.32: a unit's direct fire value; an artillery or mortar unit 1 whatever its status (it only defends).
  value(u) {
    if (isGun(u)) return { value: 1, trace: [traced("assault.gun", 1, { unit: u.name }, "IA1 12.32")], fixed: true };
    const printed = faceOf(u).direct;
    return { value: printed, trace: [traced("assault.unit", printed, { unit: u.name, fire: printed }, "IA1 12.3")], fixed: false };
  },
  // IA1 6.52, 12.25: leaders of the unit's type, never to guns.
  mayBonus: (l, u) => leads(l, u) && !isGun(u),
  line: (kind, value, params) => traced(LINES[kind][0], value, params, LINES[kind][1]),
  // IA1 6.53: one undemoralized leader gives +1 when a firing unit of his type is undemoralized (12.25).
  leaderShift: (f) => f.leaders.some((l) => l.status !== "demoralized" && f.units.some((u) => leads(l, u) && u.status !== "demoralized")),
  ownTerrain: ["major-river"],
  // IA1 12.31, 16.32: only defenders actually under an Entrenchment marker benefit, from the attacker's fire.
  unitModifiers: (table, f, u) => (f.role === "attacker" && u.entrenched ? tableModifier(table, "entrenchment") : []),
  // IA1 7.62: the first loss of each category to a unit of the best morale status, the others to any of the category.
  lossOptions(b, scope, category, taken) {
    const standing = scope.units.map((u) => b.units.get(u.id)).filter((u): u is IaUnit => u !== undefined && u.carriedBy === null && (u.kind !== "TRANSPORT") === (category === "combat"));
    if (!standing.length || taken.length) return standing.map((u) => u.id);
    const best = Math.min(...standing.map((u) => RANK[u.status]));
    return standing.filter((u) => RANK[u.status] === best).map((u) => u.id);
  },
  // IA1 6.7: the steps lost by its combat units in the hex.
  countsForCasualties: (u) => u.kind !== "TRANSPORT",
  leftoverToLeaders: true,
  firstFirePrompt: (units) => say("assault.first-fire", { units }),
  freeShotPrompt: (pieces) => say("assault.harassing-fire", { pieces }),
  // IA1 12.23: the undemoralized enemy units with direct fire values.
  firesFreeShot: (u) => !isGun(u) && u.status !== "demoralized" && faceOf(u).direct > 0,
};
