/**
 * Red Poppies Campaigns vol. 3 at the table: everything it brings, registered in rulesets/registry.ts — its unit actor
 * and sheet, the referee's pieces (table-pieces.ts), its part of the tracker with its dialogs (activate, fire, deploy,
 * dig, call and cancel OMA), its chat cards (cards.ts), its scenario and campaign start (scenario.ts,
 * campaign/campaign-start.ts) and its TEC.
 */
import type { RpCommand } from "../../../engine/rules/rp/commands/schema";
import type { RpEvent } from "../../../engine/rules/rp/events/schema";
import { rpModule } from "../../../engine/rules/rp/module";
import type { RpBattle } from "../../../engine/rules/rp/state";
import type { TableModule } from "../table-module";
import { RpUnitModel } from "./actors/unit-model";
import { withCampaigns } from "./campaign/campaign-start";
import { rpTrackerDialogs } from "./dialogs/rp-dialogs";
import { rpDragGroup } from "./drag-group";
import { RP_PACKS } from "./packs";
import { RpUnitSheet } from "./sheets/unit-sheet";
import { rpTablePieces } from "./table-pieces";
import { rpTableRuleset } from "./table-ruleset";
import { rpScenario } from "./scenario";
import { rpTableRules } from "./tables";

export const rpTableModule: TableModule<RpBattle, RpCommand, RpEvent> = {
  id: rpModule.id,
  engine: rpModule,
  pieces: rpTablePieces,
  table: { ...rpTableRuleset, dialogs: rpTrackerDialogs },
  // RP 10.1, 11.0: the demonstration scenario and campaign a GM starts from their journal entries.
  scenario: withCampaigns(rpScenario),
  charts: rpTableRules,
  actors: [{ model: RpUnitModel, sheet: RpUnitSheet }],
  // RP 3.5, 6.61: a dragged unit takes the user's other controlled units along (its stack, its mass: move-path.ts).
  canvas: { dragGroup: rpDragGroup },
  packs: RP_PACKS,
};
