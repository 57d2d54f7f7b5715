import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { auditChecks } from "../../../support/rule-audit";

// docs/pg-audit.md: every numbered rule of the Panzer Grenadier 3rd edition text with the test that plays it.
const root = join(__dirname, "../../../..");
// The rules texts sit beside the repository (shared/rules, rules/README.md there); a checkout without them uses the
// numbers read from the text when this test was written, which the text, where present, must still give.
const textPath = join(root, "../shared/rules/panzer-grenadier-3rd-edition.txt");
const READ = `1.0 1.1 1.2 2.0 2.1 2.2 2.3 2.4 3.0 3.1 3.11 3.12 3.13 3.14 3.15 3.2 3.3 3.31 3.32 3.33 3.34 4.0 4.1 4.2 4.3 4.4 4.5
  5.0 5.1 5.2 5.3 5.31 5.32 5.4 5.41 5.42 5.43 5.44 5.45 5.5 5.6 5.61 5.62 5.63 5.64 5.65 5.66 5.67 5.7 5.71 5.72 5.73
  5.74 5.75 6.0 6.1 6.2 6.3 6.4 6.41 6.42 6.43 6.5 6.51 6.52 6.53 6.54 6.55 6.6 6.61 6.62 6.63 6.64 6.65 6.66 6.7 6.71
  6.72 6.73 6.8 6.81 6.82 6.83 6.84 6.85 6.9 7.0 7.1 7.2 7.21 7.22 7.23 7.24 7.25 7.3 7.31 7.32 7.33 7.4 7.41 7.42
  7.43 7.44 7.45 7.46 7.5 7.51 7.52 7.6 7.61 7.62 7.63 7.64 8.0 8.1 8.2 8.21 8.22 8.23 8.3 8.31 8.32 8.33 8.34 8.35
  8.36 8.4 8.41 8.42 9.0 9.1 9.2 9.3 9.4 9.5 9.51 9.52 9.53 10.0 10.1 10.2 10.3 10.4 11.0 11.1 11.11 11.12 11.2 11.3
  12.0 12.1 12.11 12.12 12.13 12.2 12.3 12.4 12.41 12.42 12.43 12.5 12.51 12.52 12.53 12.54 13.0 13.1 13.11 13.12
  13.13 13.14 13.2 13.21 13.22 13.23 13.24 14.0 14.1 14.11 14.12 14.2 14.3 14.31 14.32 14.33 14.34 14.35 14.4 14.41
  14.42 14.43 14.44 14.45 15.0 15.1 15.11 15.12 15.13 15.14 15.2 15.21 15.22 15.3 15.31 15.32 16.0 16.1 16.11 16.12
  16.13 16.2 16.21 16.22 16.23 16.24 16.25 16.3 16.4 16.41 16.42 16.5 16.51 16.52 16.53 16.6 16.7 16.71 16.72 16.73
  16.74 16.75 17.0 17.1 17.2 17.3 17.4 17.5 17.6 17.61 17.62 17.63 17.64`.split(/\s+/);

/**
 * The rule numbers of the text: each numbered rule starts a line, as a markdown heading ("### 5.6 Transport."), a bold
 * heading ("**5.72 Major Rivers.**", "#### **16.72 Multiple Hits.**"), a bold number opening its paragraph ("**8.31** LOS
 * is blocked", "**16.21.** If") or a bare one ("14.33 Fleeing"). The index's list items ("- 5.6 Transport") are not rules.
 */
const numbersIn = (text: string) => [...text.matchAll(/^(?:#+ )?(?:\*\*)?(\d+\.\d+)[.:]?(?:\*\*)?\s/gm)].map((m) => m[1]!);
const ruleNumbers = existsSync(textPath) ? numbersIn(readFileSync(textPath, "utf8")) : READ;

describe("PG 1.0–17.64 audit (docs/pg-audit.md)", () => {
  it("PG 1.0–17.64 the text's numbered rules are read: 1.0 to 17.64, 242 of them, in order", () => {
    expect(ruleNumbers).toEqual(READ);
    expect([ruleNumbers[0], ruleNumbers.at(-1), ruleNumbers.length]).toEqual(["1.0", "17.64", 242]);
  });
  auditChecks("PG 1.0–17.64", "docs/pg-audit.md", ruleNumbers);
});
