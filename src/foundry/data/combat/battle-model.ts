import { tableRuleset, tableRulesets } from "../../rulesets/table-ruleset";
import { countField, idField, maybeIdField } from "../fields";

const { ArrayField, BooleanField, NumberField, ObjectField, SchemaField, StringField, TypedSchemaField } = foundry.data.fields;

function defineBattleSchema() {
  return {
    /** The ruleset the battle plays: the referee writes it with the rest. */
    ruleset: new StringField({ required: true, blank: false }),
    /** The battle in the referee's store (docs/foundry.md). */
    battle: new StringField({ required: true, blank: true, initial: "" }),
    edition: new StringField({ required: true, blank: true, initial: "" }),
    turn: countField(1),
    lastTurn: countField(1),
    phase: new StringField({ required: true, blank: false }),
    canUndo: new BooleanField({ required: true, initial: false }),
    /** Side ids → names, and the names of the pieces the tracker shows (where the referee writes them). */
    sides: new ArrayField(new SchemaField({ id: idField(), name: idField() })),
    names: new ObjectField({ required: true, initial: {} }),
    /** The sides whose secret written orders the ruleset awaits before play (Infantry Attacks: the Artillery Plan). */
    ordersDue: new ArrayField(idField(), { required: true, initial: [] }),
    /** The running score, where the ruleset counts one from what every side knows: each side's points line by line. */
    score: new SchemaField(
      {
        final: new BooleanField({ required: true, initial: false }),
        winner: maybeIdField(),
        sides: new ArrayField(
          new SchemaField({
            side: idField(),
            points: new NumberField({ required: true, nullable: false, integer: true, initial: 0 }),
            lines: new ArrayField(new SchemaField({ label: idField(), count: countField(0), points: new NumberField({ required: true, nullable: false, integer: true, initial: 0 }) })),
          }),
        ),
      },
      { required: true, nullable: true, initial: null },
    ),
    /** What the battle's ruleset keeps of the sequence of play besides: its own fields, `type` its id (rulesets/table-ruleset.ts `combat`). */
    details: new TypedSchemaField(Object.fromEntries(tableRulesets().map((r) => [r.id, r.combat.details()])) as ConstructorParameters<typeof TypedSchemaField>[0], {
      required: true,
      nullable: true,
      initial: null,
    }),
  };
}

/**
 * The battle's Combat (subtype `battle`): the public projection of the sequence of play the referee writes after every
 * command — turn, phase, the sides, the score, and its ruleset's details — shown by the activation tracker.
 */
export class BattleModel extends foundry.abstract.TypeDataModel<ReturnType<typeof defineBattleSchema>, Combat.Implementation> {
  static readonly metadata = { type: "battle" } as const;
  static override LOCALIZATION_PREFIXES = ["HEX_TACTICS.Combat.battle"];

  static override defineSchema() {
    return defineBattleSchema();
  }

  /** Reads what the battle's ruleset wrote before (its table ruleset's `combat.migrateSource`). */
  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(tableRuleset(String(source.ruleset))?.combat.migrateSource?.(source) ?? source);
  }
}
