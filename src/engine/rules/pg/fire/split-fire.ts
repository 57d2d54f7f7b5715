import { z } from "zod";
import { Refusal, refuseUnless } from "../../../core/refusal";
import { PieceId } from "../../../data/schemas/common";
import { DirectFire } from "../../series/commands/shapes";
import { directFire, type CheckedFire, type FireParts } from "../../series/fire/command";
import { tracedBy } from "../../series/text";
import type { PgContext } from "../commands/context";
import type { PgBattle } from "../state";
import { say } from "../text";
import { hmgPart } from "./hmg-part";
import { HMG_SMALLEST_PART, splitValue } from "./hmg-split";

/** PG 10.2, 7.23: the series' direct fire, with the points each HMG splitting its fire fires at this hex (absent: all it has left). */
export const PgDirectFire = DirectFire.extend({ parts: z.record(PieceId, z.number().int().positive()).optional() });
export type PgFireCommand = z.output<typeof PgDirectFire>;

interface Part {
  readonly part: number;
  readonly value: number;
  readonly left: number;
}

/**
 * PG 7.23: the firers splitting their fire, checked once the rest of the fire is: each part at least 3, at most the
 * points left, and only an HMG's whose value makes two parts. Each part is recorded; the HMG is marked MOVED/FIRED when
 * it has no part of 3 left (7.46), or when its segment ends (3.13).
 */
function firedParts(ctx: PgContext, c: PgFireCommand, { firers }: CheckedFire<PgBattle>): FireParts<PgBattle> {
  const cite = ctx.rules.cite("7.23");
  for (const id of Object.keys(c.parts ?? {})) refuseUnless(c.firers.includes(id), cite, say("fire.split.not-firing", { piece: ctx.state.units.get(id)?.name ?? id }));
  const parts = new Map<string, Part>();
  for (const u of firers) {
    const used = ctx.state.activation!.hmgFired?.[u.id] ?? 0;
    const asked = c.parts?.[u.id];
    if (asked === undefined && used === 0) continue;
    const value = splitValue(u)!;
    const part = asked ?? value - used;
    const p = hmgPart(u, part, used);
    if (!p.allowed) throw new Refusal(cite, say(`fire.split.${p.reason}`, { unit: u.name, part, fire: value, left: value - used }));
    if (part < value) parts.set(u.id, { part, value, left: p.left });
  }
  for (const [unit, p] of parts) ctx.emit({ type: "hmg-part-fired", unit, points: p.part, rule: cite });
  return {
    unfired: (u) => {
      const p = parts.get(u.id);
      return p ? tracedBy(say, "fire.hmg-part", p.part - p.value, { unit: u.name, part: p.part, fire: p.value }, cite) : null;
    },
    keepsPoints: (u) => (parts.get(u.id)?.left ?? 0) >= HMG_SMALLEST_PART,
  };
}

/** PG 10.0–10.2, 7.23: the series' direct fire, HMGs firing a part of their value when they split it. */
export const pgDirectFire = (ctx: PgContext, c: PgFireCommand): void => directFire(ctx, c, (fire) => firedParts(ctx, c, fire));
