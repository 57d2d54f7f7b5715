/**
 * What one game brings to the table, registered once (rulesets/registry.ts): the referee's pieces, its part of the
 * tracker, cards, statuses and choice lists, its scenario start, charts, actor subtypes, settings, migrations and
 * compendium packs. Its `id` is its engine module's: the ruleset battles, stored battles and cards carry.
 */
import type { EngineCommand, EngineEvent } from "../../engine/core/ruleset";
import type { RulesetModule } from "../../engine/core/ruleset-module";
import type { ActorModelMetadata } from "../data/actor/base-actor-model";
import type { MigrationStep } from "../migrations/step";
import type { GameApis } from "../api/game-apis";
import type { DragGroup } from "../referee/drag-token";
import type { TablePieces } from "../referee/ports";
import type { SidesForm } from "../settings/sides-form";
import type { PainterTool } from "../terrain/painter-tool";
import type { ScenarioRuleset } from "../scenarios/scenario-plan";
import type { TableRules } from "../tables/table-rules";
import type { TableRuleset } from "./table-ruleset";

/** An actor subtype: its data model, registered under its `metadata.type`, and the sheet that shows it. */
export interface TableActor {
  readonly model: { readonly metadata: ActorModelMetadata; defineSchema(): object };
  readonly sheet: { readonly actorType: string };
}

/** A compendium pack a game ships: system.json `packs`, the pack at `packs/<name>`. */
export interface TablePack {
  readonly name: string;
  readonly label: string;
  readonly type: "Actor" | "JournalEntry";
  /** Each role's ownership of the pack (Foundry's `CONST.DOCUMENT_OWNERSHIP_LEVELS` names). */
  readonly ownership: Readonly<Record<string, string>>;
}

export interface TableModule<S = any, C extends EngineCommand = any, E extends EngineEvent = any> {
  readonly id: string;
  /** The game's engine module, of the same id (src/engine/rules/registry.ts). */
  readonly engine: RulesetModule<S, C, E>;
  /** What the referee plays it with (referee/ports.ts). */
  readonly pieces: TablePieces<S, C, E>;
  /** Its part of the tracker, cards, statuses and choice lists (registered at `init`). */
  readonly table: TableRuleset;
  /** How a GM starts one of its scenarios, if it ships any. */
  readonly scenario?: ScenarioRuleset;
  readonly charts: TableRules;
  /** Its actor subtypes (system.json `documentTypes.Actor`: scripts/system-manifest.ts). */
  readonly actors: readonly TableActor[];
  /** Registers its world settings on the settings form (its optional rules …), at `init`. */
  registerSettings?(): void;
  /** Its world migrations, run at `ready` with the others in the order of their versions. */
  readonly migrations?: readonly MigrationStep[];
  /** A `marker` actor's system as its older versions saved it, read now (the marker model's `migrateData`). */
  markerSource?(system: Record<string, unknown>): Record<string, unknown>;
  /** Its compendium packs and the folder they are shown in (system.json `packs`, `packFolders`). */
  readonly packs?: { readonly folder: { readonly name: string; readonly color: string }; readonly list: readonly TablePack[] };
  /** On the canvas: which of a user's controlled tokens a drag of one of them moves with it (referee/drag-token.ts). */
  readonly canvas?: { readonly dragGroup?: DragGroup };
  /** The Sides dialog of a world that plays it, with the columns it adds (settings/sides-form.ts). */
  readonly sidesForm?: SidesForm;
  /** Tools it adds to the terrain painter of a world that plays it (terrain/painter-tool.ts). */
  readonly painterTools?: readonly PainterTool[];
  /** What it adds to `game.system.api` (api/game-apis.ts: its members declared there), under its own names. */
  readonly api?: Partial<GameApis>;
}
