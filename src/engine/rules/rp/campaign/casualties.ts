import type { RpBattle } from "../state";
import type { RpUnit } from "../state/unit";

/**
 * RP 11.01, 11.531: a side's casualty list — its units destroyed (not captured: those have the status `captured`),
 * neither removed for the campaign (11.533) nor recovered and waiting to be placed (11.532).
 */
export function casualties(b: RpBattle, side: string): string[] {
  const c = b.campaign!;
  const out = new Set([...c.lost, ...c.toPlace.map((p) => p.unit)]);
  return Object.entries(b.units).flatMap(([id, u]) => (u.side === side && u.status === "destroyed" && !out.has(id) ? [id] : []));
}

/** RP 11.532: "by type (infantry, machine guns, tanks, etc.)": a unit of two types (RP 3.12) is a type of its own. */
export const recoveryType = (u: RpUnit): string => u.types.join("+");

/** RP 11.532: how many of each type may be recovered: half of those on the list, fractions rounded up. */
export function recoveryLimits(b: RpBattle, list: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of list) {
    const t = recoveryType(b.units[id]!);
    counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  return new Map([...counts].map(([t, n]) => [t, Math.ceil(n / 2)]));
}
