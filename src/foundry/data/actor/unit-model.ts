import { MORALE_STATUSES, UNIT_SIZES } from "../../config";
import { choiceField, integerField, textField } from "../fields";
import { HexTacticsActorModel, type ActorModelMetadata } from "./base-actor-model";

const { BooleanField, SchemaField } = foundry.data.fields;

/** A combat unit counter: its printed values and its state on the map. */
function defineUnitSchema() {
  return {
    nationality: textField(),
    /** The printed type symbol: INF, CAV, MG, artillery, mortar, transport (IA1 Defs). */
    unitType: textField(),
    size: choiceField(UNIT_SIZES, "company"),
    /** Companies have two steps, full and reduced; other units one (IA1 7.6). */
    steps: new SchemaField({ value: integerField(2, 0), max: integerField(2, 1) }),
    fire: new SchemaField({
      direct: integerField(0, 0),
      bombardment: integerField(0, 0),
      range: integerField(0, 0),
    }),
    /** In IA the scenario gives each side's morale, full/reduced (IA1 14.0). */
    morale: integerField(0, 0),
    movement: integerField(0, 0),
    status: choiceField(MORALE_STATUSES, "good"),
    /** Under a MOVED/FIRED marker: no further action this turn (IA1 7.46). */
    movedFired: new BooleanField({ initial: false }),
    /** Under a SPOTTED marker: seen as if in clear terrain (IA1 8.52). */
    spotted: new BooleanField({ initial: false }),
    /** Hidden: its location is written down, not shown on the board (IA1 16.5). */
    hidden: new BooleanField({ initial: false }),
  };
}

export class UnitModel extends HexTacticsActorModel<ReturnType<typeof defineUnitSchema>> {
  static override readonly metadata: ActorModelMetadata = { type: "unit" };
  static override LOCALIZATION_PREFIXES = ["HEX_TACTICS.Actor.unit"];

  static override defineSchema() {
    return defineUnitSchema();
  }
}
