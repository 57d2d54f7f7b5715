import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { EXIT, main } from "../../src/cli/main";
import { runOracle } from "../../src/cli/oracle";
import { DataError, jsonPath } from "../../src/engine/data/validate";
import ciDemoScenarioJson from "../../src/engine/rules/ci/data/ci-demo-scenario.json";
import { loadCiScenario } from "../../src/engine/rules/ci/data/load-scenario";
import { CI_ROSTER } from "../../src/engine/rules/ci/data/roster";
import { ciDemoMap, ciDemoPlaying, ciDemoRequest, ciJson } from "./ci-demo-request";
import { ciPlay } from "./malformed-corpus-ci";
import { malformedCorpus } from "./malformed-corpus";
import { CI_DEMO_MAP } from "../../src/engine/rules/ci/data/demo";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

/** A value of another JSON type, by the type of the value replaced. */
const OTHER: Readonly<Record<string, Json>> = { number: "1", string: 7, boolean: "yes", null: "x", array: {}, object: [] };
const otherType = (v: Json): Json => OTHER[v === null ? "null" : Array.isArray(v) ? "array" : typeof v]!;

function edit(root: Json, path: Path, value: Json | undefined): Json {
  const copy = JSON.parse(JSON.stringify(root)) as Json;
  let at = copy as Record<string | number, Json>;
  for (const k of path.slice(0, -1)) at = at[k] as Record<string | number, Json>;
  if (value === undefined) delete at[path.at(-1)!];
  else at[path.at(-1)!] = value;
  return copy;
}

const isHex = (v: Json): v is [number, number] => Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === "number");
const inside = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || a.startsWith(`${b}[`);
const related = (issue: string, expected: string) => inside(issue, expected) || (issue !== "$" && inside(expected, issue));

interface Case {
  readonly name: string;
  readonly request: Json;
  readonly path: string;
}

/**
 * Every field under `top` (a query, a scenario) gets a value of another type, every object an unknown key, every hex one
 * off the map; of lists whose entries are alike (`alike`), only the first is mutated inside.
 */
function corpus(root: Json, top: (path: Path) => boolean, alike: ReadonlySet<string> = new Set()): Case[] {
  const out: Case[] = [];
  const visit = (v: Json, path: Path) => {
    if (path.length && top(path)) {
      out.push({ name: `another type at ${jsonPath(path)}`, request: edit(root, path, otherType(v)), path: jsonPath(path) });
      if (isHex(v)) out.push({ name: `a hex off the map at ${jsonPath(path)}`, request: edit(root, path, [v[0] + 1000, v[1]]), path: jsonPath(path) });
    }
    if (v === null || typeof v !== "object") return;
    if (!Array.isArray(v) && path.length && top(path)) out.push({ name: `an unknown key at ${jsonPath(path)}`, request: edit(root, [...path, "zzz"], 1), path: jsonPath(path) });
    const entries: [string | number, Json][] = Array.isArray(v) ? v.map((x, i) => [i, x]) : Object.entries(v);
    const first = alike.has(String(path.at(-1)));
    entries.forEach(([k, x], i) => (!first || i === 0) && visit(x, [...path, k]));
  };
  visit(root, []);
  return out;
}

/** The paths a call refuses (a DataError), or what else it did. */
function refusal(f: () => unknown): string[] | string {
  try {
    f();
    return "accepted";
  } catch (e) {
    if (e instanceof DataError) return e.issues.map((i) => i.path);
    return `threw ${(e as Error).message}`;
  }
}

/** The faults of a list of cases: each must be refused naming its path (or one about it). */
function faults(cases: readonly Case[], run: (request: Json) => unknown): string[] {
  return cases.flatMap((c) => {
    const paths = refusal(() => run(c.request));
    if (typeof paths === "string") return [`${c.name}: ${paths}`];
    return paths.some((p) => related(p, c.path)) ? [] : [`${c.name}: names ${paths.join(", ")}`];
  });
}

