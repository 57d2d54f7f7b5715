import { z } from "zod";
import { DiceRollJson, TraceJson } from "../../../core/json";
import { PieceId } from "../../../data/schemas/common";
import { Hex, Vertex } from "../../../map/hex-codec";
import { vertexEquals } from "../../../hex/vertex";
import type { RpBattle } from "../state";
import { BarrageJson } from "../state/markers";
import { OmaAmmo } from "../state/oma";
import { ownGroup, ownSide, ownUnit } from "../state/own";

const Rule = z.string().min(1);
const Side = z.string().min(1);

export const OmaEventSchemas = [
  /** RP 7.3: a group's pre-registered vertex recorded before play (its own side alone sees it). */
  z.object({ type: z.literal("oma-preregistered"), group: PieceId, side: Side, vertex: Vertex, rule: Rule }).strict(),
  /** RP 7.21: the one infantry unit observing for the side's trench-set groups, and its set-up hex (it cannot leave it). */
  z.object({ type: z.literal("trench-set-designated"), side: Side, unit: PieceId, hex: Hex, rule: Rule }).strict(),
  /** RP 6.1, 7.221: a cross hair on a vertex an observer sees, the hourglass `hourglass` on the turn track; the group is spent. */
  z
    .object({
      type: z.literal("oma-called"),
      group: PieceId,
      side: Side,
      vertex: Vertex,
      ammo: OmaAmmo,
      /** The observing unit (none for aircraft, RP 7.21). */
      observer: PieceId.nullable(),
      hourglass: z.number().int(),
      /** RP 7.21: called by runner instead of the group's own mode. */
      runner: z.boolean().default(false),
      rule: Rule,
    })
    .strict(),
  /** RP 7.222, 7.223: the turn marker reached the hourglass: the group is primed. */
  z.object({ type: z.literal("oma-primed"), group: PieceId, rule: Rule }).strict(),
  /** RP 7.23: a signal success roll (2d6 ≤ SS) to fire or to cancel; RP 6.2: 11+ on a failed cancel fires by accident. */
  z
    .object({
      type: z.literal("signal-rolled"),
      group: PieceId,
      purpose: z.enum(["fire", "cancel"]),
      roll: DiceRollJson,
      signal: z.number().int(),
      success: z.boolean(),
      accidental: z.boolean(),
      rule: Rule,
    })
    .strict(),
  /** RP 6.2, 7.224: cancelled: cross hair and hourglass removed (plan ruling R18). */
  z.object({ type: z.literal("oma-cancelled"), group: PieceId, rule: Rule }).strict(),
  /** RP 6.05: a called or cancelled group is spent. */
  z.object({ type: z.literal("oma-spent"), group: PieceId, rule: Rule }).strict(),
  /** RP 7.242–7.246: the FFE's accuracy die, any stray (the "1-2" spine as a bearing, the error die) and where it lands. */
  z
    .object({
      type: z.literal("ffe-landed"),
      group: PieceId,
      ammo: OmaAmmo,
      aimed: Vertex,
      accuracy: z.object({ die: z.number().int().min(1).max(6), trace: z.array(TraceJson), final: z.number().int(), hits: z.boolean() }).strict(),
      stray: z.object({ oneTwo: z.number().int().min(0).max(359), die: z.number().int().min(1).max(6) }).strict().nullable(),
      vertex: Vertex,
      hexes: z.array(Hex),
      rule: Rule,
    })
    .strict(),
  /** RP 7.11, 7.12, 7.41: a preliminary bombardment (or a creeping barrage's paralyzing one) on these hexes. */
  z.object({ type: z.literal("bombardment-fired"), side: Side, kind: z.enum(["pulverizing", "paralyzing"]), hexes: z.array(Hex), barrage: z.boolean(), rule: Rule }).strict(),
  /** RP 7.12 a/b: a dispersed unit's die: eliminated on a 6 (pulverizing), spent on 2+ (paralyzing). */
  z.object({ type: z.literal("bombardment-die"), unit: PieceId, die: z.number().int().min(1).max(6), effect: z.enum(["none", "eliminated", "spent"]), rule: Rule }).strict(),
  /** RP 7.42: a creeping barrage (by index) now on this row or column. */
  z.object({ type: z.literal("barrage-moved"), barrage: z.number().int().min(0), at: z.number().int().min(0), advancesLeft: z.number().int().min(0).nullable(), rule: Rule }).strict(),
  /** RP 7.42: a barrage detonated on its row or column this turn. */
  z.object({ type: z.literal("barrage-struck"), barrage: z.number().int().min(0), hexes: z.array(Hex), rule: Rule }).strict(),
  /** RP 7.41, AA campaign 1: a side places one of its planned creeping barrages before play. */
  z.object({ type: z.literal("barrage-planned"), side: Side, barrage: BarrageJson, rule: Rule }).strict(),
  /** RP 7.41, AA campaign 1: play has begun: the barrages not placed are forgone. */
  z.object({ type: z.literal("barrage-plans-lapsed"), rule: Rule }).strict(),
  /** The barrage has ceased (its advances are spent). */
  z.object({ type: z.literal("barrage-ceased"), barrage: z.number().int().min(0), rule: Rule }).strict(),
] as const;

