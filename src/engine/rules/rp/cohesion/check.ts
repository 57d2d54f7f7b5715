import { totalModifiers, type Modifier } from "../../../core/modifiers";
import { ratedRoll } from "../../../core/rating-check";
import { sayer } from "../../../core/text";
import { distance } from "../../../hex/axial";
import type { RpContext } from "../context";
import type { RpEvent } from "../events/schema";
import type { CheckCause } from "../events/unit-events";
import type { RpBattle } from "../state";
import { faceOf } from "../state/lookups";
import { COHESION_TEXT } from "./text";

const say = sayer(COHESION_TEXT);

/** RP 6.53, card: the circumstance categories, one modifier each, the target choosing. */
export const CATEGORIES = ["deployment", "movement", "range", "terrain", "visibility"] as const;
export type Category = (typeof CATEGORIES)[number];
const POLICY = { categories: Object.fromEntries(CATEGORIES.map((c) => [c, { combine: "one-chosen" as const }])) };

/** RP 3.73: fire (of any form) and melee destroy on 11+; move-induced checks and rallies never do. */
const LETHAL: ReadonlySet<CheckCause> = new Set(["area-fire", "anti-tank", "ffe", "gas", "melee"]);

export interface CheckSpec {
  readonly unit: string;
  readonly cause: CheckCause;
  /** What adds to the roll (positive threatens, RP 3.72): the shooter's value uncategorised, circumstances by category. */
  readonly modifiers: readonly Modifier[];
  readonly rule: string;
}

export type CohesionEvent = Extract<RpEvent, { type: "cohesion-checked" }>;

/** Decision ids must be unique in a command: the checks a command has resolved so far, counted per context. */
const counts = new WeakMap<object, number>();

/** RP 6.679: −1 to any check of a unit of the hallowing side in or adjacent to the hallowed hex. */
function hallowed(ctx: RpContext, b: RpBattle, unit: string): Modifier[] {
  const h = b.markers.hallowed;
  const u = b.units[unit]!;
  if (h === null || h.side !== u.side || u.hex === null) return [];
  if (distance(ctx.map.hexAt(h.hex), ctx.map.hexAt(u.hex)) > 1) return [];
  return [{ id: "hallowed-ground", label: "hallowed ground", value: -1, rule: "RP 6.679" }];
}

/**
 * RP 3.72: roll two dice, add the modifiers; more than the face-up cohesion disperses and spends, 11+ from fire or melee
 * destroys (RP 3.73); a rally that passes forms and spends (RP 3.8). Where a category has more than one modifier the
 * target's owner picks one (RP 6.53: a decision, default the most favourable). Resolved, not emitted: simultaneous fire
 * and melee (RP 6.74, 6.675) resolve every check before any is carried out.
 */
export function resolveCheck(ctx: RpContext, spec: CheckSpec): CohesionEvent {
  const b = ctx.state;
  const u = b.units[spec.unit]!;
  const n = (counts.get(ctx) ?? 0) + 1;
  counts.set(ctx, n);
  const chosen = totalModifiers([...spec.modifiers, ...hallowed(ctx, b, spec.unit)], POLICY, (category, candidates) => {
    const best = [...candidates].sort((x, y) => x.value - y.value)[0]!;
    if (new Set(candidates.map((c) => c.value)).size === 1) return best;
    const id = ctx.decide<string>({
      id: `rp-modifier:${spec.unit}:${category}:${n}`,
      kind: "rp-modifier",
      side: u.side,
      prompt: say("rp.cohesion.choose", { unit: u.name, category, choices: candidates.map((c) => `${c.label} (${c.value > 0 ? "+" : ""}${c.value})`).join(", ") }),
      options: candidates.map((c) => c.id),
      default: best.id,
      rule: "RP 6.53",
    });
    return candidates.find((c) => c.id === id)!;
  });
  const check = ratedRoll(ctx.roll(2, 6, `rp.cohesion.${spec.cause}`), {
    rating: [{ id: "cohesion", label: `${u.name} cohesion`, value: faceOf(u).cohesion, rule: "RP 3.72" }],
    rollModifiers: chosen.trace,
    pass: "<=",
  });
  const outcome =
    LETHAL.has(spec.cause) && check.result >= 11 ? "destroyed" : spec.cause === "rally" ? (check.passed ? "rallied" : "no-effect") : check.passed ? "no-effect" : "dispersed";
  return {
    type: "cohesion-checked",
    unit: spec.unit,
    cause: spec.cause,
    roll: check.roll,
    result: check.result,
    target: check.target,
    margin: check.margin,
    passed: check.passed,
    doubles: check.doubles,
    trace: chosen.trace.map((t) => ({ ...t })),
    unchosen: chosen.dropped.map((t) => ({ ...t })),
    outcome,
    rule: outcome === "destroyed" ? "RP 3.73" : spec.cause === "rally" ? "RP 3.8" : "RP 3.72",
  };
}

/** A check resolved and carried out at once. */
export function cohesionCheck(ctx: RpContext, spec: CheckSpec): CohesionEvent {
  const e = resolveCheck(ctx, spec);
  ctx.emit(e);
  return e;
}
