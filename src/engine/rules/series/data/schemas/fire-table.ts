import { z } from "zod";
import { cell, Provenance } from "../../../../data/provenance";
import { checkUniqueIds, Dice, Id, RollKey, rollRange, SetHeader, span, TableHeader } from "../../../../data/schemas/common";
import { FireModifier, ShiftLimits } from "./fire-modifier";

export const ResultCode = z.string().min(1).max(8);

/** What a result code means (PG 7.61 X/2X/3X, 7.63 assault 1/2/3, 14.1 M/M1/M2; IA1 7.61, 7.62, 14.1). */
export const ResultDefinition = z
  .object({
    label: z.string().min(1),
    /** Step losses to each unit category in the hex. */
    steps: z.number().int().nonnegative(),
    /** Die-roll modifier of the morale check the result forces; null: no check. */
    morale: z.number().int().nonnegative().nullable(),
    provenance: Provenance,
  })
  .strict();
export type ResultDefinition = z.infer<typeof ResultDefinition>;

/** A roll that picks a column instead of the fire strength (PG 9.52, IA1 9.83 "Friendly Fire Numbers" line). */
export const FriendlyFireLine = z
  .object({
    dice: Dice,
    /** Die-roll modifiers (IA1 9.83: −1 when the bombardment is under 10). */
    modifiers: z.array(FireModifier).default([]),
    /** Modified roll → column header. */
    columns: z.record(RollKey, cell(z.number().int().nonnegative())),
    rule: z.string().min(1).optional(),
  })
  .strict();

/**
 * A combat results table: columns are fire strengths, rows are die-roll totals, each cell a result code.
 * The column for an attack is the largest header not above its strength (PG 9.4, 10.2, 12.4; IA1 7.51, 9.3, 10.2, 12.3).
 */
export const FireTable = z
  .object({
    ...TableHeader,
    /** Fire kind, the same vocabulary as TEC combat modifiers (`direct`, `bombardment`, `assault`). */
    kind: Id,
    dice: Dice,
    /** Rule that states the column lookup. */
    lookupRule: z.string().min(1).optional(),
    /** Column headers, strictly ascending. */
    columns: z.array(cell(z.number().int().nonnegative())).min(1),
    /** Roll total → one result per column. */
    rows: z.record(RollKey, z.array(cell(ResultCode))),
    results: z.record(ResultCode, ResultDefinition),
    shiftLimits: ShiftLimits,
    modifiers: z.array(FireModifier).default([]),
    friendlyFire: FriendlyFireLine.optional(),
    note: z.string().optional(),
  })
  .strict()
  .superRefine((t, ctx) => {
    const fail = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
    const headers = t.columns.map((c) => c.value);
    headers.forEach((h, i) => {
      if (i > 0 && h <= headers[i - 1]!)
        fail(["columns", i, "value"], `column headers must be strictly ascending: ${h} follows ${headers[i - 1]}`);
    });

    // Rolls are checked only against dice the schema accepts (it reports the others): their span is then small.
    const rolls = Dice.safeParse(t.dice).success ? rollRange(t.dice) : null;
    const dice = `${t.dice.count}d${t.dice.sides}`;
    if (rolls)
      for (const roll of span(...rolls))
        if (!Object.hasOwn(t.rows, String(roll))) fail(["rows"], `no row for roll ${roll} (${dice} rolls ${rolls[0]}–${rolls[1]})`);
    const codes = Object.keys(t.results);
    for (const [key, row] of Object.entries(t.rows)) {
      const roll = Number(key);
      if (rolls && (roll < rolls[0] || roll > rolls[1])) fail(["rows", key], `roll ${roll} is outside ${rolls[0]}–${rolls[1]} (${dice})`);
      if (row.length !== headers.length)
        fail(["rows", key], `row ${key} has ${row.length} cells; the table has ${headers.length} columns`);
      row.forEach((c, i) => {
        if (!codes.includes(c.value))
          fail(["rows", key, i, "value"], `result "${c.value}" is not one of the table's results (${codes.join(", ")})`);
      });
    }

    checkUniqueIds(t.modifiers, "modifiers", ctx);

    const ff = t.friendlyFire;
    if (ff && Dice.safeParse(ff.dice).success && ff.modifiers.every((m) => FireModifier.safeParse(m).success)) {
      const dieMods = ff.modifiers.map((m) => m.die?.value ?? 0);
      const sum = (ds: number[]) => ds.reduce((a, b) => a + b, 0);
      const [flo, fhi] = rollRange(ff.dice);
      const from = flo + sum(dieMods.filter((d) => d < 0));
      const to = fhi + sum(dieMods.filter((d) => d > 0));
      for (const roll of span(from, to))
        if (!Object.hasOwn(ff.columns, String(roll))) fail(["friendlyFire", "columns"], `no column for friendly fire number ${roll}`);
      for (const [key, c] of Object.entries(ff.columns)) {
        if (Number(key) < from || Number(key) > to)
          fail(["friendlyFire", "columns", key], `friendly fire number ${key} is outside ${from}–${to}`);
        if (!headers.includes(c.value)) fail(["friendlyFire", "columns", key, "value"], `${c.value} is not a column of the table`);
      }
    }
  });
export type FireTable = z.infer<typeof FireTable>;

/** The fire tables of one ruleset edition. */
export const FireTableSet = z
  .object({
    ...SetHeader,
    tables: z.array(FireTable).min(1),
  })
  .strict()
  .superRefine((s, ctx) => {
    checkUniqueIds(s.tables, "tables", ctx);
    s.tables.forEach((t, i) => {
      if (t.ruleset !== s.ruleset || t.edition !== s.edition) {
        const message = `table "${t.id}" belongs to ${t.ruleset} ${t.edition}, not ${s.ruleset} ${s.edition}`;
        ctx.addIssue({ code: "custom", path: ["tables", i, "edition"], message });
      }
    });
  });
export type FireTableSet = z.infer<typeof FireTableSet>;
