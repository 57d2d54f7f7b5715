import type { TraceEntry } from "../../../core/trace";
import { leads } from "../activation/leads";
import type { IaContext } from "../commands/context";
import { faceOf, type IaLeader, type IaUnit } from "../state";
import { say, traced } from "../text";

export interface FireStrength {
  readonly total: number;
  readonly trace: readonly TraceEntry[];
}

/**
 * A unit's direct fire with a leader's modifier: a disrupted unit's value halved, rounded up by unit (IA1 14.2,
 * Definitions "Fractions"), and the modifier added whole — it is the leader's, not a strength (docs/rulings.md).
 */
const unitFire = (u: IaUnit, bonus: number): number => {
  const v = faceOf(u).direct;
  return (u.status === "disrupted" ? Math.ceil(v / 2) : v) + bonus;
};

/**
 * IA1 6.52: each leader adds his combat modifier to one unit `may` let him (his type, in his hex …); each unit takes one
 * leader's. Leaders with larger modifiers place theirs first, whatever order they are named in. Where several units
 * could take it, the owner chooses (decision `leader-bonus:<prefix><leader>`); the default is the unit it adds most to.
 */
export function leaderBonuses(
  ctx: IaContext,
  side: string,
  units: readonly IaUnit[],
  leaders: readonly IaLeader[],
  how: { readonly prefix: string; readonly may: (l: IaLeader, u: IaUnit) => boolean; readonly gain: (u: IaUnit, l: IaLeader) => number },
): Map<string, IaLeader> {
  const given = new Map<string, IaLeader>();
  for (const l of [...leaders].sort((x, y) => y.combat - x.combat)) {
    if (l.combat < 1) continue;
    const open = units.filter((u) => how.may(l, u) && !given.has(u.id));
    if (open.length === 0) continue;
    const best = open.reduce((a, u) => (how.gain(u, l) > how.gain(a, l) ? u : a));
    const pick =
      open.length === 1
        ? best.id
        : ctx.decide({
            id: `leader-bonus:${how.prefix}${l.id}`,
            kind: "leader-bonus",
            side,
            prompt: say("leader.combat-bonus", { leader: l.name, combat: l.combat }),
            options: open.map((u) => u.id),
            default: best.id,
            rule: "IA1 6.52",
          });
    given.set(pick, l);
  }
  return given;
}

/** IA1 10.2: the firers' direct fire values added together, each unit's value first adjusted on its own. */
export function fireStrength(ctx: IaContext, side: string, firers: readonly IaUnit[], leaders: readonly IaLeader[]): FireStrength {
  // IA1 6.52: activated leaders' modifiers go to units of their type in their hex, never artillery or mortars.
  const bonuses = leaderBonuses(ctx, side, firers, leaders, {
    prefix: "",
    may: (l, u) => u.hex === l.hex && leads(l, u) && u.kind !== "ART" && u.kind !== "MORTAR",
    gain: (u, l) => unitFire(u, l.combat) - unitFire(u, 0),
  });
  const trace: TraceEntry[] = [];
  for (const u of firers) {
    const printed = faceOf(u).direct;
    trace.push(traced("fire.unit", printed, { unit: u.name, fire: printed }, "IA1 10.2"));
    const l = bonuses.get(u.id);
    if (l) trace.push(traced("fire.leader", l.combat, { leader: l.name, unit: u.name }, "IA1 6.52"));
    if (u.status === "disrupted") trace.push(traced("fire.disrupted", unitFire(u, 0) - printed, { unit: u.name, fire: printed }, "IA1 14.2"));
  }
  return { total: trace.reduce((a, t) => a + t.value, 0), trace };
}
