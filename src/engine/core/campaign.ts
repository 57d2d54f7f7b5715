import { z } from "zod";
import { parseData } from "../data/validate";

/** The next battle of a campaign: the scenario it starts from (the ruleset's scenario JSON), and its id in the campaign. */
export interface BattleSeed {
  readonly id: string;
  readonly scenario: unknown;
}

/**
 * A ruleset's record above single battles (Red Poppies' campaign: the casualty lists, the units and the defender's OMA
 * kept between its attack and counter-attack scenarios): how it starts, which battle comes next, and what a battle
 * leaves in it. `K` is the record, `S` a battle's state.
 */
export interface CampaignRules<K, S> {
  /** The record as JSON. */
  readonly schema: z.ZodType<K>;
  /** The record as the campaign begins, from the ruleset's campaign file. */
  start(json: unknown): K;
  /** The battle to play next, or null: the campaign is over. */
  next(record: K): BattleSeed | null;
  /** The record after the battle `seed` ended in `final`. */
  after(record: K, seed: BattleSeed, final: S): K;
}

/** A campaign in play: its ruleset, its record, and the ids of the battles played in it, in order. */
export interface Campaign<K> {
  readonly ruleset: string;
  readonly record: K;
  readonly battles: readonly string[];
}

export const CAMPAIGN_FORMAT = "hex-tactics/campaign";
export const CAMPAIGN_VERSION = 1;

/** A saved campaign; `record` is the ruleset's (`CampaignRules.schema`). */
export const SavedCampaign = z
  .object({
    format: z.literal(CAMPAIGN_FORMAT),
    version: z.literal(CAMPAIGN_VERSION),
    ruleset: z.string().min(1),
    record: z.unknown(),
    battles: z.array(z.string().min(1)),
  })
  .strict();

/** The campaign after the battle `seed` ended in `final`: the record as the ruleset leaves it, the battle added to the list. */
export const campaignAfter = <K, S>(rules: CampaignRules<K, S>, campaign: Campaign<K>, seed: BattleSeed, final: S): Campaign<K> => ({
  ...campaign,
  record: rules.after(campaign.record, seed, final),
  battles: [...campaign.battles, seed.id],
});

export const saveCampaign = <K>(rules: CampaignRules<K, unknown>, campaign: Campaign<K>): z.input<typeof SavedCampaign> => ({
  format: CAMPAIGN_FORMAT,
  version: CAMPAIGN_VERSION,
  ruleset: campaign.ruleset,
  record: z.encode(rules.schema, campaign.record),
  battles: [...campaign.battles],
});

/** A saved campaign read back with the rules of its ruleset; a bad record is refused naming its path (`$.record.…`). */
export function loadCampaign<K>(rules: CampaignRules<K, unknown>, json: unknown, source: string): Campaign<K> {
  const saved = parseData(SavedCampaign, json, source);
  const record = parseData(rules.schema, saved.record, source, ["record"]);
  return { ruleset: saved.ruleset, record, battles: saved.battles };
}
