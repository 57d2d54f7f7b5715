import { refuseUnless } from "../../../core/refusal";
import { consolidate, type ConsolidationRules } from "../../series/optional/consolidation";
import type { ConsolidateCommand } from "../../series/commands/shapes";
import type { PgContext } from "../commands/context";
import type { PgBattle } from "../state";
import { say } from "../text";

/**
 * PG 17.1 (ruling A53): "two reduced units of the same type, nationality and morale condition", of any kind, with or
 * without a leader.
 */
const pgConsolidation: ConsolidationRules<PgBattle, PgContext> = {
  checkUnit() {},
  checkPair(_ctx, u, o) {
    refuseUnless(u.type === o.type, "PG 17.1", say("consolidation.not-same-counter", { unit: u.name, other: o.name }));
    refuseUnless(u.nationality === o.nationality, "PG 17.1", say("consolidation.not-same-nationality", { unit: u.name, other: o.name }));
    refuseUnless(u.status === o.status, "PG 17.1", say("consolidation.not-same-morale", { unit: u.name, other: o.name }));
  },
};

/** PG 17.1: `unit` and `with` combine into one full-strength unit. */
export const pgConsolidate = (ctx: PgContext, c: ConsolidateCommand) => consolidate(ctx, c.side, c.unit, c.with, pgConsolidation);
