import { z } from "zod";
import { RatingCheckFields, TraceJson } from "../../../core/json";
import { PieceId } from "../../../data/schemas/common";
import { Hex } from "../../../map/hex-codec";
import type { RpBattle } from "../state";
import { ownActivation, ownUnit } from "../state/own";
import { Deployment, InFieldwork } from "../state/unit";

const Rule = z.string().min(1);

/** What made a cohesion check (RP 3.71): fire or melee can destroy on 11+, a move-induced check never (RP 3.73). */
export const CheckCause = z.enum(["area-fire", "anti-tank", "ffe", "gas", "melee", "lost", "bog", "rally", "barrage"]);
export type CheckCause = z.output<typeof CheckCause>;
/** RP 3.72, 3.73, 3.8: what a check did. */
export const CheckOutcome = z.enum(["no-effect", "dispersed", "destroyed", "rallied"]);

export const UnitEventSchemas = [
  /** RP 6.61, 6.62: one MP spent entering a hex (RP 10.21 from off the map: `from` null). */
  z.object({ type: z.literal("unit-moved"), unit: PieceId, from: Hex.nullable(), to: Hex, mp: z.number().int().min(0), rule: Rule }).strict(),
  /** RP 6.62, 8.31, 8.32: into a trench or blockhouse of its hex (by an MP, or along connecting trench artwork). */
  z.object({ type: z.literal("went-in"), unit: PieceId, into: InFieldwork, mp: z.number().int().min(0), rule: Rule }).strict(),
  /** Out of a trench or blockhouse (leaving the hex other than along a connecting trench, RP 8.321, 8.33). */
  z.object({ type: z.literal("came-out"), unit: PieceId, rule: Rule }).strict(),
  /** RP 3.72, 3.73, 3.8: a cohesion check, its modifiers (one per category, RP 6.53) and outcome. */
  z
    .object({
      type: z.literal("cohesion-checked"),
      unit: PieceId,
      cause: CheckCause,
      ...RatingCheckFields,
      /** Modifiers of a category the target did not choose (RP 6.53). */
      unchosen: z.array(TraceJson).default([]),
      outcome: CheckOutcome,
      rule: Rule,
    })
    .strict(),
  /** RP 3.2, 6.3, 7.12, 11.534: turned to its other side (spent too, where the rule spends it). */
  z.object({ type: z.literal("unit-flipped"), unit: PieceId, face: Deployment, spent: z.boolean(), rule: Rule }).strict(),
  /** RP 6.05: marked spent. */
  z.object({ type: z.literal("unit-spent"), unit: PieceId, rule: Rule }).strict(),
  /** RP 3.73, 7.12: removed from play; captured (RP 11.531) units cannot be recovered. */
  z.object({ type: z.literal("unit-destroyed"), unit: PieceId, captured: z.boolean().default(false), rule: Rule }).strict(),
  /** RP 10.22, 11.12: placed on the map. */
  z.object({ type: z.literal("unit-placed"), unit: PieceId, hex: Hex, rule: Rule }).strict(),
  /** RP 10.3: left the map, never to return. */
  z.object({ type: z.literal("unit-exited"), unit: PieceId, from: Hex, rule: Rule }).strict(),
  /** RP 6.4: dug (a shovel placed on it). */
  z.object({ type: z.literal("unit-dug"), unit: PieceId, rule: Rule }).strict(),
] as const;

type UnitEvent = z.output<(typeof UnitEventSchemas)[number]>;

/** RP 3.72: a failed check disperses and spends; RP 3.73: 11+ from fire or melee destroys; RP 3.8: a passed rally forms and spends. */
export function applyUnitEvent(b: RpBattle, e: UnitEvent): void {
  const u = ownUnit(b, e.unit);
  switch (e.type) {
    case "unit-moved":
      if (e.from === null && b.activation) ownActivation(b).entries[e.unit] = e.to;
      u.hex = e.to;
      u.status = "on-map";
      u.in = null;
      u.mpSpent += e.mp;
      return;
    case "went-in":
      u.in = e.into;
      u.mpSpent += e.mp;
      return;
    case "came-out":
      u.in = null;
      return;
    case "cohesion-checked":
      if (e.outcome === "dispersed") Object.assign(u, { face: "dispersed", spent: true });
      else if (e.outcome === "rallied") Object.assign(u, { face: "formed", spent: true });
      else if (e.outcome === "destroyed") Object.assign(u, { status: "destroyed", hex: null, in: null });
      return;
    case "unit-flipped":
      u.face = e.face;
      if (e.spent) u.spent = true;
      return;
    case "unit-spent":
      u.spent = true;
      return;
    case "unit-destroyed":
      Object.assign(u, { status: e.captured ? "captured" : "destroyed", hex: null, in: null });
      return;
    case "unit-placed":
      Object.assign(u, { status: "on-map", hex: e.hex, in: null });
      return;
    case "unit-exited":
      Object.assign(u, { status: "exited", hex: null, in: null, exitedFrom: e.from });
      return;
    case "unit-dug":
      u.dug = true;
      u.spent = true;
      return;
  }
}
