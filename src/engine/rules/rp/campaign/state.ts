import { z } from "zod";
import { PieceId } from "../../../data/schemas/common";
import { Hex } from "../../../map/hex-codec";
import { OmaGroupJson } from "../state/oma";
import { TransportKind } from "../state/transport-kind";
import { RpUnitJson } from "../state/unit";

/**
 * RP 11.0: a campaign is ONE long battle. Its days' segments are phases of the battle played by commands, so a campaign
 * saves, reloads and replays like any game. (The core's `CampaignRules`, core/campaign.ts, is a seam for games whose
 * campaigns are a series of separate battles; the Red Poppies campaign is not one, and does not use it.)
 */

/** RP 11.02: a day's segments and the night's sub-segments, in order (`over`: the campaign has ended). */
export const CAMPAIGN_SEGMENTS = ["reinforcements", "attack", "counter-attack", "night-attack", "night", "recover", "improve", "redeploy", "over"] as const;
export const CampaignSegment = z.enum(CAMPAIGN_SEGMENTS);
export type CampaignSegment = z.output<typeof CampaignSegment>;
/** The segments that are scenarios (RP 11.2, 11.3, 11.521). */
export const SCENARIO_SEGMENTS = ["attack", "counter-attack", "night"] as const satisfies readonly CampaignSegment[];
export type ScenarioSegment = (typeof SCENARIO_SEGMENTS)[number];

/** RP 11.11, 11.12: a reinforcement of a later day: entering by a board edge during play, or placed in listed hexes. */
export const ReserveUnitJson = z.object({ day: z.number().int().min(1), how: z.enum(["enter", "place"]), hexes: z.array(Hex).min(1), unit: RpUnitJson }).strict();
/** RP 11.11: an off-map artillery group arriving on a later day. */
export const ReserveGroupJson = z.object({ day: z.number().int().min(1), group: OmaGroupJson }).strict();

/** RP 6.81, 11.11: transport groups a side receives on a later day (AA campaign 1: two German trucks on day 2). */
export const ReserveTransportJson = z.object({ day: z.number().int().min(1), side: z.string().min(1), kind: TransportKind, count: z.number().int().min(1) }).strict();

/** RP 11.12: a unit to place in this reinforcement segment: a recovery (anywhere 11.12 allows) or a reinforcement (in its hexes). */
export const ToPlaceJson = z.object({ unit: PieceId, side: z.string().min(1), hexes: z.array(Hex).nullable() }).strict();
export type ToPlace = z.output<typeof ToPlaceJson>;

/** RP 11.521: a side's night-attack counter, face down until both are down (null: hidden from the side viewing). */
export const SealedJson = z.object({ side: z.string().min(1), attack: z.boolean().nullable() }).strict();

/**
 * The campaign a battle is part of. The date is the scenario's (`scenario.date`, moved on a day each day, RP 11.02).
 * The day's casualty list (RP 11.01) is every unit destroyed and neither removed for the campaign (`lost`) nor waiting
 * to be placed (`toPlace`): see casualties.ts. Captured units have the status `captured` (RP 11.531).
 */
export const CampaignJson = z
  .object({
    day: z.number().int().min(1),
    days: z.number().int().min(1),
    /** RP 11.01: the campaign's attacker and defender (the AA campaign: Germans defend, ruling R25). */
    attacker: z.string().min(1),
    defender: z.string().min(1),
    segment: CampaignSegment,
    /** RP 11.12 a: whose turn it is to place, and how many it has placed this turn (four a turn). */
    placer: z.string().min(1).nullable().default(null),
    placed: z.number().int().min(0).max(4).default(0),
    toPlace: z.array(ToPlaceJson).default([]),
    /** RP 11.533: units removed from play for the campaign (casualties not recovered). */
    lost: z.array(PieceId).default([]),
    /** RP 11.11: later days' reinforcements and OMA groups, by id. */
    reserve: z.record(PieceId, ReserveUnitJson).default({}),
    reserveOma: z.record(PieceId, ReserveGroupJson).default({}),
    reserveTransport: z.array(ReserveTransportJson).default([]),
    /** RP 11.521: the last day each side chose a night attack ("not two days in a row"). */
    nightAttacked: z.record(z.string().min(1), z.number().int().min(1)).default({}),
    /** RP 11.521: tonight's counters, face down. */
    sealed: z.array(SealedJson).default([]),
    /** The sides that have done the sub-segment in progress (recover, improve, redeploy). */
    done: z.array(z.string().min(1)).default([]),
  })
  .strict();
export type Campaign = z.output<typeof CampaignJson>;
