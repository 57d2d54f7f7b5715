/**
 * Combat Infantry at the table (issue 20): everything it brings, registered in rulesets/registry.ts — its block actor
 * and sheet (a face-up block's label), the referee's pieces (table-pieces.ts: hidden blocks as their side's back, by
 * handle; the owner's labels on its private layer), the lost numbers' setting and page (numbers/), its scenario start
 * refusing to begin while a lost number is unset (scenario.ts), a drag's moves and the ruler, its TEC, and its packs
 * (the block labels, the markers and the demonstration scenario).
 */
import type { CiCommand } from "../../../engine/rules/ci/commands/schema";
import type { CiEvent } from "../../../engine/rules/ci/events/schema";
import { ciModule } from "../../../engine/rules/ci/module";
import type { CiBattle } from "../../../engine/rules/ci/state";
import type { TableModule } from "../table-module";
import { CiBlockModel } from "./actors/block-model";
import { ciDragGroup } from "./drag-group";
import { CiLostNumbersMenu } from "./numbers/lost-numbers-menu";
import { CI_PACKS } from "./packs";
import { registerCiNumbers } from "./numbers/setting";
import { ciScenario } from "./scenario";
import { CiBlockSheet } from "./sheets/block-sheet";
import { ciTablePieces } from "./table-pieces";
import { ciTableRuleset } from "./table-ruleset";
import { ciTableRules } from "./tables";

export const ciTableModule: TableModule<CiBattle, CiCommand, CiEvent> = {
  id: ciModule.id,
  engine: ciModule,
  pieces: ciTablePieces,
  table: ciTableRuleset,
  // CI 10.x Scenarios: a GM starts one from its compendium entry, once every lost number it reads is set (plan §3).
  scenario: ciScenario,
  charts: ciTableRules,
  actors: [{ model: CiBlockModel, sheet: CiBlockSheet }],
  // Plan §3 "One page": the lost numbers a GM enters, and their page.
  registerSettings: () => registerCiNumbers(CiLostNumbersMenu),
  // CI 1.x Actions: a dragged block takes the user's other selected blocks of its hex along, each moving after it.
  canvas: { dragGroup: ciDragGroup },
  packs: CI_PACKS,
};
