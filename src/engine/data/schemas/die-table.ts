import { z } from "zod";
import { cell } from "../provenance";
import { checkUniqueIds, Dice, Id, rollRange, SetHeader } from "./common";

/** One band of rolls and what it gives (IA1 18.1: "1-3 Target Hex"). */
export const DieTableRow = z
  .object({
    /** Lowest and highest roll of the band, inclusive. */
    rolls: z.tuple([z.number().int(), z.number().int()]),
    label: z.string().min(1),
    result: cell(z.union([z.number(), Id])),
  })
  .strict();

/** A single-roll table printed in the rules text, e.g. the solitaire Distance Table (IA1 18.1). */
export const DieTable = z
  .object({
    id: Id,
    name: z.string().min(1),
    rule: z.string().min(1),
    dice: Dice,
    /** Bands in ascending order that together cover every roll of the dice exactly once. */
    rows: z.array(DieTableRow).min(1),
  })
  .strict()
  .superRefine((t, ctx) => {
    const fail = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
    const [lo, hi] = rollRange(t.dice);
    let next = lo;
    t.rows.forEach((r, i) => {
      const [from, to] = r.rolls;
      if (from !== next || to < from) fail(["rows", i, "rolls"], `band ${from}–${to} should start at ${next} and not end before it starts`);
      next = to + 1;
    });
    if (next !== hi + 1) fail(["rows"], `bands end at ${next - 1}; ${t.dice.count}d${t.dice.sides} rolls up to ${hi}`);
  });
export type DieTable = z.infer<typeof DieTable>;

/** The die tables of one ruleset edition. */
export const DieTableSet = z
  .object({
    ...SetHeader,
    tables: z.array(DieTable).min(1),
  })
  .strict()
  .superRefine((s, ctx) => checkUniqueIds(s.tables, "tables", ctx));
export type DieTableSet = z.infer<typeof DieTableSet>;

