import { CI_CLASSES } from "../../../../engine/rules/ci/data/schemas/roster";
import { HexTacticsActorModel, type ActorModelMetadata } from "../../../data/actor/base-actor-model";
import { cellField, textField } from "../../../data/fields";
import { CI_BLOCK, CI_LABEL_FIELDS } from "./system-data";

function defineCiBlockSchema() {
  const { BooleanField, SchemaField, StringField } = foundry.data.fields;
  return {
    counterId: textField(),
    nationality: new StringField({ required: true, blank: false, choices: { us: "us", german: "german" }, initial: "us" }),
    class: new StringField({ required: true, blank: false, choices: Object.fromEntries(CI_CLASSES.map((c) => [c, c])), initial: "squad" }),
    rank: new StringField({ required: true, blank: true, choices: { "": "", chq: "chq", phq: "phq" }, initial: "" }),
    bombard: new BooleanField({ required: true, initial: false }),
    battalion: new BooleanField({ required: true, initial: false }),
    companyWeapon: new BooleanField({ required: true, initial: false }),
    label: new SchemaField(Object.fromEntries(CI_LABEL_FIELDS.map((f) => [f, cellField(0, { min: 0, nullable: true })]))),
  };
}

/**
 * A Combat Infantry block kind's label (CI 2.x Unit Types, Unit Data): only what is printed. A block's strength, how it
 * lies and whether it acted are the battle's: a face-up block's token is turned to its strength (CI 1.x Blocks) and
 * carries its steps; a hidden block has no actor at all (rulesets/ci/table-pieces.ts).
 */
export class CiBlockModel extends HexTacticsActorModel<ReturnType<typeof defineCiBlockSchema>> {
  static override readonly metadata: ActorModelMetadata = { type: CI_BLOCK };
  static override LOCALIZATION_PREFIXES = ["HEX_TACTICS.CI.Actor.block"];

  static override defineSchema() {
    return defineCiBlockSchema();
  }
}
