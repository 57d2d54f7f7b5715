import type { FireTable } from "../../series/data/schemas/fire-table";
import type { IaContext } from "../commands/context";
import type { IaEvent } from "../events";
import type { FireTargetResult } from "../events";
import { leaderCasualties, loneLeaderLosses } from "../morale/leader-casualties";
import { checkMorale, type MoraleOutcome } from "../morale/morale-check";
import type { IaBattle, IaUnit } from "../state";
import { isCombatUnit, isLoose, unitsIn } from "./hexes";
import { allocateLosses } from "./losses";
import type { MovingTarget } from "./target";

type Level = 0 | 1 | 2;

/** What one roll scored (IA1 7.52): the hex's result and each reached piece's, against `owner`'s pieces. */
export interface Scored {
  readonly table: FireTable;
  readonly owner: string;
  readonly target: number;
  readonly hexResult: string;
  readonly results: readonly FireTargetResult[];
  /** Opportunity fire: only these pieces are reached (7.43, 7.63); null for the whole hex (7.41). */
  readonly moving: MovingTarget | null;
  /** Names the morale checks (events, decision ids): unique among the attacks of one command. */
  readonly cause: string;
}

/**
 * IA1 7.45, 7.61, 6.7, 6.71: step losses first; leaders with no combat units lose one of their number per step
 * scored on the hex; then every survivor checks morale at its own result's level (M, M1, M2; leaders first, 14.12);
 * then the leaders roll for casualties with every step their combat units in the hex lost meanwhile, the morale
 * checks' own included (14.11). Opportunity fire does all of this to the moving pieces only (7.45, 7.63). Returns
 * the morale checks the results called for.
 */
export function applyResults(ctx: IaContext, scored: Scored): MoraleOutcome[] {
  const { table, owner, target, hexResult, results, moving, cause } = scored;
  const b = ctx.state;
  const only = moving?.leaders.map((l) => l.id);
  const lone = !reached(b, target, moving).some((u) => u.side === owner && isCombatUnit(u));
  // IA1 6.7: "every step loss suffered by friendly combat units … in the hex" once all losses and morale checks are done.
  let combatSteps = 0;
  const counting: IaContext = {
    ...ctx,
    emit(e) {
      combatSteps += combatStepsLost(b, e, owner, target);
      ctx.emit(e);
    },
  };
  allocateLosses(counting, table, owner, results);
  const hexSteps = table.results[hexResult]!.steps;
  if (lone && hexSteps > 0) loneLeaderLosses(counting, target, hexSteps, owner, only);
  const byLevel = new Map<Level, string[]>();
  // The hex's level first: it holds every leader, who check before units (14.12).
  const hexLevel = table.results[hexResult]!.morale;
  if (hexLevel !== null) byLevel.set(level(hexLevel), []);
  for (const r of results) {
    const m = table.results[r.result]!.morale;
    if (m === null || !(b.units.get(r.piece) ?? b.leaders.get(r.piece))) continue;
    byLevel.set(level(m), [...(byLevel.get(level(m)) ?? []), r.piece]);
  }
  const outcomes: MoraleOutcome[] = [];
  for (const [l, pieces] of byLevel) if (pieces.length) outcomes.push(...checkMorale(counting, pieces, l, `${cause}:m${l}`));
  leaderCasualties(ctx, target, combatSteps, owner, only);
  return outcomes;
}

/** The units the fire reaches on their own, the hex's or the moving ones (7.43); loaded units do not count (7.61). */
function reached(b: IaBattle, target: number, moving: MovingTarget | null): IaUnit[] {
  return (moving ? moving.units : unitsIn(b, target)).filter(isLoose);
}

/**
 * The step losses `e` inflicts on `owner`'s combat units in `hex` (IA1 6.7): not on transports, nor on the units
 * loaded on them (eliminated with them); 4.4's overstacking eliminations are not step losses.
 */
function combatStepsLost(b: IaBattle, e: IaEvent, owner: string, hex: number): number {
  if (e.type !== "steps-lost") return 0;
  const u = b.units.get(e.unit);
  return u && u.side === owner && u.hex === hex && isCombatUnit(u) && isLoose(u) ? e.steps : 0;
}

/** A morale check's roll modifier: the rules know M, M1 and M2 only (14.1). */
function level(m: number): Level {
  if (m !== 0 && m !== 1 && m !== 2) throw new Error(`a fire result's morale check adds ${m}; IA1 14.1 knows M, M1 and M2`);
  return m;
}
