import { describe, expect, it } from "vitest";
import { z } from "zod";
import { campaignAfter, loadCampaign, saveCampaign, type BattleSeed, type Campaign, type CampaignRules } from "../../../src/engine/core/campaign";
import { DataError } from "../../../src/engine/data/validate";

/** A campaign of an attack and a counter-attack on one ridge, carrying each side's casualties from the first battle into the second. */
const Record = z.object({ day: z.number().int().positive(), casualties: z.record(z.string(), z.number().int().nonnegative()) }).strict();
type Record = z.output<typeof Record>;
type Final = { readonly losses: Readonly<Record["casualties"]> };
const SCENARIOS = ["attack", "counter-attack"];
const ridge: CampaignRules<Record, Final> = {
  schema: Record,
  start: (json) => Record.parse(json),
  next: (r) => (r.day <= SCENARIOS.length ? { id: `day-${r.day}`, scenario: { id: SCENARIOS[r.day - 1], casualties: r.casualties } } : null),
  after: (r, _seed, final) => ({ day: r.day + 1, casualties: Object.fromEntries(Object.entries(r.casualties).map(([side, n]) => [side, n + (final.losses[side] ?? 0)])) }),
};

describe("a record above single battles (Red Poppies' campaign)", () => {
  it("each battle starts from the record, leaves its losses in it, and the campaign ends after the last", () => {
    let campaign: Campaign<Record> = { ruleset: "toy", record: ridge.start({ day: 1, casualties: { blue: 0, red: 0 } }), battles: [] };
    const seeds: BattleSeed[] = [];
    for (let seed = ridge.next(campaign.record); seed !== null; seed = ridge.next(campaign.record)) {
      seeds.push(seed);
      campaign = campaignAfter(ridge, campaign, seed, { losses: { blue: 2, red: 3 } });
    }
    expect(seeds.map((s) => s.scenario)).toEqual([
      { id: "attack", casualties: { blue: 0, red: 0 } },
      { id: "counter-attack", casualties: { blue: 2, red: 3 } },
    ]);
    expect(campaign).toEqual({ ruleset: "toy", record: { day: 3, casualties: { blue: 4, red: 6 } }, battles: ["day-1", "day-2"] });
  });

  it("a campaign saved reads back the same; a bad record or format is refused naming its path", () => {
    const campaign: Campaign<Record> = { ruleset: "toy", record: { day: 2, casualties: { blue: 1 } }, battles: ["day-1"] };
    const saved = JSON.parse(JSON.stringify(saveCampaign(ridge, campaign)));
    expect(saved).toMatchObject({ format: "hex-tactics/campaign", version: 1 });
    expect(loadCampaign(ridge, saved, "campaign.json")).toEqual(campaign);
    expect(() => loadCampaign(ridge, { ...saved, record: { day: 0, casualties: {} } }, "campaign.json")).toThrow(/\$\.record\.day/);
    expect(() => loadCampaign(ridge, { ...saved, version: 2 }, "campaign.json")).toThrow(DataError);
  });
});