type OmaEvent = z.output<(typeof OmaEventSchemas)[number]>;

export function applyOmaEvent(b: RpBattle, e: OmaEvent): void {
  switch (e.type) {
    case "oma-preregistered":
      ownGroup(b, e.group).preregistered = e.vertex;
      return;
    case "trench-set-designated":
      Object.assign(ownSide(b, e.side), { trenchSet: e.unit, trenchSetHex: e.hex });
      return;
    case "oma-called":
      ownGroup(b, e.group).crossHair = { vertex: e.vertex, ammo: e.ammo, hourglass: e.hourglass, primed: false, runner: e.runner};
      return;
    case "oma-primed":
      ownGroup(b, e.group).crossHair = { ...b.oma[e.group]!.crossHair!, primed: true };
      return;
    case "signal-rolled":
      return;
    case "oma-cancelled":
      ownGroup(b, e.group).crossHair = null;
      return;
    case "oma-spent":
      ownGroup(b, e.group).spent = true;
      return;
    case "ffe-landed": {
      const g = ownGroup(b, e.group);
      g.crossHair = null;
      g.ffe = { vertex: e.vertex, ammo: e.ammo };
      if (!g.hits.some((v) => vertexEquals(v, e.vertex))) g.hits = [...g.hits, e.vertex];
      return;
    }
    case "bombardment-fired":
      b.pbFired = true;
      if (!e.barrage) b.preliminary = b.preliminary.slice(1);
      return;
    case "bombardment-die":
      if (e.effect === "eliminated") Object.assign(ownUnit(b, e.unit), { status: "destroyed", hex: null, in: null });
      else if (e.effect === "spent") ownUnit(b, e.unit).spent = true;
      return;
    case "barrage-moved":
      b.barrages = b.barrages.map((x, i) => (i === e.barrage ? { ...x, at: e.at, advancesLeft: e.advancesLeft } : x));
      return;
    case "barrage-struck":
      b.barrages = b.barrages.map((x, i) => (i === e.barrage ? { ...x, struck: true } : x));
      return;
    case "barrage-planned": {
      b.barrages = [...b.barrages, e.barrage];
      b.barragePlans = b.barragePlans.flatMap((p) => (p.side !== e.side ? [p] : p.count > 1 ? [{ ...p, count: p.count - 1, starts: e.barrage.from }] : []));
      return;
    }
    case "barrage-plans-lapsed":
      b.barragePlans = [];
      return;
    case "barrage-ceased":
      b.barrages = b.barrages.filter((_, i) => i !== e.barrage);
      return;
  }
}
