import { tableRulesets } from "../../rulesets/table-ruleset";

const { ArrayField, BooleanField, NumberField, ObjectField, SchemaField, StringField } = foundry.data.fields;

const id = () => new StringField({ required: true, blank: false });
const maybeId = () => new StringField({ required: true, blank: false, nullable: true, initial: null });
const count = (initial: number) => new NumberField({ required: true, nullable: false, integer: true, min: 0, initial });

/** The actions a piece of a segment may have in any registered ruleset (read when a battle is validated). */
const segmentActions = (): Record<string, string> => Object.fromEntries(tableRulesets().flatMap((r) => r.segmentActions.map((a) => [a, a])));

function defineBattleSchema() {
  return {
    /** The ruleset the battle plays: the referee writes it with the rest. */
    ruleset: new StringField({ required: true, blank: false }),
    /** The battle in the referee's store (docs/foundry.md). */
    battle: new StringField({ required: true, blank: true, initial: "" }),
    edition: new StringField({ required: true, blank: true, initial: "" }),
    turn: count(1),
    lastTurn: count(1),
    phase: new StringField({ required: true, blank: false, initial: "initiative" }),
    /** The initiative roll of this turn: each side's dice and total, the winner and the segments he won. */
    initiative: new SchemaField(
      {
        winner: id(),
        segments: count(1),
        rolls: new ArrayField(new SchemaField({ side: id(), dice: new ArrayField(count(1)), total: new NumberField({ required: true, integer: true }) })),
      },
      { required: true, nullable: true, initial: null },
    ),
    /** Whose action segment it is, the lead segments the winner has left, and who passed last. */
    active: maybeId(),
    lead: count(0),
    lastPass: maybeId(),
    /** The segment under way, as every side may know it. */
    segment: new SchemaField(
      {
        side: id(),
        pieces: new ArrayField(new SchemaField({ piece: id(), action: new StringField({ required: true, choices: segmentActions }), ledBy: maybeId() })),
      },
      { required: true, nullable: true, initial: null },
    ),
    canUndo: new BooleanField({ required: true, initial: false }),
    /** Side ids → names, and the names of the pieces the tracker shows (where the referee writes them). */
    sides: new ArrayField(new SchemaField({ id: id(), name: id() })),
    names: new ObjectField({ required: true, initial: {} }),
    /** The sides whose secret written orders the ruleset awaits before play (Infantry Attacks: the Artillery Plan). */
    ordersDue: new ArrayField(id(), { required: true, initial: [] }),
    /** The running score, where the ruleset counts one from what every side knows: each side's points line by line. */
    score: new SchemaField(
      {
        final: new BooleanField({ required: true, initial: false }),
        winner: maybeId(),
        sides: new ArrayField(
          new SchemaField({
            side: id(),
            points: new NumberField({ required: true, nullable: false, integer: true, initial: 0 }),
            lines: new ArrayField(new SchemaField({ label: id(), count: count(0), points: new NumberField({ required: true, nullable: false, integer: true, initial: 0 }) })),
          }),
        ),
      },
      { required: true, nullable: true, initial: null },
    ),
  };
}

/**
 * The battle's Combat (subtype `battle`): the public projection of the sequence of play the referee writes after every
 * command — turn, phase, initiative, whose segment it is, the segment under way — shown by the activation tracker.
 * Ruleset-neutral: alternating segments are the shape every ruleset of the system shares (core/impulses).
 */
export class BattleModel extends foundry.abstract.TypeDataModel<ReturnType<typeof defineBattleSchema>, Combat.Implementation> {
  static readonly metadata = { type: "battle" } as const;
  static override LOCALIZATION_PREFIXES = ["HEX_TACTICS.Combat.battle"];

  static override defineSchema() {
    return defineBattleSchema();
  }
}
