import type { TraceEntry } from "../../../core/trace";
import { leads } from "../activation/leads";
import type { IaContext } from "../commands/context";
import { leaderBonuses } from "../../series/fire/strength";
import { faceOf, type IaLeader, type IaUnit } from "../state";
import { say, traced } from "../text";

export interface AssaultStrength {
  readonly total: number;
  readonly trace: readonly TraceEntry[];
}

/** Artillery and mortar units: bombardment fire values (IA1 12.32). */
export const isGun = (u: IaUnit): boolean => u.kind === "ART" || u.kind === "MORTAR";

/**
 * IA1 12.3, 12.24, 12.25, 12.32: a unit's assault strength before any leader's modifier — its direct fire value,
 * halved when disrupted and quartered when demoralized (rounded up by unit, Definitions "Fractions"); 1 for an
 * artillery or mortar unit whatever its status (it only defends); 0 for transports and the units loaded on them.
 */
export function assaultValue(u: IaUnit): number {
  if (u.kind === "TRANSPORT" || u.carriedBy !== null) return 0;
  if (isGun(u)) return 1;
  const v = faceOf(u).direct;
  return u.status === "demoralized" ? Math.ceil(v / 4) : u.status === "disrupted" ? Math.ceil(v / 2) : v;
}

/**
 * IA1 12.3: one side's assault strength in the hex — its firing units' values (disruption and demoralization first,
 * 12.24, 12.25), then the leaders' combat modifiers (6.52); the defender's guns count 1 each (12.32).
 */
export function assaultStrength(ctx: IaContext, side: string, units: readonly IaUnit[], leaders: readonly IaLeader[]): AssaultStrength {
  // IA1 6.52, 6.53, 12.25: undemoralized leaders' modifiers go to undemoralized units of their type, never guns (default: the first listed).
  const bonuses = leaderBonuses(ctx, side, units, leaders, {
    prefix: "assault:",
    may: (l, u) => l.status !== "demoralized" && leads(l, u) && !isGun(u) && u.status !== "demoralized",
    gain: () => 0,
  });
  const trace: TraceEntry[] = [];
  for (const u of units) {
    const value = assaultValue(u);
    if (isGun(u)) {
      trace.push(traced("assault.gun", value, { unit: u.name }, "IA1 12.32"));
      continue;
    }
    const printed = faceOf(u).direct;
    trace.push(traced("assault.unit", printed, { unit: u.name, fire: printed }, "IA1 12.3"));
    if (u.status === "disrupted") trace.push(traced("assault.disrupted", value - printed, { unit: u.name, fire: printed }, "IA1 12.24"));
    if (u.status === "demoralized") trace.push(traced("assault.quartered", value - printed, { unit: u.name, fire: printed }, "IA1 12.25"));
    const l = bonuses.get(u.id);
    if (l) trace.push(traced("fire.leader", l.combat, { leader: l.name, unit: u.name }, "IA1 6.52"));
  }
  return { total: trace.reduce((a, t) => a + t.value, 0), trace };
}
