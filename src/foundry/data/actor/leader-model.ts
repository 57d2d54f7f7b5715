import { LEADER_TYPES, MORALE_STATUSES } from "../../config";
import { choiceField, integerField, textField } from "../fields";
import { HexTacticsActorModel, type ActorModelMetadata } from "./base-actor-model";

const { BooleanField } = foundry.data.fields;

/** A leader counter (IA1 6.0): not a unit, never counted for stacking (IA1 4.1). */
function defineLeaderSchema() {
  return {
    nationality: textField(),
    /** Seniority, as the star count on the piece (IA2 Defs "Rank"); a leader activates lower-ranking ones (IA1 3.2). */
    rank: integerField(1, 0),
    leaderType: choiceField(LEADER_TYPES, "infantry"),
    /** Added to the direct fire of one unit of his type in his hex (IA1 6.52). */
    combatModifier: integerField(0),
    /** Added to the morale of units of his type he assists (IA1 6.61, 6.62). */
    moraleModifier: integerField(0),
    /** The big number in the centre of the counter (IA1 14.0). */
    morale: integerField(0, 0),
    status: choiceField(MORALE_STATUSES, "good"),
    movedFired: new BooleanField({ initial: false }),
  };
}

export class LeaderModel extends HexTacticsActorModel<ReturnType<typeof defineLeaderSchema>> {
  static override readonly metadata: ActorModelMetadata = { type: "leader" };
  static override LOCALIZATION_PREFIXES = ["HEX_TACTICS.Actor.leader"];

  static override defineSchema() {
    return defineLeaderSchema();
  }
}
