import { z } from "zod";
import { TraceJson } from "../../../core/json";
import { PieceId } from "../../../data/schemas/common";
import { Hex } from "../../../map/hex-codec";
import type { RpBattle } from "../state";
import { TransportKind } from "../state/battle";
import { ownActivation, ownControl, ownGroup, ownMarkers, ownSide, ownUnit } from "../state/own";

const Rule = z.string().min(1);
const Side = z.string().min(1);
const Die = z.number().int().min(1).max(6);

export const TurnEventSchemas = [
  /** RP 5.11, 5.12: each side's die, who has the initiative and how many couplets (with each change and its rule). */
  z
    .object({
      type: z.literal("initiative-rolled"),
      dice: z.array(z.object({ side: Side, die: Die }).strict()).length(2),
      initiative: Side,
      couplets: z.number().int().min(0),
      trace: z.array(TraceJson),
      /** RP 5.12: the night reduction left 0 couplets (no reduction next turn). */
      zeroByNight: z.boolean(),
    })
    .strict(),
  /** RP 5.21, 5.23: a side's half of a couplet ends (it commanded, or passed). */
  z.object({ type: z.literal("half-ended"), side: Side, passed: z.boolean() }).strict(),
  /** RP 6.01: a command activates these units (or an OMA group). */
  z.object({ type: z.literal("activated"), side: Side, config: z.enum(["unit", "stack", "mass", "blob", "oma"]), units: z.array(PieceId).min(1), rule: Rule }).strict(),
  /** A unit of the command takes its action, or begins its move (`moving`, RP 6.65). */
  z.object({ type: z.literal("acting"), unit: PieceId, moving: z.boolean() }).strict(),
  /** RP 6.65: these units are no longer moving (spent by the caller's `unit-spent` events). */
  z.object({ type: z.literal("move-ended"), units: z.array(PieceId) }).strict(),
  /** RP 6.64: whether a unit still travels only along roads this move. */
  z.object({ type: z.literal("road-move"), unit: PieceId, road: z.boolean() }).strict(),
  /** RP 6.82, 6.83: a unit moves by a transport group. */
  z.object({ type: z.literal("transport-used"), unit: PieceId, side: Side, kind: TransportKind, rule: Rule }).strict(),
  /** RP 6.85: a transport group lost for the scenario. */
  z.object({ type: z.literal("transport-lost"), side: Side, kind: TransportKind, rule: Rule }).strict(),
  /** RP 6.75: an MG fired at movers and stays ready; `mark` names the MP it fired at. */
  z.object({ type: z.literal("mg-stayed-ready"), unit: PieceId, mark: z.string().min(1), rule: Rule }).strict(),
  /** The command is over: its units have acted. */
  z.object({ type: z.literal("activation-ended"), side: Side }).strict(),
  /** RP 5.3: the administration phase (spent, FFE, smoke, shovels as chosen, movement, the turn marker; gas on the last turn). */
  z.object({ type: z.literal("administration"), turn: z.number().int().min(1), last: z.boolean() }).strict(),
  /** RP 5.0: a new turn begins. */
  z.object({ type: z.literal("turn-began"), turn: z.number().int().min(2) }).strict(),
  /** RP 3.9: the last side to have solely occupied a hex controls it. */
  z.object({ type: z.literal("control-changed"), hex: Hex, side: Side }).strict(),
  /** RP 10.1: the scenario is over. */
  z.object({ type: z.literal("battle-ended"), winner: Side.nullable(), rule: Rule, trace: z.array(TraceJson).default([]) }).strict(),
] as const;

type TurnEvent = z.output<(typeof TurnEventSchemas)[number]>;

const removeFrom = (list: string[], ids: readonly string[]): string[] => list.filter((id) => !ids.includes(id));

export function applyTurnEvent(b: RpBattle, e: TurnEvent): void {
  switch (e.type) {
    case "initiative-rolled":
      b.couplets = { initiative: e.initiative, total: e.couplets, left: e.couplets, half: 1 };
      b.zeroLast = e.zeroByNight;
      b.phase = "couplets";
      return;
    case "half-ended": {
      const c = b.couplets!;
      b.activation = null;
      b.couplets = c.half === 1 ? { ...c, half: 2 } : { ...c, half: 1, left: c.left - 1 };
      return;
    }
    case "activated":
      b.activation = { side: e.side, config: e.config, units: [...e.units], acted: [], moving: [], road: [], transport: {}, entries: {}, mgShots: {} };
      return;
    case "acting": {
      const a = ownActivation(b);
      if (!a.acted.includes(e.unit)) a.acted.push(e.unit);
      if (e.moving && !a.moving.includes(e.unit)) a.moving.push(e.unit);
      return;
    }
    case "move-ended": {
      if (b.activation) ownActivation(b).moving = removeFrom(b.activation.moving, e.units);
      return;
    }
    case "road-move": {
      const a = ownActivation(b);
      a.road = e.road ? [...removeFrom(a.road, [e.unit]), e.unit] : removeFrom(a.road, [e.unit]);
      return;
    }
    case "transport-used": {
      ownActivation(b).transport[e.unit] = e.kind;
      const s = ownSide(b, e.side);
      s.transportUsed = { ...s.transportUsed, [e.kind]: s.transportUsed[e.kind] + 1 };
      return;
    }
    case "transport-lost": {
      const s = ownSide(b, e.side);
      s.transportLost = { ...s.transportLost, [e.kind]: s.transportLost[e.kind] + 1 };
      return;
    }
    case "mg-stayed-ready":
      ownActivation(b).mgShots[e.unit] = e.mark;
      return;
    case "activation-ended":
      b.activation = null;
      return;
    case "administration": {
      for (const [id, u] of Object.entries(b.units)) if (u.spent || u.mpSpent || u.lostChecked || u.dug) Object.assign(ownUnit(b, id), { spent: false, mpSpent: 0, lostChecked: false, dug: false });
      for (const [id, g] of Object.entries(b.oma)) if (g.spent || g.ffe) Object.assign(ownGroup(b, id), { spent: false, ffe: null });
      const m = ownMarkers(b);
      m.smoke = [];
      if (e.last) m.gas = [];
      for (const s of b.sides) ownSide(b, s.id).transportUsed = { mule: 0, wagon: 0, truck: 0 };
      b.couplets = null;
      b.activation = null;
      b.phase = "initiative";
      return;
    }
    case "turn-began":
      b.turn = e.turn;
      return;
    case "control-changed":
      ownControl(b)[String(e.hex)] = e.side;
      return;
    case "battle-ended":
      b.phase = "ended";
      b.winner = e.winner;
      b.couplets = null;
      b.activation = null;
      return;
  }
}
