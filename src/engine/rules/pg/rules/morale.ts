import type { MoraleRules, MoraleTraceName } from "../../series/rules/morale";
import { unitsOfSideIn } from "../../series/state/occupancy";
import type { PgContext } from "../commands/context";
import { pg3Charts } from "../data";
import { RANKS } from "../data/schemas/counters";
import { sideOf, type PgBattle, type PgLeader, type PgUnit } from "../state";
import { forceUnload } from "../transport/forced-unload";
import { engineerShaken } from "../movement/crossing";
import { PG_MORALE_TRACE } from "../morale/text";
import { tracedBy } from "../../series/text";
import { say } from "../text";

/** PG 1.2 Rank: MAJ's seniority (CPL 1 … COL 7). */
const MAJ = RANKS.indexOf("MAJ") + 1;

const isUnit = (p: PgUnit | PgLeader): p is PgUnit => "maxSteps" in p;

/** PG 6.51, 6.6, 6.82 (ruling A58): the leader pieces that lead, help morale and have a rank — regular and cavalry leaders; Kommissars, train and vessel leaders do not. */
const ranked = (l: PgLeader): boolean => l.kind === "regular" || l.kind === "cavalry";

/** Panzer Grenadier's morale where the series asks (PG 5.65, 5.66, 6.51–6.73, 14.0–14.12). */
export const pgMorale: MoraleRules<PgBattle, PgContext> = {
  table: pg3Charts.morale,
  dataRule: (rule) => `PG ${rule}`,
  trace: (id, value, params, rule, code) => tracedBy(say, PG_MORALE_TRACE[id as MoraleTraceName] ?? `morale.${id}`, value, params, rule, code ?? PG_MORALE_TRACE[id as MoraleTraceName]),
  baseMorale(b, p) {
    // PG 14.0: a leader's printed morale; a unit's from the scenario, full or reduced (its own where the scenario gives one).
    if (!isUnit(p)) return pgMorale.trace("leader", p.morale, { leader: p.name }, "PG 14.0");
    const side = sideOf(b, p.side);
    const morale = p.morale ?? side.morale;
    return p.steps < p.maxSteps ? pgMorale.trace("reduced", morale.reduced, { side: side.name }, "PG 14.0") : pgMorale.trace("full", morale.full, { side: side.name }, "PG 14.0");
  },
  // PG 6.51 any unit; 6.54 lower-ranking leaders; tank leaders are no pieces (6.82), Kommissars help no morale check (6.6).
  mayAssist: (l, p) => l.id !== p.id && l.side === p.side && ranked(l) && (isUnit(p) || p.rank < l.rank),
  statusChanged(ctx, p, status) {
    // PG 5.66: a disrupted or demoralized transport's riders take its status and unload.
    if (isUnit(p) && status !== "good" && (p.carrying !== null || p.leadersAboard.length > 0)) forceUnload(ctx, p.id);
    // PG 5.75: the units crossing with a shaken ENG share its state.
    if (isUnit(p) && status !== "good") engineerShaken(ctx, p, status);
  },
  decapitated(ctx, l) {
    // PG 6.72 (ruling A58): only a leader with a rank is "highest-ranking".
    if (!ranked(l) || l.hex === null) return;
    ctx.emit({ type: "decapitated", side: l.side, leader: l.id, hex: l.hex, turn: ctx.state.turn, rule: "PG 6.72" });
  },
  // PG 6.73: a MAJ or higher; "all friendly units which were stacked with him".
  catastrophic: (ctx, l) => (ranked(l) && l.rank >= MAJ && l.hex !== null ? unitsOfSideIn(ctx.state, [l.hex], l.side).map((u) => u.id) : []),
  // PG 6.7 "every step loss suffered by friendly units" (ruling A33); 6.71 "a hex with no other units".
  casualtyCounts: () => true,
  accompanies: () => true,
};
