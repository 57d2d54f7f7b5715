import type { z } from "zod";
import type { Issues } from "../../series/scenario/issues";
import type { PgCounterSet } from "../data/schemas/counters";
import type { PgScenarioSide } from "../data/schemas/scenario";
import type { PgAirFace, PgAircraft, PgOffboardFactor } from "../state/support";

type Side = z.infer<typeof PgScenarioSide>;

/** PG 9.2: each side's off-board factors, ids `<side>-offboard-<n>`, none fired yet; their nationality the counter set's. */
export function offboardOf(sides: readonly Side[], counters: PgCounterSet, issues: Issues): PgOffboardFactor[] {
  return sides.flatMap((s, i) =>
    (s.offboard ?? []).flatMap((o, k) => {
      if (!Object.hasOwn(counters.nationalities, o.nationality)) return issues.fail(["sides", i, "offboard", k, "nationality"], `"${o.nationality}" is not a nationality of the counter set`) ?? [];
      return Array.from({ length: o.count }, () => ({ side: s.id, strength: o.strength, nationality: o.nationality }));
    }).map((f, n) => ({ id: `${s.id}-offboard-${n + 1}`, ...f, firedTurn: null })),
  );
}

const face = (f: { readonly name: string; readonly directFire?: { readonly value: number }; readonly bombardmentFire?: { readonly value: number } }): PgAirFace => ({
  name: f.name,
  direct: f.directFire?.value ?? null,
  bombardment: f.bombardmentFire?.value ?? null,
});

/** PG 15.1: each side's aircraft pieces from the counter set, in its cup; a piece once only. */
export function aircraftOf(sides: readonly Side[], counters: PgCounterSet, issues: Issues): PgAircraft[] {
  const used = new Set<string>();
  return sides.flatMap((s, i) =>
    (s.aircraft?.pieces ?? []).flatMap((id, k) => {
      const piece = counters.aircraft[id];
      const path = ["sides", i, "aircraft", "pieces", k];
      if (!piece) return issues.fail(path, `"${id}" is not an aircraft piece of the counter set`) ?? [];
      if (used.has(id)) return issues.fail(path, `aircraft "${id}" is given twice (PG 15.1: one piece, two air units)`) ?? [];
      used.add(id);
      return [{ id, side: s.id, nationality: piece.nationality, front: face(piece.front), back: face(piece.back), face: null, used: false }];
    }),
  );
}
