import { describe, expect, it } from "vitest";
import { trackerView, type BattleCombatData, type Viewer } from "../../../../src/foundry/applications/tracker/tracker-view";
import { BattleModel } from "../../../../src/foundry/data/combat/battle-model";
import { iaCombat } from "../../../../src/foundry/rulesets/ia/combat";
import type { IaTableGame } from "../../../../src/foundry/rulesets/ia/table-game";
import { iaTableRuleset } from "../../../../src/foundry/rulesets/ia/table-ruleset";
import { iaTracker } from "../../../../src/foundry/rulesets/ia/tracker";
import { registerTableRuleset } from "../../../../src/foundry/rulesets/table-ruleset";
import sources from "../../../fixtures/legacy/ia-combat-sources.json";
import views from "../../../fixtures/legacy/ia-combat-views.json";
import { sampleTurn } from "../../../support/ia-table-samples";
import { readSchema } from "../../support/schema";
import { schemaIssues } from "../../support/validate";

registerTableRuleset(iaTableRuleset({}));

const turn = sampleTurn();
/** The battle Combats of tests/fixtures/legacy/ia-combat-sources.json, as the referee writes them now. */
const now = {
  initiative: iaCombat({ id: "b1", state: turn.initiative.after, pending: null } as unknown as IaTableGame, false),
  activation: iaCombat({ id: "b1", state: turn.activation.after, pending: null } as unknown as IaTableGame, true),
};
const VIEWERS: Readonly<Record<keyof (typeof views)["initiative"], Viewer>> = { G: { sides: ["G"] }, R: { sides: ["R"] }, gm: { sides: "all" } };

describe("a battle Combat the referee wrote before its ruleset's details were its own", () => {
  it.each(["initiative", "activation"] as const)("IA1 3.0 after the %s: its initiative, lead, last pass and segment move into the details, which the model takes", (step) => {
    const migrated = BattleModel.migrateData(structuredClone(sources[step]));
    expect(migrated).toEqual(now[step]);
    expect(schemaIssues(readSchema(BattleModel), migrated)).toEqual([]);
  });

  it.each(["initiative", "activation"] as const)("IA1 3.0 after the %s: the tracker shows every side and the GM what it showed them before", (step) => {
    const migrated = BattleModel.migrateData(structuredClone(sources[step])) as unknown as BattleCombatData;
    for (const [viewer, view] of Object.entries(views[step])) expect(trackerView(migrated, VIEWERS[viewer as keyof typeof VIEWERS], iaTracker)).toMatchObject(view);
  });

  it("a Combat the referee writes now, or a change to one, is read as it is", () => {
    expect(BattleModel.migrateData(structuredClone(now.activation) as never)).toEqual(now.activation);
    expect(BattleModel.migrateData({ turn: 9 })).toEqual({ turn: 9 });
  });
});
