import type { TraceEntry } from "../../../core/trace";
import type { MoraleRules, MoraleTraceName } from "../../series/rules/morale";
import { leaderTypeOf } from "../activation/leads";
import { forceRemount } from "../cavalry/forced-remount";
import type { IaContext } from "../commands/context";
import { ia1Morale } from "../data";
import { isCombatUnit } from "../fire/hexes";
import { catastrophicRank, decapitationRule } from "../morale/decapitation";
import { helpsItsType } from "../morale/leader-help";
import { leadersOfSideIn, sideOf, unitsOfSideIn, type IaBattle, type IaLeader, type IaUnit } from "../state";
import { traced, type IaTextCode } from "../text";
import { forceUnload } from "../transport/forced-unload";

/** IA1 14.0: a unit has its side's morale (the reduced value for a reduced company); a leader his printed morale. */
export function iaBaseMorale(b: IaBattle, p: IaUnit | IaLeader): TraceEntry {
  if (!("kind" in p)) return traced("ia.morale.leader", p.morale, { leader: p.name }, "IA1 14.0");
  const side = sideOf(b, p.side);
  const reduced = p.company && p.steps < p.maxSteps;
  return reduced ? traced("ia.morale.reduced", side.morale.reduced, { side: side.name }, "IA1 14.0") : traced("ia.morale.full", side.morale.full, { side: side.name }, "IA1 14.0");
}

/** IA's ids (and codes) of the series' morale trace entries. */
const TRACE_IDS: Readonly<Record<MoraleTraceName, IaTextCode>> = {
  leader: "ia.morale.leader",
  full: "ia.morale.full",
  reduced: "ia.morale.reduced",
  "leader-bonus": "ia.morale.leader-bonus",
  "catastrophic-loss": "ia.morale.catastrophic-loss",
};

/** Infantry Attacks' morale where the series asks (IA1 5.64, 6.61–6.73, 14.0–14.12, 15.52). IA2's morale chapter is not in its text: both editions use IA1's table. */
export const iaMorale: MoraleRules<IaBattle, IaContext> = {
  table: ia1Morale,
  dataRule: (rule) => `IA1 ${rule}`,
  trace: (id, value, params, rule, code) => traced(TRACE_IDS[id as MoraleTraceName] ?? `ia.morale.${id}`, value, params, rule, code),
  baseMorale: iaBaseMorale,
  mayAssist: helpsItsType,
  statusChanged(ctx, p, status) {
    if (!("kind" in p)) return;
    // IA1 15.52: demoralized cavalry re-mounts; 5.64, 5.65: a transport's cargo takes its status and, if not good order, unloads.
    if (status === "demoralized") forceRemount(ctx, p.id);
    const cargo = p.carrying;
    if (cargo && ctx.state.units.get(cargo)!.status !== status) ctx.emit({ type: "status-changed", piece: cargo, status, rule: "IA1 5.64" });
    if (cargo && status !== "good") forceUnload(ctx, p.id);
  },
  decapitated(ctx, l, doubled) {
    // IA1 6.72: once per side per game, for 2 turns (4 after 14.11 or 14.44).
    const b = ctx.state;
    if (sideOf(b, l.side).decapitation) return;
    ctx.emit({ type: "decapitated", side: l.side, leader: l.id, leaderType: l.leaderType, turn: b.turn, turns: doubled ? 4 : 2, rule: decapitationRule(b) });
  },
  catastrophic(ctx, l) {
    // IA1 6.73 (IA2 6.74): the friendly units and leaders of his type (horse artillery counts as cavalry, IA2 6.11) stacked with or adjacent to him.
    const b = ctx.state;
    if (!catastrophicRank(b, l) || l.hex === null) return [];
    const near = ctx.map.around(l.hex);
    return [...leadersOfSideIn(b, near, l.side).filter((o) => o.leaderType === l.leaderType), ...unitsOfSideIn(b, near, l.side).filter((u) => leaderTypeOf(u) === l.leaderType)].map((p) => p.id);
  },
  casualtyCounts: isCombatUnit,
  accompanies: isCombatUnit,
};
