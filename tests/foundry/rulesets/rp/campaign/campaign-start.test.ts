import { describe, expect, it } from "vitest";
import { rpScenarioDocuments } from "../../../../../scripts/rp-packs";
import { RP_TEC } from "../../../../../src/engine/rules/rp/data/tec";
import { withCampaigns } from "../../../../../src/foundry/rulesets/rp/campaign/campaign-start";
import { rpScenario } from "../../../../../src/foundry/rulesets/rp/scenario";
import { rpTablePieces } from "../../../../../src/foundry/rulesets/rp/table-pieces";
import type { WorldTables } from "../../../../../src/foundry/tables/charts-in-effect";

const world = { ruleset: "red-poppies", edition: "RPC3", kinds: [], charts: {}, tec: RP_TEC, origin: {}, problems: {} } as unknown as WorldTables;
const entries = rpScenarioDocuments();
const flagsOf = (campaign: boolean) => (entries.find((e) => "campaign" in (e.flags as any)["hex-tactics"] === campaign)!.flags as any)["hex-tactics"];
const starts = withCampaigns(rpScenario);

describe("starting the demonstration campaign from its entry (RP 11.0)", () => {
  it("RP 11.2, 11.11: the campaign's entry stores the campaign's battle — day 1's 12-turn attack — with a counter for every unit, the day-2 arrivals' too", async () => {
    const outcome = await starts.plan(flagsOf(true), "campaign entry", world);
    if (!("plan" in outcome)) throw new Error("no plan");
    const { plan } = outcome;
    expect(plan.id).toBe("rp-demo-campaign");
    expect(plan.pieces["german-eingreif-2"]).toMatchObject({ type: "rp-unit", counterId: "german-eingreif", hidden: false });
    expect(plan.pieces["british-infantry-5"]).toMatchObject({ counterId: "british-infantry" });
    const game = rpTablePieces.load("b1", plan.stored(Object.fromEntries(Object.keys(plan.pieces).map((id) => [id, `Actor.${id}`])), {}, "scene1", { gridType: 4, origin: { i: 0, j: 0 } }));
    expect(game.state.campaign).toMatchObject({ day: 1, days: 2, attacker: "german", segment: "attack" });
    expect(game.state.scenario.turns).toBe(12);
    expect(Object.keys(game.state.campaign!.reserve)).toHaveLength(4);
  });

  it("RP 10.1: the scenario's entry starts the scenario as before", async () => {
    const [mine, theirs] = await Promise.all([starts.plan(flagsOf(false), "entry", world), rpScenario.plan(flagsOf(false), "entry", world)]);
    if (!("plan" in mine) || !("plan" in theirs)) throw new Error("no plan");
    expect(mine.plan.id).toBe("rp-demo");
    expect(Object.keys(mine.plan.pieces)).toEqual(Object.keys(theirs.plan.pieces));
  });
});
