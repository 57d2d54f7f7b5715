import type { FireTable } from "../../series/data/schemas/fire-table";
import type { IaContext } from "../commands/context";
import type { FireTargetResult } from "../events";
import { leaderCasualties, loneLeaderLosses } from "../../series/morale/leader-casualties";
import { checkMorale } from "../../series/morale/morale-check";
import { allocateAssaultLosses } from "./losses";

/** What one side's die scored against the other's pieces (IA1 12.3). */
export interface AssaultScore {
  readonly table: FireTable;
  /** The side whose pieces were hit. */
  readonly owner: string;
  /** The assault hex. */
  readonly hex: number;
  readonly results: readonly FireTargetResult[];
  /** Names the losses and morale checks (decision ids, events): unique in the command. */
  readonly cause: string;
  /** Whether the pieces hit are in the assault hex (not harassed units that left it, 12.23): 6.71's leftover losses. */
  readonly inHex: boolean;
}

/**
 * IA1 7.62, 6.7, 6.71, 12.3: results implemented together ("simultaneously"; First Fire calls this once per side) —
 * each side's step losses (a side's combat losses left over once all its units hit are gone eliminate its leaders
 * there, 6.71), then every surviving piece hit checks morale at its result's level (M2 for 1, 2, 3; leaders first,
 * 14.12), then each side's leaders hit roll for casualties with the steps its combat units lost in their hex (6.7).
 * The defending side's part goes first at each stage (docs/rulings.md "Assault").
 */
export function applyAssaultResults(ctx: IaContext, scores: readonly AssaultScore[]): void {
  const b = ctx.state;
  const lost = new Map<string, number>();
  const key = (side: string, hex: number) => `${side}@${hex}`;
  const counting: IaContext = {
    ...ctx,
    emit(e) {
      if (e.type === "steps-lost") {
        const u = b.units.get(e.unit);
        if (u && u.hex !== null && u.kind !== "TRANSPORT" && u.carriedBy === null) lost.set(key(u.side, u.hex), (lost.get(key(u.side, u.hex)) ?? 0) + e.steps);
      }
      ctx.emit(e);
    },
  };
  const leadersHit = (s: AssaultScore) => s.results.map((r) => r.piece).filter((id) => b.leaders.has(id));
  const combatHit = (s: AssaultScore) =>
    s.results.some((r) => {
      const u = b.units.get(r.piece);
      return u !== undefined && u.kind !== "TRANSPORT" && u.carriedBy === null;
    });
  for (const s of scores) {
    // 6.71: leaders with no combat unit of theirs hit lose one of their number per step scored.
    const alone = !combatHit(s);
    const leftover = allocateAssaultLosses(counting, s.table, s.owner, s.results, s.cause);
    const scored = alone ? Math.max(0, ...s.results.map((r) => s.table.results[r.result]!.steps)) : leftover;
    if (s.inHex && scored > 0 && !combatHit(s)) loneLeaderLosses(counting, s.hex, scored, s.owner, leadersHit(s));
  }
  for (const s of scores) {
    const byLevel = new Map<number, string[]>();
    for (const r of s.results) {
      const m = s.table.results[r.result]!.morale;
      if (m === null || !(b.units.has(r.piece) || b.leaders.has(r.piece))) continue;
      byLevel.set(m, [...(byLevel.get(m) ?? []), r.piece]);
    }
    for (const [level, pieces] of byLevel) checkMorale(counting, pieces, moraleLevel(level), `${s.cause}:m${level}`);
  }
  for (const s of scores) {
    const hexes = new Set(leadersHit(s).map((id) => b.leaders.get(id)!.hex!));
    for (const hex of hexes) leaderCasualties(ctx, hex, lost.get(key(s.owner, hex)) ?? 0, s.owner, leadersHit(s));
  }
}

/** A morale check's roll modifier: the rules know M, M1 and M2 only (14.1). */
function moraleLevel(m: number): 0 | 1 | 2 {
  if (m !== 0 && m !== 1 && m !== 2) throw new Error(`an assault result's morale check adds ${m}; IA1 14.1 knows M, M1 and M2`);
  return m;
}
