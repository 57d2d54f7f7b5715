import { z } from "zod";
import { cell, Provenance } from "../../../../data/provenance";
import { checkUniqueIds, Dice, Id, TableHeader } from "../../../../data/schemas/common";

export const MoraleStatus = z.enum(["good-order", "disrupted", "demoralized"]);
export const MoraleOutcome = z.enum(["no-effect", "good-order", "disrupted", "demoralized", "step-loss", "eliminated"]);

/** How a modified roll is compared with modified morale: `at-most` passes on roll ≤ morale, `below` on roll < morale. */
export const Comparison = z.enum(["at-most", "below"]);

/** What a failure by `margin` (roll minus morale) does to a unit or leader of a given status. */
const FailureBand = z
  .object({
    status: MoraleStatus,
    margin: z.object({ min: z.number().int().positive(), max: z.number().int().positive().nullable() }).strict(),
    unit: MoraleOutcome,
    leader: MoraleOutcome,
    provenance: Provenance,
  })
  .strict();

/** An unmodified roll with its own outcome (PG and IA1 14.43 a 2, 14.44 a 12). */
const NaturalRoll = z
  .object({
    roll: z.number().int(),
    status: MoraleStatus,
    unit: MoraleOutcome.optional(),
    leader: MoraleOutcome.optional(),
    provenance: Provenance,
  })
  .strict();

const MoraleModifier = z
  .object({
    id: Id,
    label: z.string().min(1),
    /** Added to morale (not to the roll). */
    morale: cell(z.number().int()),
    when: z.enum(["check", "recovery", "both"]),
    rule: z.string().min(1).optional(),
  })
  .strict();

/** Morale checks and recovery as data (PG and IA1 14.1–14.45). */
export const MoraleTable = z
  .object({
    ...TableHeader,
    dice: Dice,
    check: z.object({ pass: cell(Comparison), failures: z.array(FailureBand).min(1) }).strict(),
    recovery: z
      .object({
        pass: cell(Comparison),
        /** Status after a successful recovery, by status before. */
        success: z.object({ disrupted: cell(MoraleStatus), demoralized: cell(MoraleStatus) }).strict(),
        natural: z.array(NaturalRoll).default([]),
      })
      .strict(),
    modifiers: z.array(MoraleModifier).default([]),
  })
  .strict()
  .superRefine((t, ctx) => {
    const fail = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path: ["check", "failures", ...path], message });
    checkUniqueIds(t.modifiers, "modifiers", ctx);
    // Each status's bands run from a margin of 1 upward without gaps, the last one open-ended.
    for (const status of MoraleStatus.options) {
      let next = 1;
      t.check.failures.forEach((b, i) => {
        if (b.status !== status) return;
        if (b.margin.min !== next) fail([i, "margin", "min"], `${status}: band should start at a margin of ${next}`);
        if (b.margin.max !== null && b.margin.max < b.margin.min) fail([i, "margin", "max"], "band ends before it starts");
        next = b.margin.max === null ? Infinity : b.margin.max + 1;
      });
      if (next !== Infinity) fail([], `${status}: failures by more than ${next - 1} have no band`);
    }
  });
export type MoraleTable = z.infer<typeof MoraleTable>;
