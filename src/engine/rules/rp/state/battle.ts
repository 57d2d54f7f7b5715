import { z } from "zod";
import { ownKey, PieceId } from "../../../data/schemas/common";
import { CampaignJson } from "../campaign/state";
import { Hex, HexKey } from "../../../map/hex-codec";
import { BarrageJson, BarragePlanJson, RpMarkersJson } from "./markers";
import { OmaGroupJson } from "./oma";
import { TransportKind } from "./transport-kind";
import { RpUnitJson } from "./unit";

export const RP = "red-poppies";
export const RP_EDITION = "RPC3";

export { TRANSPORT_KINDS, TransportKind } from "./transport-kind";
const Counts = z.object({ mule: z.number().int().min(0).default(0), wagon: z.number().int().min(0).default(0), truck: z.number().int().min(0).default(0) }).strict();

export const RpSideJson = z
  .object({
    id: z.string().min(1),
    name: z.string().min(1),
    /** RP 5.11: the Central Powers win tied initiative. */
    power: z.enum(["central", "entente"]),
    /** RP 5.12, 6.01e, 6.675: the scenario's notes say the side uses infiltration tactics. */
    infiltration: z.boolean().default(false),
    /** RP 3.9, 6.662: the hexes it could set up in. */
    setUp: z.array(Hex).default([]),
    /** RP 11.42: its board edge's hexes (lines of communication), campaigns. */
    edge: z.array(Hex).default([]),
    transport: Counts.default({ mule: 0, wagon: 0, truck: 0 }),
    /** RP 6.83: groups used this turn; RP 6.85: groups lost for the scenario. */
    transportUsed: Counts.default({ mule: 0, wagon: 0, truck: 0 }),
    transportLost: Counts.default({ mule: 0, wagon: 0, truck: 0 }),
    /** RP 7.21 trench set: the one designated observer. */
    trenchSet: PieceId.nullable().default(null),
    /** RP 7.21: the trench-set observer's set-up hex, which it cannot leave. */
    trenchSetHex: Hex.optional(),
  })
  .strict();
export type RpSide = z.output<typeof RpSideJson>;

/** RP 5.1, 5.2: this turn's couplets. */
export const CoupletsJson = z
  .object({
    initiative: z.string().min(1),
    total: z.number().int().min(0),
    /** Couplets left, the one in progress included (RP 5.23). */
    left: z.number().int().min(0),
    /** Which half is in progress: the initiative side acts first (RP 5.21). */
    half: z.union([z.literal(1), z.literal(2)]),
  })
  .strict();

/** RP 6.0: the command in progress. */
export const ActivationJson = z
  .object({
    side: z.string().min(1),
    /** RP 6.01 a–e. */
    config: z.enum(["unit", "stack", "mass", "blob", "oma"]),
    /** The units activated (an OMA command: the group's id). */
    units: z.array(PieceId).min(1),
    /** Units that have taken their action (or begun a move). */
    acted: z.array(PieceId).default([]),
    /** RP 6.65: the units moving now, all in one hex. */
    moving: z.array(PieceId).default([]),
    /** RP 6.64: units that have entered every hex of their move across a road hexside. */
    road: z.array(PieceId).default([]),
    /** RP 6.82: units moving by transport, and the kind. */
    transport: z.record(PieceId, TransportKind).default({}),
    /** RP 10.21: the hex each unit of the command entered the map by. */
    entries: z.record(PieceId, Hex).default({}),
    /** RP 6.75: each MG's last shot at movers, as the MP count of the mover it fired at ("must wait for another MP"). */
    mgShots: z.record(PieceId, z.string()).default({}),
  })
  .strict();
export type Activation = z.output<typeof ActivationJson>;

/** RP 7.1: a preliminary bombardment the scenario fires before turn 1. */
export const PreliminaryJson = z.object({ side: z.string().min(1), kind: z.enum(["pulverizing", "paralyzing"]), hexes: z.array(Hex).min(1) }).strict();

/**
 * RP 10.1: what the listed side must do to win — control every hex listed, or the most of them; or (RP 10.3) have
 * `count` of its units exit the map, from the `hexes` of an edge (none listed: across any edge).
 */
export const VictoryJson = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("control"), side: z.string().min(1), hexes: z.array(Hex).min(1) }).strict(),
  z.object({ kind: z.literal("most"), hexes: z.array(Hex).min(1) }).strict(),
  z.object({ kind: z.literal("exit"), side: z.string().min(1), count: z.number().int().min(1), hexes: z.array(Hex) }).strict(),
]);

export const ScenarioFactsJson = z
  .object({
    id: z.string().min(1),
    name: z.string().min(1),
    turns: z.number().int().min(1),
    /** ISO date (RP 7.51 gas from September 1915, 8.8 wheat April–October, 11.543 scrapes up to March 1915). */
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "dates are YYYY-MM-DD"),
    night: z.boolean().default(false),
    precipitation: z.boolean().default(false),
    victory: VictoryJson.optional(),
    /** RP 10.1, AA 14.0 ("Only hexes … are in play"): the hexes units may stand in; absent: the whole map. */
    inPlay: z.array(Hex).optional(),
  })
  .strict();

