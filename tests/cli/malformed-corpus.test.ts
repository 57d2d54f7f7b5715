import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it, vi } from "vitest";
import { EXIT, main } from "../../src/cli/main";
import { runOracle } from "../../src/cli/oracle";
import { corpusBases, malformedCorpus, requestText, type Malformed } from "./malformed-corpus";

const corpus = malformedCorpus();
const dir = mkdtempSync(join(tmpdir(), "hex-tactics-corpus-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes the request where the CLI can read it. */
function file(m: Malformed, i: number): string {
  const path = join(dir, `${i}.json`);
  writeFileSync(path, m.text ?? requestText(m.request));
  return path;
}

/** A line of a Node stack trace. */
const STACK = /^\s+at .+:\d+:\d+\)?$/m;

/** Whether JSON path `a` is `b` or lies inside it. */
const inside = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || a.startsWith(`${b}[`);
/** `issue` is about `expected`: the same path, one inside it, or one it lies in (but the root, which holds every path). */
const related = (issue: string, expected: string) => inside(issue, expected) || (issue !== "$" && inside(expected, issue));

/** What is wrong with how the CLI ended on `m`, or null: exit 2 naming a JSON path about the mutated field, or (where a rule may refuse) exit 0 with a command refused by a rule. */
function fault(m: Malformed, status: number, out: string, err: string): string | null {
  if (STACK.test(out) || STACK.test(err)) return "a stack trace";
  if (status === EXIT.refused) {
    const paths = [...err.matchAll(/^ {2}(\$\S*): /gm)].map((p) => p[1]!);
    if (out !== "" || paths.length === 0) return `exit 2 without a JSON path: ${err}`;
    if (m.path !== null && !paths.some((p) => related(p, m.path!))) return `names ${paths.join(", ")}, not ${m.path}`;
    return null;
  }
  if (status === EXIT.ok && m.path === null) {
    const refusal = (JSON.parse(out) as { results: { status: string; rule?: string }[] }).results.find((r) => r.status === "refused");
    return err === "" && refusal?.rule ? null : "ran without a refusal";
  }
  return `exit ${status}: ${(err || out).slice(0, 300)}`;
}

describe("malformed requests are refused naming a JSON path (or a rule), never with a crash", () => {
  it("the good requests the corpus is made from run with every command done", () => {
    for (const base of corpusBases()) expect(runOracle(base).results.map((r) => r.status)).toEqual((base as { commands: unknown[] }).commands.map(() => "done"));
  });

  it(`${corpus.length} malformed requests through main(), in-process`, { timeout: 60_000 }, () => {
    expect(corpus.length).toBeGreaterThan(1000);
    const faults: string[] = [];
    const out = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const err = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      corpus.forEach((m, i) => {
        out.mockClear();
        err.mockClear();
        let status: number;
        try {
          status = main(["rules", file(m, i)]);
        } catch (e) {
          return faults.push(`${m.name}: main threw ${(e as Error).stack}`);
        }
        const text = (spy: typeof out) => spy.mock.calls.map((c) => String(c[0])).join("");
        const f = fault(m, status, text(out), text(err));
        if (f) faults.push(`${m.name}: ${f}`);
      });
    } finally {
      out.mockRestore();
      err.mockRestore();
    }
    expect(faults).toEqual([]);
  });

  it("a sample of them through the real binary: the same exit statuses, one message, no stack trace", { timeout: 120_000 }, async () => {
    const kinds = ["a value of another type", "null at", "removal", "a huge number", '"__proto__" at', 'a key "constructor"', "nesting 10000 deep", "an unknown key", "a hex off the map", "of 14 dice", "a key given twice"];
    const sample = kinds.map((k) => corpus.findIndex((m) => m.name.includes(k)));
    expect(sample).not.toContain(-1);
    const bin = new URL("../../bin/hex-tactics.mjs", import.meta.url).pathname;
    const runs = await Promise.all(
      sample.map(async (i) => {
        const m = corpus[i]!;
        const path = file(m, i);
        try {
          const { stdout, stderr } = await promisify(execFile)(process.execPath, [bin, "rules", path], { encoding: "utf8" });
          return `${m.name}: ${fault(m, 0, stdout, stderr) ?? "ok"}`;
        } catch (e) {
          const { code, stdout, stderr } = e as { code: number; stdout: string; stderr: string };
          return `${m.name}: ${fault(m, code, stdout, stderr) ?? "ok"}`;
        }
      }),
    );
    expect(runs).toEqual(sample.map((i) => `${corpus[i]!.name}: ok`));
  });
});
