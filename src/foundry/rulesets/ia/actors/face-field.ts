/** The faces of an Infantry Attacks unit counter as data-model fields (unit-model.ts). */
import { cellField, fireValueField as fireField, optionalCellField } from "../../../data/fields";

const { SchemaField } = foundry.data.fields;

/** A fire value "strength-range" (IA1 7.3), null when the face has none; a null range is unlimited. */
const fireValueField = () => fireField({ strengthMin: 0, unlimitedRange: true });

/** The values printed on one side of a counter; a face the counter may lack is null when it does not have it. */
export function faceField(optional: boolean) {
  const fields = {
    directFire: fireValueField(),
    bombardmentFire: fireValueField(),
    /** Null is `T`: moves only when towed (IA1 5.61). */
    movement: cellField(0, { min: 0, nullable: true }),
    morale: optionalCellField(0),
  };
  return optional ? new SchemaField(fields, { required: true, nullable: true, initial: null }) : new SchemaField(fields);
}
