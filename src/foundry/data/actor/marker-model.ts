import { MARKER_KINDS } from "../../config";
import { migrateMarkerSystem } from "../../migrations/actor-sources";
import { choiceField, textField } from "../fields";
import { HexTacticsActorModel, type ActorModelMetadata } from "./base-actor-model";

const { HTMLField } = foundry.data.fields;

/** A marker that sits on a hex (smoke, drumfire, entrenchment …): the referee places its tokens as the battle says. */
function defineMarkerSchema() {
  return {
    kind: choiceField(MARKER_KINDS, "smoke"),
    /** The rule that defines the marker, e.g. "IA1 16.1". */
    rule: textField(),
    description: new HTMLField({ required: true, blank: true, initial: "" }),
  };
}

export class MarkerModel extends HexTacticsActorModel<ReturnType<typeof defineMarkerSchema>> {
  static override readonly metadata: ActorModelMetadata = { type: "marker" };
  static override LOCALIZATION_PREFIXES = ["HEX_TACTICS.Actor.marker"];

  static override defineSchema() {
    return defineMarkerSchema();
  }

  /** Reads `markerType`, the kind's name before it was `kind` (migrations/actor-sources.ts). */
  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(migrateMarkerSystem(source));
  }
}
