/**
 * The checks of a rules audit (docs/ia2-audit.md, docs/pg-audit.md): its table's rows, each a numbered rule of the
 * text with where it is played and the tests that check it (`tests/…ts: "title"`), or why none does.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");

/** An audit's table rows: rule number, and the tests named in the third cell (`path: "title"`). */
function auditRows(doc: string) {
  return readFileSync(join(root, doc), "utf8")
    .split("\n")
    .filter((line) => /^\| \d+\.\d+ /.test(line))
    .map((line) => {
      const cells = line.split("|").map((c) => c.trim());
      const tests = [...cells[3]!.matchAll(/(tests\/[\w./-]+\.ts): "([^"]+)"/g)].map((m) => ({ file: m[1]!, title: m[2]! }));
      return { rule: cells[1]!.split(" ")[0]!, test: cells[3]!, tests, notes: cells[4] ?? "" };
    });
}

/**
 * The audit `doc` checked against `ruleNumbers`, the text's numbered rules (`label`: the tests' prefix): it lists each
 * and no other, every test it names exists under that title in that file, and a row names a test or says why none.
 */
export function auditChecks(label: string, doc: string, ruleNumbers: readonly string[]): void {
  const rows = auditRows(doc);
  it(`${label} the audit lists every numbered rule of the text, and no other`, () => {
    const listed = new Set(rows.map((r) => r.rule));
    expect(ruleNumbers.filter((n) => !listed.has(n))).toEqual([]);
    expect([...listed].filter((n) => !ruleNumbers.includes(n))).toEqual([]);
  });
  it(`${label} every test the audit names exists under that title in that file`, () => {
    const missing = rows.flatMap((r) => r.tests).filter((t) => !existsSync(join(root, t.file)) || !readFileSync(join(root, t.file), "utf8").includes(`"${t.title}"`));
    expect(missing).toEqual([]);
  });
  it(`${label} a row names a test, or says in its notes why none plays it`, () => {
    expect(rows.filter((r) => (r.test === "—" ? r.notes.length < 10 : r.tests.length === 0)).map((r) => r.rule)).toEqual([]);
  });
}
