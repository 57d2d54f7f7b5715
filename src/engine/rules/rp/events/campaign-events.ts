import { z } from "zod";
import { own } from "../../../core/draft";
import { PieceId } from "../../../data/schemas/common";
import { Hex } from "../../../map/hex-codec";
import { nextPlacer } from "../campaign/placing";
import { CampaignSegment, SCENARIO_SEGMENTS } from "../campaign/state";
import type { RpBattle, RpUnit } from "../state";
import type { OmaGroup } from "../state/oma";
import { addUnit, ownCampaign, ownGroup, ownSide, ownUnit } from "../state/own";

const Rule = z.string().min(1);
const Side = z.string().min(1);
const Choice = z.object({ side: Side, attack: z.boolean() }).strict();

export const CampaignEventSchemas = [
  /** RP 11.02, 11.11: a day begins (its date): the day's reinforcements arrive, last night's recoveries wait to be placed. */
  z.object({ type: z.literal("campaign-day-began"), day: z.number().int().min(2), date: z.string(), rule: Rule }).strict(),
  /** RP 11.02: a segment that is not a scenario begins (`over`: the campaign has ended). */
  z.object({ type: z.literal("campaign-segment-began"), segment: CampaignSegment, rule: Rule }).strict(),
  /** RP 11.12: a recovery or reinforcement placed on the map. */
  z.object({ type: z.literal("campaign-placed"), unit: PieceId, side: Side, hex: Hex, rule: Rule }).strict(),
  /** RP 11.12 a: a reinforcement listed for placement enters through its side's board edge instead (RP 10.2). */
  z.object({ type: z.literal("campaign-edge-entry"), unit: PieceId, side: Side, rule: Rule }).strict(),
  /** RP 11.2, 11.31, 11.521: a scenario of the day begins at turn 1; the counter-attack's hourglasses come `shift` turns nearer (ruling R27). */
  z
    .object({
      type: z.literal("campaign-scenario-began"),
      scenario: z.enum(SCENARIO_SEGMENTS),
      turns: z.number().int().min(1),
      night: z.boolean(),
      shift: z.number().int().min(0),
      rule: Rule,
    })
    .strict(),
  /** RP 11.2, 11.33: a scenario of the day is over; units stay where they are; its creeping barrages end. */
  z.object({ type: z.literal("campaign-scenario-ended"), scenario: z.enum(SCENARIO_SEGMENTS), rule: Rule }).strict(),
  /** RP 11.2, 11.33: cross hairs and hourglasses taken off. */
  z.object({ type: z.literal("cross-hairs-removed"), groups: z.array(PieceId), rule: Rule }).strict(),
  /** RP 11.41: each side's die to see who checks lines of communication first (ties rolled again). */
  z.object({ type: z.literal("isolation-rolled"), dice: z.array(z.object({ side: Side, die: z.number().int().min(1).max(6) }).strict()).length(2), first: Side, rule: Rule }).strict(),
  /** RP 11.521: a side's night-attack counter, face down (the other side sees `attack` null until both are down). */
  z.object({ type: z.literal("night-attack-sealed"), side: Side, attack: z.boolean().nullable(), rule: Rule }).strict(),
  /** RP 11.521: both counters revealed at once. */
  z.object({ type: z.literal("night-attack-revealed"), choices: z.array(Choice).length(2), rule: Rule }).strict(),
  /** RP 11.531, 11.532: the casualties a side takes back, to be placed the next day. */
  z.object({ type: z.literal("campaign-recovered"), side: Side, units: z.array(PieceId), rule: Rule }).strict(),
  /** RP 11.533: the casualties left, removed for the rest of the campaign. */
  z.object({ type: z.literal("casualties-removed"), units: z.array(PieceId), rule: Rule }).strict(),
  /** RP 11.54, 11.55: a side has improved its positions, or redeployed. */
  z.object({ type: z.literal("campaign-side-done"), side: Side, rule: Rule }).strict(),
] as const;

type CampaignEvent = z.output<(typeof CampaignEventSchemas)[number]>;

const addGroup = (b: RpBattle, id: string, g: OmaGroup): void => {
  own<Record<string, OmaGroup>>(b, b, "oma")[id] = g;
};

/** A new scenario of the day: turn 1, nothing of the last one's turn in progress (RP 7.14 PB and 6.85 transport: per scenario; ruling R3). */
function beginScenario(b: RpBattle, e: Extract<CampaignEvent, { type: "campaign-scenario-began" }>): void {
  const c = ownCampaign(b);
  c.segment = e.scenario;
  c.done = [];
  if (e.shift)
    for (const [id, g] of Object.entries(b.oma))
      if (g.crossHair) ownGroup(b, id).crossHair = { ...g.crossHair, hourglass: g.crossHair.hourglass - e.shift };
  b.scenario = { ...b.scenario, turns: e.turns, night: e.night };
  Object.assign(b, { turn: 1, phase: "initiative", couplets: null, activation: null, zeroLast: false, pbFired: false, winner: null });
  for (const s of b.sides) Object.assign(ownSide(b, s.id), { transportUsed: { mule: 0, wagon: 0, truck: 0 }, transportLost: { mule: 0, wagon: 0, truck: 0 } });
  // A scenario begins with its units ready (the night's melees spent some, RP 6.678).
  for (const [id, u] of Object.entries(b.units)) if (u.spent || u.mpSpent || u.lostChecked || u.dug) Object.assign(ownUnit(b, id), { spent: false, mpSpent: 0, lostChecked: false, dug: false });
}

