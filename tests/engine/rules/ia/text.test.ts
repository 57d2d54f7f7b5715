import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { IA_TEXT } from "../../../../src/engine/rules/ia/text";

// IA's catalogue spreads the series' (series/text.ts), whose codes the series' procedures say.
const roots = ["ia", "series"].map((d) => resolve(import.meta.dirname, "../../../../src/engine/rules", d));
const files = (dir: string): string[] =>
  readdirSync(dir)
    .sort()
    .flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : f.endsWith(".ts") ? [join(dir, f)] : []));
const sources = roots
  .flatMap((root) => files(root).filter((f) => f !== join(root, "text.ts")))
  .map((f) => readFileSync(f, "utf8"));
const codes = Object.keys(IA_TEXT);

/** The `say(…)` and `traced(…)` calls in a source, each up to its closing parenthesis. */
function calls(source: string): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(/\b(?:say|traced)\(/g)) {
    let i = m.index + m[0].length;
    for (let depth = 1; depth > 0 && i < source.length; i++) depth += source[i] === "(" ? 1 : source[i] === ")" ? -1 : 0;
    out.push(source.slice(m.index, i));
  }
  return out;
}

/** Double-quoted literals shaped like a code (`move.not-adjacent`, a trace id such as `fire.unit`). */
const codeLiterals = (text: string): string[] => [...text.matchAll(/"([a-z][a-z0-9-]*(?:\.[a-z0-9-]+)+)"/g)].map((m) => m[1]!);

describe("the Infantry Attacks text catalogue", () => {
  it("no code is a dotted prefix of another (lang files nest them)", () => {
    const clashes = codes.flatMap((a) => codes.filter((b) => b.startsWith(`${a}.`)).map((b) => `${a} < ${b}`));
    expect(clashes).toEqual([]);
  });
  it("every code the rules say or trace with is in the catalogue", () => {
    const used = new Set(sources.flatMap((s) => calls(s).flatMap(codeLiterals)));
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((c) => !(c in IA_TEXT))).toEqual([]);
  });
  it("every entry is used somewhere in the rules (no dead text)", () => {
    const quoted = new Set(sources.flatMap(codeLiterals));
    expect(codes.filter((c) => !quoted.has(c))).toEqual([]);
  });
});
