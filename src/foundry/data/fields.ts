/**
 * Field builders shared by the actor models: counters hold whole numbers and fixed choice lists, and each printed
 * value is a cell `{value, provenance}` as in the counter schema (src/engine/data/provenance.ts).
 */
import { PROVENANCE_SOURCES } from "../config";

const { NumberField, SchemaField, StringField } = foundry.data.fields;

interface IntegerOptions {
  min?: number;
  max?: number;
  /** Null stands for the counter schema's word in place of a number (`T`, `unlimited`). */
  nullable?: boolean;
}

/** A required whole number. */
export function integerField(initial: number, { min, max, nullable = false }: IntegerOptions = {}) {
  return new NumberField({ required: true, nullable, integer: true, initial, min, max });
}

/** A required string restricted to the keys of a choice list (`config.ts`). */
export function choiceField<Key extends string>(choices: Record<Key, string>, initial: Key) {
  return new StringField({ required: true, blank: initial === "", choices, initial });
}

/** A free text printed on the counter (code, subtype), possibly blank. */
export function textField() {
  return new StringField({ required: true, blank: true, initial: "" });
}

/** Where a value comes from: `rules` (with its rule number), `playtest` or `user`; a value typed in is the user's. */
export function provenanceField() {
  return new SchemaField({ source: choiceField(PROVENANCE_SOURCES, "user"), rule: textField(), note: textField() });
}

/** A printed whole number with its provenance. */
export function cellField(initial: number, options: IntegerOptions = {}) {
  return new SchemaField({ value: integerField(initial, options), provenance: provenanceField() });
}

/** A cell the counter may lack (a face's morale): null when it is not printed. */
export function optionalCellField(initial: number, options: IntegerOptions = {}) {
  return new SchemaField(
    { value: integerField(initial, options), provenance: provenanceField() },
    { required: true, nullable: true, initial: null },
  );
}

/** A fire value "strength-range" (IA1 7.3), null when the face has none; a null range is unlimited. */
export function fireValueField() {
  return new SchemaField(
    { strength: cellField(0, { min: 0 }), range: cellField(0, { min: 0, nullable: true }) },
    { required: true, nullable: true, initial: null },
  );
}

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