describe("malformed Combat Infantry requests and scenarios are refused naming a JSON path", () => {
  const good = {
    ...ciDemoRequest(),
    queries: [{ "ci-sight": { from: [3, 5], to: [6, 5], side: "us" } }, { "ci-control": { hexes: [[3, 5]] } }, { "ci-command-range": { hq: "us-b-1-phq" } }, { "ci-needs": {} }, { "ci-suggest": { side: "german" } }],
  } as Json;

  it("the good request runs every command", { timeout: 30_000 }, () => {
    expect(runOracle(good).results.map((r) => r.status)).toEqual((good as { commands: unknown[] }).commands.map(() => "done"));
  });

  it("every field of every CI query: another type, an unknown key, a hex off the map — each refused at its path", { timeout: 120_000 }, () => {
    const cases = corpus(good, (path) => path[0] === "queries" && path.length > 1);
    expect(cases.length).toBeGreaterThan(15);
    expect(faults(cases, runOracle)).toEqual([]);
  });

  it("the shared corpus's CI requests (malformed-corpus-ci.ts), in-process: each refused at its path, or by a rule, never with another error", { timeout: 300_000 }, () => {
    const cases = malformedCorpus().filter((m) => m.name.startsWith("ci ") && m.text === undefined);
    expect(cases.length).toBeGreaterThan(1000);
    const bad: string[] = [];
    for (const m of cases) {
      let response: ReturnType<typeof runOracle> | undefined;
      const paths = refusal(() => (response = runOracle(m.request)));
      if (Array.isArray(paths)) {
        if (m.path !== null && !paths.some((p) => related(p, m.path!))) bad.push(`${m.name}: names ${paths.join(", ")}`);
      } else if (paths !== "accepted" || m.path !== null) bad.push(`${m.name}: ${paths}`);
      // A rule may refuse it instead (`path` null): a command refused, naming its rule.
      else if (!response!.results.some((x) => x.status === "refused" && x.rule.startsWith("CI "))) bad.push(`${m.name}: ran without a refusal`);
    }
    expect(bad).toEqual([]);
  });

  it("the shared corpus's CI requests that give a key twice (in the text): the CLI refuses each at its path, with no stack trace", { timeout: 120_000 }, () => {
    const cases = malformedCorpus().filter((m) => m.name.startsWith("ci ") && m.text !== undefined);
    expect(cases.length).toBeGreaterThan(20);
    const dir = mkdtempSync(join(tmpdir(), "hex-tactics-ci-corpus-"));
    const out = vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    const err = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    const bad: string[] = [];
    try {
      cases.forEach((m, i) => {
        err.mockClear();
        const file = join(dir, `${i}.json`);
        writeFileSync(file, m.text!);
        const status = main(["rules", file]);
        const text = err.mock.calls.map((c) => String(c[0])).join("");
        if (status !== EXIT.refused || !text.includes(`${m.path}: `) || /^\s+at .+:\d+:\d+\)?$/m.test(text)) bad.push(`${m.name}: exit ${status} ${text.slice(0, 200)}`);
      });
    } finally {
      out.mockRestore();
      err.mockRestore();
      rmSync(dir, { recursive: true, force: true });
    }
    expect(bad).toEqual([]);
  });

  it("CI 6.x Firepower: a die no d10 shows, and a dice list that runs out, are refused at $.dice", { timeout: 60_000 }, () => {
    const req = ciPlay() as unknown as { dice: number[] } & Json;
    const cases: Case[] = req.dice.flatMap((_, i) => [0, 11, 2.5].map((face) => ({ name: `die ${face} at $.dice[${i}]`, request: edit(req, ["dice", i], face), path: `$.dice[${i}]` })));
    for (let n = 0; n < req.dice.length; n++) cases.push({ name: `${n} of ${req.dice.length} dice`, request: edit(req, ["dice"], req.dice.slice(0, n)), path: "$.dice" });
    expect(faults(cases, runOracle)).toEqual([]);
  });

  it("issue 20 \"The lost numbers\": the battle's numbers of another type, or none, are refused at $.battle.numbers", { timeout: 30_000 }, () => {
    const req = { map: CI_DEMO_MAP, battle: ciJson(ciDemoPlaying()) } as unknown as Json;
    const cases: Case[] = [
      { name: "numbers of another type", request: edit(req, ["battle", "numbers"], []), path: "$.battle.numbers" },
      { name: "a number of another type", request: edit(req, ["battle", "numbers", "unit.us-squad.F"], "3"), path: "$.battle.numbers" },
      { name: "no numbers", request: edit(req, ["battle", "numbers"], undefined), path: "$.battle.numbers" },
    ];
    expect(faults(cases, runOracle)).toEqual([]);
  });

  it("CI 10.x Set-up: every field of the demonstration scenario of another type, and an unknown key in every object, is refused at its path", { timeout: 120_000 }, () => {
    const scenario = ciDemoScenarioJson as unknown as Json;
    const cases = corpus(scenario, () => true, new Set(["forces", "numbers"])).concat(
      // The forces' other shapes: an off-map block (16), a block set up in a hex of its own (33).
      corpus(scenario, (path) => path[0] === "forces" && (path[1] === 16 || path[1] === 33)),
    );
    expect(cases.length).toBeGreaterThan(60);
    expect(faults(cases, (json) => loadCiScenario(json, ciDemoMap, CI_ROSTER))).toEqual([]);
  });
});
