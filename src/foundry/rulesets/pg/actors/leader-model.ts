import { HexTacticsActorModel, type ActorModelMetadata } from "../../../data/actor/base-actor-model";
import { choiceField, textField } from "../../../data/fields";
import { PG_LEADER_KIND_LABELS } from "../choices";
import { leaderFaceField } from "./face-field";

const { SchemaField, StringField } = foundry.data.fields;

/**
 * A Panzer Grenadier leader piece (PG 1.2 Leaders): a different leader on each side. Not a unit (4.1). Tank and armored
 * car leaders are no pieces (6.8, 6.85), so no actors. Only printed values: his state in a battle is the battle's.
 */
function definePgLeaderSchema() {
  return {
    counterId: textField(),
    nationality: new StringField({ required: true, blank: false, initial: "german" }),
    /** Regular, or cavalry (6.9), a Kommissar (6.6), a train's or vessel's leader (15.2). */
    kind: choiceField(PG_LEADER_KIND_LABELS, "regular"),
    faces: new SchemaField({ front: leaderFaceField(), back: leaderFaceField() }),
  };
}

export class PgLeaderModel extends HexTacticsActorModel<ReturnType<typeof definePgLeaderSchema>> {
  static override readonly metadata: ActorModelMetadata = { type: "pg-leader" };
  static override LOCALIZATION_PREFIXES = ["HEX_TACTICS.PG.Actor.leader"];

  static override defineSchema() {
    return definePgLeaderSchema();
  }
}
