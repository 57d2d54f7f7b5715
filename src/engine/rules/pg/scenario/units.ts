import type { z } from "zod";
import type { PgUnitType } from "../data/schemas/counters";
import type { Designation, PgSetupEntry } from "../data/schemas/scenario";
import { SETUP_STATUS } from "../../series/scenario/build";
import type { Issues, Path } from "../../series/scenario/issues";
import { pgUnitFromCounter, type PgUnit } from "../state/pieces";
import { namedNationality, type PgNamedNationality } from "../units/nationality";

type Entry = z.infer<typeof PgSetupEntry>;

/**
 * A unit of `type` as set-up entry `path` places it: the counter's class with the scenario book's designations of its type
 * (PG 1.2, 6.85), one step down (7.6), limbered (5.62), hidden (16.6), Guards (6.8, 11.2), its own morale (14.0) and its
 * morale state. Null when the entry asks for what the counter has not (recorded at its path). `named`: how the scenario
 * names the counter set's nationalities.
 */
export function pgUnitOf(
  type: PgUnitType,
  designation: z.infer<typeof Designation> | undefined,
  at: { readonly id: string; readonly name: string; readonly hex: number | null },
  e: Entry,
  path: Path,
  issues: Issues,
  named?: Readonly<Record<string, PgNamedNationality>>,
): PgUnit | null {
  const steps = type.steps.value;
  const ok = [
    e.face === undefined || issues.fail([...path, "face"], `${type.name} is a unit: only a leader piece has a face to choose (PG 1.2 Leaders)`),
    !e.reduced || steps > 1 || issues.fail([...path, "reduced"], `${type.name} has one step and no reduced side (PG 7.6)`),
    !e.limbered || type.faces.limbered !== undefined || issues.fail([...path, "limbered"], `${type.name} has no limbered side (PG 5.62)`),
    !e.guards || namedNationality(type.nationality, named) === "soviet" || issues.fail([...path, "guards"], `${type.name} is not Soviet: only Soviet units are Guards (PG 6.8, 11.2)`),
  ].every(Boolean);
  if (!ok) return null;
  const unit = pgUnitFromCounter(at.id, e.side, e.counter, type, {
    name: at.name,
    hex: at.hex,
    steps: e.reduced ? steps - 1 : steps,
    limbered: e.limbered,
    hidden: e.hidden,
    ...(e.guards ? { guards: true } : {}),
    ...(e.morale ? { morale: e.morale } : {}),
  });
  return { ...unit, ...designation, status: SETUP_STATUS[e.status] };
}
