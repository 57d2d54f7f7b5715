/**
 * The `system` data of Combat Infantry's block actor as plain JSON: the shape block-model.ts defines, written out so
 * code that only reads or writes data (the scenario start, the sheet's view model) needs no Foundry.
 */
import { UNIT_FIELDS, type CiClass, type UnitField } from "../../../../engine/rules/ci/data/schemas/roster";
import type { CellData } from "../../../data/actor/system-data";

/** The actor subtype of a Combat Infantry block's label. */
export const CI_BLOCK = "ci-block";

/** The label's value fields (CI 2.x Unit Data), each a cell whose value is null where the text lost it. */
export const CI_LABEL_FIELDS = [...UNIT_FIELDS, "strikeF"] as const;

/** A label's values (CI 2.x Unit Data): a value the text keeps, or null where it is lost (the battle's numbers give it). */
export type CiLabelData = Record<UnitField | "strikeF", CellData<number | null>>;

/** A block kind's label (CI 2.x Unit Types); the actor's name is the kind's name. */
export interface CiBlockSystem {
  /** The kind, a key of the roster. */
  counterId: string;
  nationality: "us" | "german";
  class: CiClass;
  /** CI 4.x HQ Ranks: "chq", "phq", or "" for a block that is no HQ. */
  rank: string;
  /** Red triangle (CI 6.x Bombardment), yellow triangle (CI 2.x Battalion Weapons), company weapon (CI 2.x). */
  bombard: boolean;
  battalion: boolean;
  companyWeapon: boolean;
  label: CiLabelData;
}
