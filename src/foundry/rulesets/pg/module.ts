/**
 * Panzer Grenadier at the table: everything it brings, registered in rulesets/registry.ts — its actors and sheets, its
 * counters pack, the referee's pieces, its part of the tracker and its TEC. Not yet: chat cards, dialogs (activation,
 * fire, tank-leader assignment), the canvas's sight, line-of-sight and ruler answers, a scenario a GM starts.
 */
import type { PgCommand } from "../../../engine/rules/pg/commands/schema";
import type { PgEvent } from "../../../engine/rules/pg/events";
import { pgModule } from "../../../engine/rules/pg/module";
import type { PgBattle } from "../../../engine/rules/pg/state";
import type { TableModule } from "../table-module";
import { PgLeaderModel, PgUnitModel } from "./actors/_module";
import { PG_PACKS } from "./packs";
import { PgLeaderSheet, PgUnitSheet } from "./sheets/_module";
import { pgTablePieces } from "./table-pieces";
import { pgTableRuleset } from "./table-ruleset";
import { pgTableRules } from "./tables";

export const pgTableModule: TableModule<PgBattle, PgCommand, PgEvent> = {
  id: pgModule.id,
  engine: pgModule,
  pieces: pgTablePieces,
  table: pgTableRuleset,
  charts: pgTableRules,
  actors: [
    { model: PgUnitModel, sheet: PgUnitSheet },
    { model: PgLeaderModel, sheet: PgLeaderSheet },
  ],
  packs: PG_PACKS,
};
