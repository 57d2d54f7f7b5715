import type { FireTable } from "../../../data/schemas/fire-table";
import type { IaContext } from "../commands/context";
import type { FireTargetResult } from "../events/fire-events";
import { checkMorale, leaderCasualties, loneLeaderLosses } from "../morale";
import { isCombatUnit, unitsIn } from "./hexes";
import { allocateLosses } from "./losses";

type Level = 0 | 1 | 2;

/**
 * IA1 7.45, 7.61, 6.7, 6.71: step losses first; leaders with no combat units lose one of their number per step
 * scored on the hex; then every survivor checks morale at its own result's level (M, M1, M2; leaders first, 14.12);
 * then the leaders roll for casualties with the steps their combat units lost.
 */
export function applyResults(ctx: IaContext, table: FireTable, owner: string, target: number, hexResult: string, results: readonly FireTargetResult[]): void {
  const b = ctx.state;
  const lone = !unitsIn(b, target).some((u) => u.side === owner && isCombatUnit(u));
  const combatSteps = allocateLosses(ctx, table, owner, results);
  const hexSteps = table.results[hexResult]!.steps;
  if (lone && hexSteps > 0) loneLeaderLosses(ctx, target, hexSteps, owner);
  const byLevel = new Map<Level, string[]>();
  // The hex's level first: it holds every leader, who check before units (14.12).
  const hexLevel = table.results[hexResult]!.morale;
  if (hexLevel !== null) byLevel.set(level(hexLevel), []);
  for (const r of results) {
    const m = table.results[r.result]!.morale;
    if (m === null || !(b.units[r.piece] ?? b.leaders[r.piece])) continue;
    byLevel.set(level(m), [...(byLevel.get(level(m)) ?? []), r.piece]);
  }
  for (const [l, pieces] of byLevel) if (pieces.length) checkMorale(ctx, pieces, l, `direct-fire:m${l}`);
  leaderCasualties(ctx, target, combatSteps, owner);
}

/** A morale check's roll modifier: the rules know M, M1 and M2 only (14.1). */
function level(m: number): Level {
  if (m !== 0 && m !== 1 && m !== 2) throw new Error(`a fire result's morale check adds ${m}; IA1 14.1 knows M, M1 and M2`);
  return m;
}
