import { HexTacticsActorModel, type ActorModelMetadata } from "../../../data/actor/base-actor-model";
import { cellField, choiceField, textField, valueCellField } from "../../../data/fields";
import { PG_MOVEMENT_CLASS_LABELS, PG_TRANSPORT_LABELS, PG_UNIT_KIND_LABELS } from "../choices";
import { unitFaceField, unitMoraleField } from "./face-field";

const { BooleanField, SchemaField, StringField } = foundry.data.fields;

/** A printed yes or no (PG 1.2 designations). */
const flagCell = () => valueCellField(new BooleanField({ required: true, initial: false }));

/**
 * A Panzer Grenadier unit type's piece: the `pg-counters` schema's unit type with its faces. Only printed values and
 * designations: a piece's state in a battle (steps left, status, markers) is the battle's, never the actor's.
 */
function definePgUnitSchema() {
  return {
    counterId: textField(),
    /** Abbreviation printed on the piece (INF, HMG, TK, AT …). */
    code: new StringField({ required: true, blank: false, initial: "INF" }),
    nationality: new StringField({ required: true, blank: false, initial: "german" }),
    kind: choiceField(PG_UNIT_KIND_LABELS, "infantry"),
    transport: choiceField(PG_TRANSPORT_LABELS, ""),
    /** Null: not an AFV; 0 is one (PG 1.2 AFV). */
    armor: cellField(0, { min: 0, nullable: true }),
    /** PG 1.2: open-top AFVs, every APC among them (4.3). */
    openTop: flagCell(),
    apc: flagCell(),
    /** PG 5.1, 6.85. */
    armoredCar: flagCell(),
    movementClass: valueCellField(choiceField(PG_MOVEMENT_CLASS_LABELS, "foot")),
    /** PG 5.64: a weapon with an armor value. */
    selfPropelled: new BooleanField({ required: true, initial: false }),
    /** PG 6.8, 11.2: a Soviet Guards unit, as a scenario designates it. */
    guards: new BooleanField({ required: true, initial: false }),
    /** PG 1.2 Steps: most units have two. */
    steps: cellField(2, { min: 1, max: 2 }),
    faces: new SchemaField({
      full: unitFaceField(false),
      /** PG 7.6. */
      reduced: unitFaceField(true),
      /** PG 5.62. */
      limbered: unitFaceField(true),
    }),
    morale: unitMoraleField(),
  };
}

export class PgUnitModel extends HexTacticsActorModel<ReturnType<typeof definePgUnitSchema>> {
  static override readonly metadata: ActorModelMetadata = { type: "pg-unit" };
  static override LOCALIZATION_PREFIXES = ["HEX_TACTICS.PG.Actor.unit"];

  static override defineSchema() {
    return definePgUnitSchema();
  }
}
