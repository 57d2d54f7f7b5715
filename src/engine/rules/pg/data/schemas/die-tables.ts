import { z } from "zod";
import { cell } from "../../../../data/provenance";
import { checkUniqueIds, Dice, Id, SetHeader } from "../../../../data/schemas/common";
import { DieTable } from "../../../../data/schemas/die-table";
import { Comparison } from "../../../series/data/schemas/morale";

/**
 * A die-roll modifier of one of the set's tables (PG 9.52: +1 for German, British or American fire; 6.7: −1 per step
 * lost). The engine decides when it applies (keyed by `id`). The bands cover the dice; a modified roll beyond them counts as
 * the end band's.
 */
const DieTableModifier = z
  .object({
    id: Id,
    /** The die table it modifies. */
    table: Id,
    label: z.string().min(1),
    die: cell(z.number().int().min(-20).max(20)),
    /** Applied once per item counted (PG 6.7: per step loss in the hex). */
    per: Id.optional(),
    /** Part of an optional rule players agree to use (PG 17.0). */
    optional: z.boolean().default(false),
    rule: z.string().min(1),
  })
  .strict();

/** A roll compared with a number another chart gives, not with bands (PG 5.73: 2d6 against the scenario's Crossing Number). */
const NumberCheck = z
  .object({
    id: Id,
    name: z.string().min(1),
    rule: z.string().min(1),
    dice: Dice,
    /** `at-most`: passes on a roll equal to or less than the number. */
    pass: cell(Comparison),
    /** Where the number comes from. */
    against: z.string().min(1),
  })
  .strict();

/** Panzer Grenadier's single-roll tables and checks, with their die modifiers. */
export const PgDieTables = z
  .object({
    ...SetHeader,
    tables: z.array(DieTable).min(1),
    modifiers: z.array(DieTableModifier).default([]),
    checks: z.array(NumberCheck).default([]),
  })
  .strict()
  .superRefine((s, ctx) => {
    checkUniqueIds(s.tables, "tables", ctx);
    checkUniqueIds(s.modifiers, "modifiers", ctx);
    checkUniqueIds(s.checks, "checks", ctx);
    const ids = new Set(s.tables.map((t) => t.id));
    s.modifiers.forEach((m, i) => {
      if (!ids.has(m.table)) ctx.addIssue({ code: "custom", path: ["modifiers", i, "table"], message: `no die table "${m.table}" in the set` });
    });
  });
export type PgDieTables = z.infer<typeof PgDieTables>;
