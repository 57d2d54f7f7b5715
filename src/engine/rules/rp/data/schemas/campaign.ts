import { z } from "zod";
import { Provenance } from "../../../../data/provenance";
import { Id } from "../../../../data/schemas/common";
import { RP, RP_EDITION } from "../../state/battle";
import { TransportKind } from "../../state/transport-kind";
import { Deployment } from "../../state/unit";
import { HexAreas } from "./hex-area";
import { RpScenarioOma } from "./scenario";

const Day = z.number().int().min(2);

/** RP 11.11, 11.12: a later day's reinforcements: entering by their hexes during play, or placed in them (11.12 b–d). */
export const RpCampaignReinforcement = z
  .object({ day: Day, side: Id, counter: Id, count: z.number().int().min(1).default(1), face: Deployment.default("formed"), how: z.enum(["enter", "place"]), hexes: HexAreas })
  .strict();

/** RP 11.11: an off-map artillery group arriving on a later day (AA campaign 1: French groups on day 2). */
export const RpCampaignOma = RpScenarioOma.omit({ from: true }).extend({ day: Day }).strict();

/** RP 6.81, 11.11: transport groups arriving on a later day (AA campaign 1: "20 Eingreif Companies, 2 Trucks"). */
export const RpCampaignTransport = z.object({ day: Day, side: Id, kind: TransportKind, count: z.number().int().min(1).default(1) }).strict();

/**
 * A Red Poppies campaign game (RP 11.01): the scenario its first day's attack is played on, its length in days, its
 * attacker and defender and their board edges (lines of communication, RP 11.42), and later days' reinforcements.
 */
export const RpCampaignFile = z
  .object({
    ruleset: z.literal(RP),
    edition: z.literal(RP_EDITION),
    id: Id,
    name: z.string().min(1),
    provenance: Provenance,
    /** The id of the scenario that sets up day 1. */
    scenario: Id,
    days: z.number().int().min(1),
    attacker: Id,
    defender: Id,
    /** RP 11.01: each side's board edge, by side id. */
    edges: z.record(Id, HexAreas),
    reinforcements: z.array(RpCampaignReinforcement).default([]),
    oma: z.array(RpCampaignOma).default([]),
    transport: z.array(RpCampaignTransport).default([]),
    notes: z.array(z.string().min(1)).default([]),
  })
  .strict()
  .superRefine((c, ctx) => {
    const fail = (path: PropertyKey[], message: string) => ctx.addIssue({ code: "custom", path, message });
    if (c.attacker === c.defender) fail(["defender"], "the attacker and the defender are two sides (RP 11.01)");
    const sides = [c.attacker, c.defender];
    const side = (id: string, path: PropertyKey[]) => sides.includes(id) || fail(path, `no side "${id}" in this campaign (its sides: ${sides.join(", ")})`);
    for (const s of sides) if (!Object.hasOwn(c.edges, s)) fail(["edges"], `${s}'s board edge is missing (RP 11.01)`);
    for (const s of Object.keys(c.edges)) side(s, ["edges", s]);
    const day = (d: number, path: PropertyKey[]) => d <= c.days || fail(path, `day ${d} is after the campaign's last (${c.days})`);
    c.reinforcements.forEach((r, i) => (side(r.side, ["reinforcements", i, "side"]), day(r.day, ["reinforcements", i, "day"])));
    c.oma.forEach((g, i) => (side(g.side, ["oma", i, "side"]), day(g.day, ["oma", i, "day"])));
    c.transport.forEach((t, i) => (side(t.side, ["transport", i, "side"]), day(t.day, ["transport", i, "day"])));
  });
export type RpCampaignFile = z.output<typeof RpCampaignFile>;
