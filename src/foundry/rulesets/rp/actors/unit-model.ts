import { HexTacticsActorModel, type ActorModelMetadata } from "../../../data/actor/base-actor-model";
import { cellField, choiceField, textField, valueCellField } from "../../../data/fields";
import { RP_MELEE_MARKS, RP_UNIT_TYPE_LABELS } from "../choices";

const { ArrayField, BooleanField, SchemaField, StringField } = foundry.data.fields;

/** One side of a counter (RP 3.11, 3.2): its values; anti-tank null where not printed (RP 6.54). */
function rpFaceField() {
  return new SchemaField({
    firepower: cellField(0, { min: -9, max: 9 }),
    range: cellField(0, { min: 0 }),
    melee: cellField(0, { min: -9, max: 9 }),
    meleeMark: valueCellField(choiceField(RP_MELEE_MARKS, "none")),
    cohesion: cellField(7, { min: 0, max: 20 }),
    movement: cellField(4, { min: 0 }),
    antiTank: cellField(0, { min: -9, max: 9, nullable: true }),
  });
}

/**
 * A Red Poppies unit's counter: its type(s) and both faces, formed and dispersed (RP 3.2). Only printed values: its
 * state in a battle (face up, spent, IN a trench) is the battle's, shown on its token.
 */
function defineRpUnitSchema() {
  return {
    counterId: textField(),
    nationality: new StringField({ required: true, blank: false, initial: "german" }),
    types: new ArrayField(new StringField({ required: true, blank: false, choices: RP_UNIT_TYPE_LABELS }), { initial: ["infantry"] }),
    howitzer: new BooleanField({ required: true, initial: false }),
    faces: new SchemaField({ formed: rpFaceField(), dispersed: rpFaceField() }),
  };
}

export class RpUnitModel extends HexTacticsActorModel<ReturnType<typeof defineRpUnitSchema>> {
  static override readonly metadata: ActorModelMetadata = { type: "rp-unit" };
  static override LOCALIZATION_PREFIXES = ["HEX_TACTICS.RP.Actor.unit"];

  static override defineSchema() {
    return defineRpUnitSchema();
  }
}
