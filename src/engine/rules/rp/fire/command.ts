import { Refusal, refuseUnless } from "../../../core/refusal";
import { sayer } from "../../../core/text";
import { openWindow } from "../../../core/window";
import type { RpCommand } from "../commands/schema";
import type { RpContext } from "../context";
import { RP_CORE_TEXT } from "../core-text";
import { rpHexLabel } from "../map/labels";
import { beginAction } from "../sequence/acting";
import type { RpEvent } from "../events/schema";
import type { RpBattle } from "../state";
import { faceOf, hasType, isAfv, otherSide, unitsIn } from "../state/lookups";
import { carryOut, declareShot, isUnfit, lineOfFire, resolveShot, markSpent, type Line, type ReactionOption, type Shot } from "./shot";
import { FIRE_TEXT } from "./text";

const say = sayer(FIRE_TEXT);
const sayCore = sayer(RP_CORE_TEXT);

type FireCommand = Extract<RpCommand, { type: "fire" }>;

/** Every non-empty group of `xs`, in their order (RP 6.74: a side's units in the hex — at most four, RP 3.4). */
function groups<T>(xs: readonly T[]): T[][] {
  return xs.reduce<T[][]>((acc, x) => [...acc, [x], ...acc.map((g) => [...g, x])], []);
}

/**
 * RP 6.74 (errata "only", ruling R10): the reactor's ready units in the target hex that can shoot back at the shooter:
 * area fire at its hex, or anti-tank fire at it when it is an AFV. Mortars never react (RP 6.71).
 */
function returnShots(ctx: RpContext, shooter: string, at: number): { option: ReactionOption; line: Line }[] {
  const b = ctx.state;
  const s = b.units[shooter]!;
  return unitsIn(b, at, otherSide(b, s.side)).flatMap((id): { option: ReactionOption; line: Line }[] => {
    const u = b.units[id]!;
    if (u.spent || hasType(u, "mortar")) return [];
    const line = lineOfFire(b, ctx.map, id, s.hex!);
    if (isUnfit(line)) return [];
    if (!isAfv(s)) return [{ option: { unit: id, kind: "area" }, line }];
    return faceOf(u).antiTank === undefined ? [] : [{ option: { unit: id, kind: "anti-tank", target: shooter }, line }];
  });
}

/** RP 6.51–6.54: the checks a command shot at `at` may cause: refused unless it affects an enemy unit. */
function requireTarget(ctx: RpContext, c: FireCommand): void {
  const b = ctx.state;
  const u = b.units[c.unit]!;
  const hex = rpHexLabel(ctx.map, c.at);
  const enemy = unitsIn(b, c.at).filter((id) => b.units[id]!.side !== u.side);
  if (c.kind === "area") {
    refuseUnless(c.target === undefined, "RP 6.53", say("rp.fire.area-no-target"));
    refuseUnless(enemy.some((id) => !isAfv(b.units[id]!)), "RP 6.53", say("rp.fire.no-area-target", { hex }));
    return;
  }
  refuseUnless(faceOf(u).antiTank !== undefined, "RP 6.54", say("rp.fire.no-anti-tank", { unit: u.name }));
  refuseUnless(c.target !== undefined && enemy.includes(c.target) && isAfv(b.units[c.target]!), "RP 6.54", say("rp.fire.not-afv", { hex }));
}

/**
 * RP 6.5: a ready activated unit fires at one hex in range and line of sight, then is spent (RP 6.56). The reactor's
 * ready units in that hex (only, RP 6.74) may shoot back at once: one decision for all of them; every check of both
 * sides is resolved before any is carried out, so both may be destroyed.
 */
export function fire(ctx: RpContext, c: FireCommand): void {
  const b = ctx.state;
  const u = b.units[c.unit];
  refuseUnless(u !== undefined && u.side === c.side && u.status === "on-map" && u.hex !== null, "RP 6.51", sayCore("rp.not-your-unit", { unit: c.unit }));
  const from = u.hex;
  beginAction(ctx, c.side, [c.unit], false);
  const line = lineOfFire(b, ctx.map, c.unit, c.at);
  if (isUnfit(line)) throw new Refusal(line.rule, line.why);
  requireTarget(ctx, c);

  const shot: Shot = { unit: c.unit, at: c.at, kind: c.kind, ...(c.target === undefined ? {} : { target: c.target }) };
  declareShot(ctx, shot, line, false);
  const open = returnShots(ctx, c.unit, c.at);
  let answered: readonly ReactionOption[] = [];
  openWindow<RpBattle, RpEvent, ReactionOption[]>(ctx, {
    trigger: "rp.fired",
    kind: "rp-firefight",
    mode: "all-at-once",
    id: `rp-firefight:${c.unit}`,
    side: otherSide(b, u.side),
    prompt: say("rp.fire.firefight", { hex: rpHexLabel(ctx.map, c.at) }),
    rule: "RP 6.74",
    responses: () => groups(open.map((o) => o.option)),
    respond: (chosen) => {
      answered = chosen;
      return false;
    },
  });
  const back = answered.map((o) => ({ shot: { ...o, at: from }, line: open.find((x) => x.option.unit === o.unit)!.line }));
  for (const r of back) declareShot(ctx, r.shot, r.line, true);
  carryOut(ctx, resolveShot(ctx, shot, line), back.flatMap((r) => resolveShot(ctx, r.shot, r.line)), true);
  markSpent(ctx, c.unit, "RP 6.56");
  for (const r of back) markSpent(ctx, r.shot.unit, "RP 6.75");
}

/** The fire folder's commands (rp/ruleset.ts HANDLERS). */
export const fireHandlers = { fire };