/** RP 11.11: the reinforcements of `day` come off the campaign's reserve; RP 11.12: the placed ones and recoveries wait to be placed. */
function arrive(b: RpBattle, day: number): void {
  const c = ownCampaign(b);
  for (const [id, r] of Object.entries(c.reserve)) {
    if (r.day !== day) continue;
    if (r.how === "place") {
      c.toPlace.push({ unit: id, side: r.unit.side, hexes: r.hexes });
      continue;
    }
    addUnit(b, id, { ...r.unit, status: "waiting", hex: null, in: null, arrives: { turn: 1, how: "enter", hexes: r.hexes } });
    delete c.reserve[id];
  }
  for (const [id, r] of Object.entries(c.reserveOma)) {
    if (r.day !== day) continue;
    addGroup(b, id, r.group);
    delete c.reserveOma[id];
  }
  for (const t of c.reserveTransport.filter((x) => x.day === day)) {
    const side = ownSide(b, t.side);
    side.transport = { ...side.transport, [t.kind]: side.transport[t.kind] + t.count };
  }
  c.reserveTransport = c.reserveTransport.filter((x) => x.day !== day);
  c.placer = nextPlacer(c, null);
  c.placed = 0;
}

export function applyCampaignEvent(b: RpBattle, e: CampaignEvent): void {
  switch (e.type) {
    case "campaign-day-began": {
      const c = ownCampaign(b);
      Object.assign(c, { day: e.day, segment: "reinforcements", done: [], sealed: [] });
      b.scenario = { ...b.scenario, date: e.date };
      // RP 6.679, ruling R23: hallowed ground once per day.
      b.hallowedUsed = false;
      b.phase = "campaign";
      arrive(b, e.day);
      return;
    }
    case "campaign-segment-began":
      Object.assign(ownCampaign(b), { segment: e.segment, done: [] });
      b.phase = e.segment === "over" ? "ended" : "campaign";
      return;
    case "campaign-placed": {
      const c = ownCampaign(b);
      const reserved = c.reserve[e.unit];
      if (reserved) {
        addUnit(b, e.unit, { ...reserved.unit, status: "on-map", hex: e.hex, in: null });
        delete c.reserve[e.unit];
      } else Object.assign(ownUnit(b, e.unit), { status: "on-map", hex: e.hex, in: null });
      c.toPlace = c.toPlace.filter((p) => p.unit !== e.unit);
      c.placed = e.side === c.placer ? c.placed + 1 : 1;
      const placer = nextPlacer(c, e.side);
      // A new turn of four: the other side's, or (the other having none) the same side's again.
      if (placer !== e.side || c.placed === 4) c.placed = 0;
      c.placer = placer;
      return;
    }
    case "campaign-edge-entry": {
      // Off the reserve, out of the placements (none made yet), waiting at its side's edge from turn 1.
      const c = ownCampaign(b);
      const edge = b.sides.find((s) => s.id === e.side)!.edge;
      addUnit(b, e.unit, { ...c.reserve[e.unit]!.unit, status: "waiting", hex: null, in: null, arrives: { turn: 1, how: "enter", hexes: edge } });
      delete c.reserve[e.unit];
      c.toPlace = c.toPlace.filter((p) => p.unit !== e.unit);
      c.placer = nextPlacer(c, null);
      return;
    }
    case "campaign-scenario-began":
      beginScenario(b, e);
      return;
    case "campaign-scenario-ended":
      b.phase = "campaign";
      b.winner = null;
      // A creeping barrage is the scenario's (RP 7.4): it ends with it.
      b.barrages = [];
      b.scenario = { ...b.scenario, night: false };
      return;
    case "cross-hairs-removed":
      for (const id of e.groups) ownGroup(b, id).crossHair = null;
      return;
    case "isolation-rolled":
      return;
    case "night-attack-sealed":
      ownCampaign(b).sealed.push({ side: e.side, attack: e.attack });
      return;
    case "night-attack-revealed": {
      const c = ownCampaign(b);
      c.sealed = [];
      for (const ch of e.choices) if (ch.attack) c.nightAttacked[ch.side] = c.day;
      return;
    }
    case "campaign-recovered": {
      const c = ownCampaign(b);
      for (const unit of e.units) c.toPlace.push({ unit, side: e.side, hexes: null });
      c.done.push(e.side);
      return;
    }
    case "casualties-removed":
      ownCampaign(b).lost.push(...e.units);
      return;
    case "campaign-side-done":
      ownCampaign(b).done.push(e.side);
      return;
  }
}
