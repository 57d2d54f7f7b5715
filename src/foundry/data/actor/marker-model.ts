import { tableModules } from "../../rulesets/registry";
import { mergedChoices } from "../../rulesets/table-ruleset";
import { choiceField, textField } from "../fields";
import { HexTacticsActorModel, type ActorModelMetadata } from "./base-actor-model";

const { HTMLField } = foundry.data.fields;

/** The marker kinds of every game (rulesets/table-ruleset.ts `markerKinds`): the first is a new marker's. */
function defineMarkerSchema() {
  const kinds = mergedChoices(tableModules().map((m) => m.table), "markerKinds");
  return {
    kind: choiceField(kinds, Object.keys(kinds)[0]!),
    /** The rule that defines the marker, e.g. "IA1 16.1". */
    rule: textField(),
    description: new HTMLField({ required: true, blank: true, initial: "" }),
  };
}

/** A marker that sits on a hex (smoke, an entrenchment …): the referee places its tokens as the battle says. */
export class MarkerModel extends HexTacticsActorModel<ReturnType<typeof defineMarkerSchema>> {
  static override readonly metadata: ActorModelMetadata = { type: "marker" };
  static override LOCALIZATION_PREFIXES = ["HEX_TACTICS.Actor.marker"];

  static override defineSchema() {
    return defineMarkerSchema();
  }

  /** Reads what each game's older versions saved (its table module's `markerSource`). */
  static override migrateData(source: Record<string, unknown>) {
    return super.migrateData(tableModules().reduce((s, m) => m.markerSource?.(s) ?? s, source));
  }
}
