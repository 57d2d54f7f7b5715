import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { auditChecks } from "../../../support/rule-audit";

// docs/ia2-audit.md: every numbered rule of the 2nd edition text (sections 1–7) with the test that plays it.
const root = join(__dirname, "../../../..");
// The rules texts sit beside the repository (shared/rules, rules/README.md there); a checkout without them uses the
// numbers read from the text when this test was written, which the text, where present, must still give.
const textPath = join(root, "../shared/rules/infantry-attacks-2nd-edition-sections-1-7.txt");
const READ = `1.0 1.1 1.2 2.0 2.1 2.2 2.21 2.22 2.3 2.4 3.0 3.1 3.11 3.12 3.13 3.14 3.2 3.3 4.0 4.1 4.2 4.3 4.4 5.0 5.1 5.2 5.3
  5.4 5.5 5.51 5.52 5.6 5.61 5.62 5.63 5.64 5.65 5.66 5.67 5.68 5.69 5.7 5.8 5.81 5.82 5.83 5.84 5.9 6.0 6.1 6.11 6.12 6.2
  6.3 6.4 6.5 6.51 6.52 6.53 6.6 6.61 6.62 6.63 6.64 6.65 6.66 6.7 6.71 6.72 6.73 6.74 7.0 7.1 7.11 7.12 7.2 7.21 7.22
  7.23 7.3 7.4 7.41 7.42 7.43 7.44 7.5 7.51 7.52 7.53 7.54 7.55 7.56`.split(/\s+/);

/** The rule numbers of the text: each numbered heading ("5.61 Limbered/Unlimbered") at the start of a line. */
const numbersIn = (text: string) => [...text.matchAll(/^(\d+\.\d+) \S/gm)].map((m) => m[1]!);
const ruleNumbers = existsSync(textPath) ? numbersIn(readFileSync(textPath, "utf8")) : READ;

describe("IA2 1.0–7.56 audit (docs/ia2-audit.md)", () => {
  it("IA2 1.0–7.56 the text's numbered rules are read: 1.0 to 7.56, 92 of them, in order", () => {
    expect(ruleNumbers).toEqual(READ);
    expect([ruleNumbers[0], ruleNumbers.at(-1), ruleNumbers.length]).toEqual(["1.0", "7.56", 92]);
  });
  auditChecks("IA2 1.0–7.56", "docs/ia2-audit.md", ruleNumbers);
});
