/** The faces of Panzer Grenadier pieces as data-model fields (unit-model.ts, leader-model.ts). */
import { cellField, fireValueField, valueCellField } from "../../../data/fields";

const { SchemaField, StringField } = foundry.data.fields;

/** One side of a unit (PG 7.3): AT strengths may be below 0 (11.2); direct and bombardment ones may not. */
export function unitFaceField(optional: boolean) {
  const fields = {
    directFire: fireValueField({ strengthMin: 0 }),
    bombardmentFire: fireValueField({ strengthMin: 0 }),
    antiTankFire: fireValueField(),
    /** Null is `T`: moves only when towed (PG 5.62). */
    movement: cellField(0, { min: 0, nullable: true }),
  };
  return optional ? new SchemaField(fields, { required: true, nullable: true, initial: null }) : new SchemaField(fields);
}

/** One side of a leader piece (PG 1.2 Leaders, 6.4, 6.5). */
export function leaderFaceField() {
  return new SchemaField({
    name: new StringField({ required: true, blank: false, initial: "Leader" }),
    rank: valueCellField(new StringField({ required: true, blank: false, initial: "SGT" })),
    /** The big number in the centre (PG 14.0). */
    morale: cellField(7),
    /** Bottom left: added to one unit's direct fire; 1 or 2 combines as many adjacent hexes (PG 6.41, 6.42). */
    combat: cellField(0, { min: 0 }),
    /** Bottom right: added to the morale of units checking or recovering with him (PG 6.51, 6.52). */
    moraleModifier: cellField(0, { min: 0 }),
  });
}

/** A unit's own morale, full and reduced (PG 14.0), where a counter set gives it; null: its side's. */
export function unitMoraleField() {
  return new SchemaField(
    { full: cellField(8), reduced: cellField(7) },
    { required: true, nullable: true, initial: null },
  );
}
