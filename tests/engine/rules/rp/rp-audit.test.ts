import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { auditChecks } from "../../../support/rule-audit";

// docs/rp-audit.md: every numbered rule of the Red Poppies Campaigns vol. 3 text with the tests that play it.
const root = join(__dirname, "../../../..");
// The rules texts sit beside the repository (shared/rules); a checkout without them uses what was read from the text
// when this test was written, which the text, where present, must still give.
const textPath = join(root, "../shared/rules/red-poppies-campaigns-vol3.txt");
const text = existsSync(textPath) ? readFileSync(textPath, "utf8") : undefined;
const READ = `1.0 2.0 2.1 2.2 2.3 2.4 3.0 3.1 3.11 3.12 3.2 3.3 3.4 3.5 3.6 3.7 3.71 3.72 3.73 3.8 3.9 4.0 4.1 4.2 4.3 4.4
  4.41 4.42 4.43 4.5 4.51 4.52 4.53 4.6 4.7 4.8 4.81 4.82 4.9 4.91 4.92 5.0 5.1 5.11 5.12 5.13 5.2 5.21 5.22 5.23 5.24
  5.3 6.0 6.01 6.02 6.03 6.04 6.05 6.1 6.2 6.3 6.4 6.41 6.42 6.5 6.51 6.52 6.53 6.54 6.55 6.56 6.6 6.61 6.62 6.63 6.64
  6.65 6.66 6.661 6.662 6.663 6.67 6.671 6.672 6.673 6.674 6.675 6.676 6.677 6.678 6.679 6.7 6.71 6.72 6.73 6.74 6.75
  6.8 6.81 6.82 6.83 6.84 6.85 6.9 7.0 7.1 7.11 7.12 7.13 7.14 7.2 7.21 7.22 7.221 7.222 7.223 7.224 7.23 7.24 7.241
  7.242 7.243 7.244 7.245 7.246 7.247 7.248 7.3 7.4 7.41 7.42 7.43 7.44 7.45 7.5 7.51 7.511 7.512 7.513 7.514 7.52 8.0
  8.01 8.02 8.03 8.04 8.05 8.1 8.2 8.3 8.31 8.32 8.321 8.322 8.323 8.33 8.34 8.341 8.342 8.4 8.41 8.42 8.43 8.44 8.5
  8.6 8.7 8.8 8.9 9.0 10.0 10.1 10.2 10.21 10.22 10.3 11.0 11.01 11.02 11.03 11.1 11.11 11.12 11.2 11.3 11.31 11.32
  11.33 11.4 11.41 11.42 11.5 11.51 11.52 11.521 11.522 11.53 11.531 11.532 11.533 11.534 11.54 11.541 11.542 11.543
  11.55 12.0 13.0 14.0`.split(/\s+/);
// 14.0's special rules for every AA scenario and campaign, and its scenarios: rules with no number of their own.
const AA_READ = ["Malmaison Fort", "Quarries", "Saint-Chamond Tanks", "Eingreif Companies", "Rules edits", "AA SCENARIO 1", "AA SCENARIO 2", "AA SCENARIO 3", "AA SCENARIO 4", "AA CAMPAIGN SCENARIO 1"];

/**
 * The rule numbers of the text. The body starts at its second "1.0 INTRODUCTION": before it the table of contents
 * runs headings together ("9.0 EXAMPLE OF PLAY**10.0 SCENARIOS**") and lists sections ("- 3.1 Nomenclature"), which are
 * no rules. In the body a number opening a line is a rule: a heading ("3.7 COHESION CHECK (C√)", "6.66 Lost"), a
 * paragraph ("3.71 Cohesion measures", "7.12 Resolve PB as follows.") or an example (4.91, 7.244). 12.0's errata list
 * the rules they change as items ("- 2.2 Add two final sentences"): they are 12.0's text, not rules. 14.0's rules edit
 * reprints "3.4 Stack" as Assault Artillery plays it: that number is read once.
 */
const numbersIn = (t: string) => [...new Set([...t.slice(t.lastIndexOf("\n1.0 INTRODUCTION\n")).matchAll(/^(\d+\.\d+) /gm)].map((m) => m[1]!))];
/** 14.0's special rules ("Quarries: Treat all quarries …", up to its rules edit) and its scenario headings. */
function aaRulesIn(t: string): string[] {
  const aa = t.slice(t.indexOf("\n14.0 "));
  const special = aa.slice(aa.indexOf("Special Rules for all AA"), aa.indexOf("\n3.4 Stack"));
  return [...[...special.matchAll(/^([A-Z][\w -]+): /gm)].map((m) => m[1]!), ...[...aa.matchAll(/^(AA (?:CAMPAIGN )?SCENARIO \d+):/gm)].map((m) => m[1]!)];
}
const ruleNumbers = text ? numbersIn(text) : READ;
const aaRules = text ? aaRulesIn(text) : AA_READ;

describe("RP 1.0–14.0 audit (docs/rp-audit.md)", () => {
  // Without the text, what was read from it is all there is: nothing to compare.
  it.skipIf(!text)("RP 1.0–14.0 the text's numbered rules are read: 1.0 to 14.0, 209 of them, in order", () => {
    expect(ruleNumbers).toEqual(READ);
    expect([ruleNumbers[0], ruleNumbers.at(-1), ruleNumbers.length]).toEqual(["1.0", "14.0", 209]);
  });
  auditChecks("RP 1.0–14.0", "docs/rp-audit.md", ruleNumbers);
  it("AA 14.0 each special rule and scenario of 14.0 has a row of the Assault Artillery table, with a test or why none", () => {
    expect(aaRules).toEqual(AA_READ);
    const rows = readFileSync(join(root, "docs/rp-audit.md"), "utf8").split("\n").filter((l) => /^\| \D/.test(l));
    const row = (name: string) => rows.find((l) => l.startsWith(`| ${name} `) || l.startsWith(`| ${name}:`));
    expect(aaRules.filter((n) => !row(n))).toEqual([]);
    expect(aaRules.filter((n) => !/tests\/[\w./-]+\.ts: "|\| — \| \w.{9,}/.test(row(n) ?? ""))).toEqual([]);
    const tests = rows.flatMap((l) => [...l.matchAll(/(tests\/[\w./-]+\.ts): "([^"]+)"/g)]);
    expect(tests.filter(([, file, title]) => !existsSync(join(root, file!)) || !readFileSync(join(root, file!), "utf8").includes(`"${title}"`)).map(([named]) => named)).toEqual([]);
  });
});
