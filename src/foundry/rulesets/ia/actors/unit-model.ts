import { HexTacticsActorModel, type ActorModelMetadata } from "../../../data/actor/base-actor-model";
import { cellField, choiceField, textField } from "../../../data/fields";
import { LED_BY, UNIT_CATEGORIES, UNIT_SIZES } from "../choices";
import { migrateUnitSystem } from "../migrations/actor-sources";
import { faceField } from "./face-field";

const { BooleanField, SchemaField, StringField } = foundry.data.fields;

/**
 * An Infantry Attacks unit type's counter: the counter schema's `UnitType` (src/engine/data/schemas/counters.ts) with every face. Only
 * printed values: a piece's state in a battle (steps left, morale, markers) is the battle's, never the actor's.
 */
function defineUnitSchema() {
  return {
    counterId: textField(),
    /** Type abbreviation printed on the counter (INF, CAV, COSS, MG …). */
    code: new StringField({ required: true, blank: false, initial: "INF" }),
    nationality: new StringField({ required: true, blank: false, initial: "german" }),
    category: choiceField(UNIT_CATEGORIES, "infantry"),
    size: choiceField(UNIT_SIZES, "company"),
    /** A subtype only its own leaders lead (IA1 6.1: COSS and PLAS under Cossack leaders); blank: none. */
    subtype: textField(),
    /** The leader type that leads it when not the one its category implies (IA2 6.11 horse artillery). */
    ledBy: choiceField(LED_BY, ""),
    /** IA2 7.3: special spotting powers (cavalry the game's special rules name); absent in sources is false. */
    specialSpotting: new BooleanField({ required: false, initial: false }),
    /** Companies have two steps, full and reduced; other units one (IA1 7.6). */
    steps: cellField(2, { min: 1, max: 4 }),
    faces: new SchemaField({
      full: faceField(false),
      /** Reduced-strength side of a two-step unit (IA1 7.6). */
      reduced: faceField(true),
      /** Limbered side of an MG, mortar or gun (IA1 5.61). */
      limbered: faceField(true),
      /** The second cavalry piece, full and reduced (IA1 15.1). */
      dismounted: faceField(true),
      dismountedReduced: faceField(true),
    }),
  };
}

export class UnitModel extends HexTacticsActorModel<ReturnType<typeof defineUnitSchema>> {
  static override readonly metadata: ActorModelMetadata = { type: "unit" };
  static override LOCALIZATION_PREFIXES = ["HEX_TACTICS.Actor.unit"];

  static override defineSchema() {
    return defineUnitSchema();
  }

  /** Reads the fields of actors saved before the counter schema (migrations/actor-sources.ts). */
  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateUnitSystem(source));
  }
}
