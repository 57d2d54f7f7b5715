import type { SeriesContext, SeriesEvent } from "../context";
import type { FireTable } from "../data/schemas/fire-table";
import type { FireTargetResult, ReducedBattle } from "../events/types";
import type { LeaderOf, UnitOf } from "../rules/leadership";
import { leaderCasualties, loneLeaderLosses } from "../morale/leader-casualties";
import { checkMorale, type MoraleOutcome } from "../morale/morale-check";
import { unitsAt } from "../state/occupancy";
import { isLoose } from "./hexes";
import { allocateLosses } from "./losses";
import type { MovingTarget } from "../rules/fire";

/** What one roll scored (7.52): the hex's result and each reached piece's, against `owner`'s pieces. */
export interface Scored<B extends ReducedBattle> {
  readonly table: FireTable;
  readonly owner: string;
  readonly target: number;
  readonly hexResult: string;
  readonly results: readonly FireTargetResult[];
  /** Opportunity fire: only these pieces are reached (7.44, 7.64); null for the whole hex (7.41). */
  readonly moving: MovingTarget<B> | null;
  /** Names the morale checks (events, decision ids): unique among the attacks of one command. */
  readonly cause: string;
}

/**
 * 7.45, 7.61, 6.7, 6.71: step losses first; leaders with no units beside them lose one of their number per step
 * scored on the hex; then every survivor checks morale at its own result's level (M, M1, M2; leaders first, 14.12);
 * then the leaders roll for casualties with every step their units in the hex lost meanwhile, the morale checks' own
 * included (14.11). Opportunity fire does all of this to the moving pieces only (7.44, 7.64). Returns the morale checks
 * the results called for.
 */
export function applyResults<B extends ReducedBattle>(ctx: SeriesContext<B>, scored: Scored<B>): MoraleOutcome[] {
  const { table, owner, target, hexResult, results, moving, cause } = scored;
  const { morale, fire } = ctx.rules;
  const b = ctx.state;
  const only = moving?.leaders.map((l) => l.id);
  const lone = !reached(ctx, target, moving).some((u) => u.side === owner && morale.accompanies(u));
  // 6.7: "every step loss suffered by friendly units … in the hex" once all losses and morale checks are done.
  let stepsLost = 0;
  const counting: SeriesContext<B> = {
    ...ctx,
    emit(e) {
      stepsLost += stepsCounted(ctx, e, owner, target);
      ctx.emit(e);
    },
  };
  allocateLosses(counting, table, owner, results);
  const hexSteps = table.results[hexResult]!.steps;
  if (lone && hexSteps > 0) loneLeaderLosses(counting, target, hexSteps, owner, only);
  const byLevel = new Map<0 | 1 | 2, string[]>();
  // The hex's level first: it holds every leader, who check before units (14.12).
  const hexLevel = table.results[hexResult]!.morale;
  if (hexLevel !== null) byLevel.set(level(hexLevel), []);
  for (const r of results) {
    const p = (b.units.get(r.piece) ?? b.leaders.get(r.piece)) as UnitOf<B> | LeaderOf<B> | undefined;
    const m = p === undefined ? null : fire.moraleLevel(b, p, table, r.result);
    if (m === null) continue;
    byLevel.set(level(m), [...(byLevel.get(level(m)) ?? []), r.piece]);
  }
  const outcomes: MoraleOutcome[] = [];
  for (const [l, pieces] of byLevel) if (pieces.length) outcomes.push(...checkMorale(counting, pieces, l, `${cause}:m${l}`));
  leaderCasualties(ctx, target, stepsLost, owner, only);
  return outcomes;
}

/** The units the fire reaches on their own, the hex's or the moving ones (7.44); loaded units do not count (7.61). */
function reached<B extends ReducedBattle>(ctx: SeriesContext<B>, target: number, moving: MovingTarget<B> | null): UnitOf<B>[] {
  return (moving ? moving.units : (unitsAt(ctx.state, target) as UnitOf<B>[])).filter(isLoose);
}

/**
 * The step losses `e` inflicts on `owner`'s units in `hex` that count for 6.7 (IA1: combat units, not the units loaded
 * on transports); overstacking eliminations are not step losses.
 */
function stepsCounted<B extends ReducedBattle>(ctx: SeriesContext<B>, e: SeriesEvent, owner: string, hex: number): number {
  if (e.type !== "steps-lost") return 0;
  const u = ctx.state.units.get(e.unit) as UnitOf<B> | undefined;
  return u && u.side === owner && u.hex === hex && isLoose(u) && ctx.rules.morale.casualtyCounts(u) ? e.steps : 0;
}

/** A morale check's roll modifier: the rules know M, M1 and M2 only (14.1). */
function level(m: number): 0 | 1 | 2 {
  if (m !== 0 && m !== 1 && m !== 2) throw new Error(`a fire result's morale check adds ${m}; 14.1 knows M, M1 and M2`);
  return m;
}
