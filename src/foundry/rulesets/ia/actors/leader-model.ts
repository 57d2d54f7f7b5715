import { HexTacticsActorModel, type ActorModelMetadata } from "../../../data/actor/base-actor-model";
import { cellField, choiceField, textField } from "../../../data/fields";
import { LEADER_TYPES } from "../choices";
import { migrateLeaderSystem } from "../migrations/actor-sources";

const { ArrayField, StringField } = foundry.data.fields;

/**
 * A leader counter (IA1 6.0): the counter schema's `Leader`. Not a unit, never counted for stacking (IA1 4.1). Only
 * printed values: his state in a battle is the battle's.
 */
function defineLeaderSchema() {
  return {
    counterId: textField(),
    nationality: new StringField({ required: true, blank: false, initial: "german" }),
    /** Infantry and cavalry leaders lead only their own kind (IA1 6.1). */
    type: choiceField(LEADER_TYPES, "infantry"),
    /** Special leaders lead only units of their subtype (IA1 6.1 Cossacks); blank: none. */
    subtype: textField(),
    /** A title from `rankTitles` (IA1 Rank) or a number of stars (IA2 3.2); a leader activates lower-ranking ones (IA1 3.2). */
    rank: new StringField({ required: true, blank: false, initial: "1" }),
    /** His nationality's titles for his type, most junior first (IA1 Rank). */
    rankTitles: new ArrayField(new StringField({ required: true, blank: false })),
    /** The big number in the centre of the counter (IA1 14.0). */
    morale: cellField(8),
    /** Added to one unit's fire value; 1 or 2 also combines fire across hexes (IA1 6.51, 6.52). */
    combat: cellField(0, { min: 0 }),
    /** Added to the morale of units and junior leaders of his type (IA1 6.61). */
    moraleBonus: cellField(0, { min: 0 }),
    /** Two leaders share a piece, one per side; the face-up one plays (IA1 6.2). Blank: a piece of his own. */
    piece: textField(),
  };
}

export class LeaderModel extends HexTacticsActorModel<ReturnType<typeof defineLeaderSchema>> {
  static override readonly metadata: ActorModelMetadata = { type: "leader" };
  static override LOCALIZATION_PREFIXES = ["HEX_TACTICS.Actor.leader"];

  static override defineSchema() {
    return defineLeaderSchema();
  }

  /** Reads the fields of actors saved before the counter schema (migrations/actor-sources.ts). */
  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateLeaderSystem(source));
  }
}
