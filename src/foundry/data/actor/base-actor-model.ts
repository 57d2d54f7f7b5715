import { markUserEdits } from "../user-edits";

/** What every actor model declares: the Actor subtype it implements (system.json `documentTypes.Actor`). */
export interface ActorModelMetadata {
  type: string;
}

/**
 * The base of the actor models. Each subclass declares its `metadata.type`, which init registers it
 * under, and `LOCALIZATION_PREFIXES` `HEX_TACTICS.Actor.<type>`, under which lang/en.json holds its
 * field labels (`FIELDS.<path>.label`).
 */
export abstract class HexTacticsActorModel<
  Schema extends foundry.data.fields.DataSchema,
> extends foundry.abstract.TypeDataModel<Schema, Actor.Implementation> {
  declare static readonly metadata: ActorModelMetadata;

  /** An edited printed value is the user's (user-edits.ts). */
  // Loosely typed: fvtt-types' update types depend on the schema.
  protected override async _preUpdate(changes: any, options: any, user: any): Promise<boolean | void> {
    if ((await super._preUpdate(changes, options, user)) === false) return false;
    markUserEdits(changes?.system);
  }
}
