import { refuseUnless } from "../../../core/refusal";
import { tableModifier } from "../../series/assault/columns";
import type { FireTable } from "../../series/data/schemas/fire-table";
import { tracedBy } from "../../series/text";
import type { AssaultFire, AssaultRules } from "../../series/rules/assault";
import type { PgContext } from "../commands/context";
import { pgFire } from "../rules/fire";
import type { PgBattle, PgUnit } from "../state";
import { lossOptions } from "../fire/losses";
import { say } from "../text";

/** The Assault Table in play (PG 12.4): refused when the tables in play have none. */
export function pgAssaultTable(ctx: PgContext): FireTable {
  const tables = ctx.charts.fireTables;
  const table = tables.tables.find((t) => t.kind === "assault");
  refuseUnless(table !== undefined, "PG 12.4", say("pg-assault.no-table", { tables: tables.name }));
  return table;
}

/** PG 12.54: HMG and anti-aircraft units. */
const hmgOrAa = (u: PgUnit): boolean => u.kind === "hmg" || u.kind === "anti-aircraft";
/** PG 12.54: "infantry-type" units that are not HMGs: the personnel units that fight on foot. */
const INFANTRY = new Set(["infantry", "light-infantry", "parachute", "engineer", "cavalry"]);

/**
 * PG 12.54: an HMG or anti-aircraft unit that moved in to start the assault fires at half its value, unless a non-HMG
 * infantry-type unit attacks with it.
 */
const halvedInitiating = (u: PgUnit, f: AssaultFire<PgBattle>): boolean =>
  f.role === "attacker" && f.initiating === true && hmgOrAa(u) && !f.units.some((x) => INFANTRY.has(x.kind));

const trace = (code: keyof typeof LINES | "pg-assault.unit" | "pg-assault.minimum" | "pg-assault.initiating", value: number, params: Record<string, string | number>, rule: string) =>
  tracedBy(say, code, value, params, rule);
const LINES = { disrupted: ["pg-assault.disrupted", "PG 14.2"], quartered: ["pg-assault.quartered", "PG 12.13"], leader: ["fire.leader", "PG 6.42"] } as const;

/** Panzer Grenadier's assault where the series leaves it to the game (PG 6.42, 6.43, 7.25, 7.63, 12.12, 12.41–12.54, 16.22, 16.4). */
export const pgAssault: AssaultRules<PgBattle, PgContext> = {
  table: pgAssaultTable,
  // PG 12.4, 12.42: the unit's direct fire value; a unit with none fights at 1. 12.54: HMG and AA initiating, halved.
  value(u, f) {
    const printed = pgFire.directFire(u)?.strength ?? 0;
    if (printed <= 0) return { value: 1, trace: [trace("pg-assault.minimum", 1, { unit: u.name }, "PG 12.42")], fixed: false };
    const own = [trace("pg-assault.unit", printed, { unit: u.name, fire: printed }, "PG 12.4")];
    if (!halvedInitiating(u, f)) return { value: printed, trace: own, fixed: false };
    const half = Math.ceil(printed / 2);
    return { value: half, trace: [...own, trace("pg-assault.initiating", half - printed, { unit: u.name, fire: printed }, "PG 12.54")], fixed: false };
  },
  // PG 6.42, 12.42 (ruling A12): a leader in the hex adds his modifier to any one unit there, a minimum-strength one too.
  mayBonus: () => true,
  line: (kind, value, params) => tracedBy(say, LINES[kind][0], value, params, LINES[kind][1]),
  // PG 6.43: one undemoralized leader of the side's fire gives +1; more give no more.
  leaderShift: (f) => f.leaders.some((l) => l.status !== "demoralized"),
  // PG 5.75: the major river's −2 is the first round's (pg/assault/river.ts).
  ownTerrain: ["major-river"],
  // PG 12.41, 16.22, 16.4: against the attacker's fire, defenders actually dug in, or in their entrenchment.
  unitModifiers: (table, f, u) => (f.role !== "attacker" ? [] : [...(u.dugIn === true ? tableModifier(table, "dug-in") : []), ...(u.entrenched ? tableModifier(table, "entrenchment") : [])]),
  // PG 7.63, 12.3 (rulings A54, N4): "one enemy combat unit of any kind" and one wagon, truck or sledge, best morale
  // status first, an AFV among a 2's or 3's if present; active units that did not attack take none (pg/fire/losses.ts).
  lossOptions: (_b, scope, category, taken) => lossOptions({ table: "assault", result: { steps: scope.steps }, units: scope.units, ...(scope.exempt ? { exempt: scope.exempt } : {}) }, category, taken),
  // PG 6.7 (ruling A33): every unit's step losses in the hex, transports' too.
  countsForCasualties: () => true,
  // PG 6.71: lone leaders lose one per step scored by bombardment or direct fire, not by assault.
  leftoverToLeaders: false,
  firstFirePrompt: (units) => say("pg-assault.first-fire", { units }),
  freeShotPrompt: (pieces) => say("pg-assault.free-shot", { pieces }),
  // PG 12.12, 14.3 (docs/rulings.md): the undemoralized enemy units in the hex; 12.42: those without a direct fire value at 1.
  firesFreeShot: (u) => u.status !== "demoralized",
};
