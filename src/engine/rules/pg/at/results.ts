import type { ResultDefinition } from "../../series/data/schemas/fire-table";
import { leaderCasualties } from "../../series/morale/leader-casualties";
import { checkMorale } from "../../series/morale/morale-check";
import type { PgContext } from "../commands/context";
import type { PgUnit } from "../state";
import { shareStepLosses } from "../transport/fate";

/**
 * What an AT result does to vehicle `t` in `hex` (PG 11.1): its steps (7.6; two eliminate any unit, with what it
 * carries), what it carries sharing them (5.65, ruling A9), the morale check a GM's table may call for (14.1), then the
 * casualty rolls of the leaders in the hex for the steps lost there (6.7, ruling A33). `cause` names the check.
 * Returns the pieces that failed a check (13.14 stops a mover that did).
 */
export function applyAtResult(ctx: PgContext, t: PgUnit, hex: number, effect: ResultDefinition, cause: string): string[] {
  const { cite } = ctx.rules;
  const steps = Math.min(effect.steps, t.steps);
  if (steps > 0) {
    ctx.emit({ type: "steps-lost", unit: t.id, steps, rule: cite("11.1") });
    shareStepLosses(ctx, t.id, steps, cite("5.65"));
  }
  const level = effect.morale;
  let failed: string[] = [];
  if (level !== null && ctx.state.units.has(t.id)) {
    if (level !== 0 && level !== 1 && level !== 2) throw new Error(`an AT result's morale check adds ${level}; PG 14.1 knows M, M1 and M2`);
    failed = checkMorale(ctx, [t.id], level, `${cause}:m${level}`).filter((o) => !o.check.passed).map((o) => o.piece);
  }
  if (steps > 0) leaderCasualties(ctx, hex, steps, t.side);
  return failed;
}