export const RpBattleJson = z
  .object({
    ruleset: z.literal(RP),
    edition: z.literal(RP_EDITION),
    scenario: ScenarioFactsJson,
    sides: z.tuple([RpSideJson, RpSideJson]),
    turn: z.number().int().min(1),
    phase: z.enum(["preliminary", "initiative", "couplets", "ended", "campaign"]),
    couplets: CoupletsJson.nullable().default(null),
    /** RP 5.12: the last turn's night reduction left 0 couplets. */
    zeroLast: z.boolean().default(false),
    activation: ActivationJson.nullable().default(null),
    units: z.record(PieceId, RpUnitJson),
    oma: z.record(PieceId, OmaGroupJson).default({}),
    markers: RpMarkersJson.default({ scrapes: [], smoke: [], gas: [], breaches: [], bombStops: [], trenches: [], blockhouses: [], hallowed: null }),
    /** RP 6.679: hallowed ground made this scenario (a campaign day: RP ruling R23). */
    hallowedUsed: z.boolean().default(false),
    barrages: z.array(BarrageJson).default([]),
    /** RP 7.41, AA campaign 1: creeping barrages a side may still place before play (scenario `barragePlans`). */
    barragePlans: z.array(BarragePlanJson).default([]),
    preliminary: z.array(PreliminaryJson).default([]),
    /** RP 7.14: a PB was fired this scenario. */
    pbFired: z.boolean().default(false),
    /** RP 3.9: the last side to have solely occupied each hex. */
    control: z.record(HexKey, z.string().min(1)).default({}),
    winner: z.string().nullable().default(null),
    /** RP 11.0: the campaign this battle is (its segments between scenarios are the phase `campaign`). */
    campaign: CampaignJson.optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    const ids = b.sides.map((s) => s.id);
    const side = (value: string, path: PropertyKey[]) => {
      if (!ids.includes(value)) ctx.addIssue({ code: "custom", path, message: `no side "${value}" in this battle (its sides: ${ids.join(", ")})` });
    };
    // Side ids key records (campaign night attacks) and a scenario's id names it: never a name every object inherits.
    b.sides.forEach((s, i) => {
      if (!ownKey(s.id)) ctx.addIssue({ code: "custom", path: ["sides", i, "id"], message: "this name is reserved by JavaScript: choose another id" });
    });
    if (!ownKey(b.scenario.id)) ctx.addIssue({ code: "custom", path: ["scenario", "id"], message: "this name is reserved by JavaScript: choose another id" });
    if (b.scenario.victory?.kind === "control" || b.scenario.victory?.kind === "exit") side(b.scenario.victory.side, ["scenario", "victory", "side"]);
    if (b.markers.hallowed) side(b.markers.hallowed.side, ["markers", "hallowed", "side"]);
    if (ids[0] === ids[1]) ctx.addIssue({ code: "custom", path: ["sides", 1, "id"], message: "the two sides need two ids" });
    if (b.sides[0].power === b.sides[1].power) ctx.addIssue({ code: "custom", path: ["sides", 1, "power"], message: "one side is the Central Powers, the other the Entente (RP 5.11)" });
    for (const [id, u] of Object.entries(b.units)) {
      side(u.side, ["units", id, "side"]);
      if (u.status === "on-map" && u.hex === null) ctx.addIssue({ code: "custom", path: ["units", id, "hex"], message: "a unit on the map stands in a hex" });
      if (u.status === "waiting" && u.arrives === undefined) ctx.addIssue({ code: "custom", path: ["units", id, "arrives"], message: "a waiting unit says when and where it arrives (RP 10.2)" });
    }
    for (const [id, g] of Object.entries(b.oma)) side(g.side, ["oma", id, "side"]);
    b.sides.forEach((s, i) => {
      if (s.trenchSet !== null && b.units[s.trenchSet]?.side !== s.id) ctx.addIssue({ code: "custom", path: ["sides", i, "trenchSet"], message: `"${s.trenchSet}" is not a unit of ${s.id}` });
    });
    if (b.couplets) side(b.couplets.initiative, ["couplets", "initiative"]);
    if (b.activation) side(b.activation.side, ["activation", "side"]);
    b.preliminary.forEach((p, i) => side(p.side, ["preliminary", i, "side"]));
    b.barrages.forEach((p, i) => side(p.side, ["barrages", i, "side"]));
    b.barragePlans.forEach((p, i) => side(p.side, ["barragePlans", i, "side"]));
    for (const [hex, s] of Object.entries(b.control)) side(s, ["control", hex]);
    if (b.winner !== null) side(b.winner, ["winner"]);
    if (b.campaign) for (const role of ["attacker", "defender"] as const) side(b.campaign[role], ["campaign", role]);
    if (b.campaign?.placer) side(b.campaign.placer, ["campaign", "placer"]);
    for (const [id, r] of Object.entries(b.campaign?.reserve ?? {})) side(r.unit.side, ["campaign", "reserve", id, "unit", "side"]);
    for (const [id, r] of Object.entries(b.campaign?.reserveOma ?? {})) side(r.group.side, ["campaign", "reserveOma", id, "group", "side"]);
    b.campaign?.toPlace.forEach((p, i) => side(p.side, ["campaign", "toPlace", i, "side"]));
    b.campaign?.sealed.forEach((p, i) => side(p.side, ["campaign", "sealed", i, "side"]));
    for (const s of Object.keys(b.campaign?.nightAttacked ?? {})) side(s, ["campaign", "nightAttacked", s]);
  });
export type RpBattle = z.output<typeof RpBattleJson>;
export type RpBattleInput = z.input<typeof RpBattleJson>;
