import { MARKER_TYPES } from "../../config";
import { choiceField, textField } from "../fields";
import { HexTacticsActorModel, type ActorModelMetadata } from "./base-actor-model";

const { HTMLField } = foundry.data.fields;

/** A marker counter placed on units or hexes (IA1 3.0 D lists which are removed each turn). */
function defineMarkerSchema() {
  return {
    markerType: choiceField(MARKER_TYPES, "spotted"),
    /** The rule that defines the marker, e.g. "IA1 8.52". */
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
}
