/**
 * Field builders shared by every game's data models: counters hold whole numbers and fixed choice lists, each printed
 * value is a cell `{value, provenance}` as in the counter schema (src/engine/data/provenance.ts), and the battle Combat
 * names sides and pieces by id. Foundry's field classes are read when a schema is built, not when this file loads, so
 * pages drawn outside Foundry may import what uses it.
 */
import { PROVENANCE_SOURCES } from "../config";

interface IntegerOptions {
  min?: number;
  max?: number;
  /** Null stands for the counter schema's word in place of a number (IA's `T`, `unlimited`). */
  nullable?: boolean;
}

/** A required whole number. */
export function integerField(initial: number, { min, max, nullable = false }: IntegerOptions = {}) {
  return new foundry.data.fields.NumberField({ required: true, nullable, integer: true, initial, min, max });
}

/** A required string restricted to the keys of a choice list. */
export function choiceField<Key extends string>(choices: Record<Key, string>, initial: Key) {
  return new foundry.data.fields.StringField({ required: true, blank: initial === "", choices, initial });
}

/** A free text printed on the counter (code, subtype), possibly blank. */
export function textField() {
  return new foundry.data.fields.StringField({ required: true, blank: true, initial: "" });
}

/** Where a value comes from: `rules` (with its rule number), `playtest` or `user`; a value typed in is the user's. */
export function provenanceField() {
  return new foundry.data.fields.SchemaField({ source: choiceField(PROVENANCE_SOURCES, "user"), rule: textField(), note: textField() });
}

/** A printed whole number with its provenance. */
export function cellField(initial: number, options: IntegerOptions = {}) {
  return new foundry.data.fields.SchemaField({ value: integerField(initial, options), provenance: provenanceField() });
}

/** A printed value of another kind (a yes or no, a choice, a word) with its provenance: `value` is its field. */
export function valueCellField<Value extends foundry.data.fields.DataField.Any>(value: Value) {
  return new foundry.data.fields.SchemaField({ value, provenance: provenanceField() });
}

/** A cell the counter may lack (a face's morale): null when it is not printed. */
export function optionalCellField(initial: number, options: IntegerOptions = {}) {
  return new foundry.data.fields.SchemaField(
    { value: integerField(initial, options), provenance: provenanceField() },
    { required: true, nullable: true, initial: null },
  );
}

/**
 * A printed fire value "strength-range" (IA1 7.3, PG 7.3), null when the face has none. `strengthMin`: the lowest
 * strength a game prints (PG prints AT strengths below 0, 11.2); `unlimitedRange`: a null range is unlimited (IA1 7.3).
 */
export function fireValueField({ strengthMin, unlimitedRange = false }: { strengthMin?: number; unlimitedRange?: boolean } = {}) {
  return new foundry.data.fields.SchemaField(
    { strength: cellField(0, { min: strengthMin }), range: cellField(0, { min: 0, nullable: unlimitedRange }) },
    { required: true, nullable: true, initial: null },
  );
}

/** A side's or piece's id. */
export const idField = () => new foundry.data.fields.StringField({ required: true, blank: false });

/** A side's or piece's id, or none. */
export const maybeIdField = () => new foundry.data.fields.StringField({ required: true, blank: false, nullable: true, initial: null });

/** A count, from zero. */
export const countField = (initial: number) => new foundry.data.fields.NumberField({ required: true, nullable: false, integer: true, min: 0, initial });
