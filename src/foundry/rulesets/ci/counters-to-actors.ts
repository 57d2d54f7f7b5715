/**
 * A Combat Infantry block kind (rules/ci/data/schemas/roster.ts) as the `system` of its `ci-block` actor: its class,
 * rank and triangles, and its label's values as cells — a value the text keeps with its rule, a lost one null (the
 * battle's numbers give it: plan §3). A roster as the `ci-block` actors of a blocks pack.
 */
import type { Provenance } from "../../../engine/data/provenance";
import type { CiKind, CiRoster } from "../../../engine/rules/ci/data/schemas/roster";
import { systemPath } from "../../constants";
import { cellData, counterActor, counterActorId, type CounterActor } from "../../data/actor/counter-actor";
import { CI_BLOCK, CI_LABEL_FIELDS } from "./actors/system-data";
import type { CiBlockSystem, CiLabelData } from "./actors/system-data";

/** Where a lost label value stands: the battle's numbers (the GM's setting or the scenario's playtest value). */
const LOST: Provenance = { source: "playtest", note: "HEX_TACTICS.CI.Sheet.lost" };

/** The `ci-block` system of roster kind `id`. */
export function ciBlockSystem(id: string, kind: CiKind): CiBlockSystem {
  const label = Object.fromEntries(
    CI_LABEL_FIELDS.map((f) => {
      const printed = kind.label[f];
      return [f, printed ? cellData(printed) : cellData({ value: null, provenance: LOST })];
    }),
  ) as CiLabelData;
  return { counterId: id, nationality: kind.nation, class: kind.class, rank: kind.rank ?? "", bombard: kind.bombard, battalion: kind.battalion, companyWeapon: kind.companyWeapon, label };
}

export type CiBlockActor = CounterActor<typeof CI_BLOCK, CiBlockSystem>;

/** The placeholder art of a face-up block (its label's values are on its sheet). */
export const CI_BLOCK_IMG = systemPath("assets/counters/ci/block.svg");

/** One `ci-block` actor per roster kind, in the roster's order, each with its id for good. */
export function ciRosterToActors(roster: CiRoster): CiBlockActor[] {
  return Object.entries(roster.kinds).map(([id, kind]) => counterActor(counterActorId(roster, CI_BLOCK, id), kind.name, CI_BLOCK, CI_BLOCK_IMG, ciBlockSystem(id, kind)));
}
