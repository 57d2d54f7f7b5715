/** Field builders shared by the actor models: counters hold whole numbers and fixed choice lists. */
const { NumberField, StringField } = foundry.data.fields;

/** A required whole number, never null. */
export function integerField(initial: number, min?: number) {
  return new NumberField({ required: true, nullable: false, integer: true, initial, min });
}

/** A required string restricted to the keys of a choice list (`config.ts`). */
export function choiceField<Key extends string>(choices: Record<Key, string>, initial: Key) {
  return new StringField({ required: true, blank: false, choices, initial });
}

/** A free text printed on the counter (nationality, unit type), possibly blank. */
export function textField() {
  return new StringField({ required: true, blank: true, initial: "" });
}
