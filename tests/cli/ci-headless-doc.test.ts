import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { runOracle } from "../../src/cli/oracle";
import { DataError } from "../../src/engine/data/validate";
import { ciModule } from "../../src/engine/rules/ci/module";
import { CI_QUERIES } from "../../src/engine/rules/ci/queries/oracle-queries";
import { ciDemoRequest, ciDemoStart, ciJson } from "./ci-demo-request";

const doc = readFileSync(new URL("../../docs/headless.md", import.meta.url), "utf8");
const section = doc.slice(doc.indexOf("### Combat Infantry"), doc.indexOf("\n## Response"));
/** The documented request's JSON block. */
const request = section.slice(section.indexOf("```json"), section.indexOf("```", section.indexOf("```json") + 7));
/** A field of the documented request, written whole on its lines (`"commands": [ … ]`). */
const field = (name: string): unknown => {
  const start = request.indexOf(`"${name}": `) + name.length + 4;
  const open = request[start]!;
  let depth = 0;
  for (let i = start; i < request.length; i++) {
    if (request[i] === open) depth++;
    if (request[i] === (open === "[" ? "]" : "}") && --depth === 0) return JSON.parse(request.slice(start, i + 1));
  }
  throw new Error(`no field ${name} in the documented request`);
};

describe("docs/headless.md, Combat Infantry", () => {
  it("documents every query the Combat Infantry module answers, every command, and links every schema it publishes", () => {
    expect(section.length).toBeGreaterThan(0);
    expect(Object.keys(CI_QUERIES).filter((q) => !section.includes(`{ "${q}":`))).toEqual([]);
    expect(Object.keys(ciModule.published).filter((n) => !section.includes(`(schema/${n}.schema.json)`))).toEqual([]);
  });

  it("CI 10.x Set-up, CI 4.x HQ Activation, CI 8.x Movement: the documented request is the demo request, and runs as the text says", { timeout: 30_000 }, () => {
    const commands = field("commands");
    expect(commands).toEqual(ciDemoRequest().commands);
    const r = runOracle({ ...ciDemoRequest(), queries: field("queries"), as: "german" });
    expect(r.results.map((x) => x.status)).toEqual((commands as unknown[]).map(() => "done"));
    const events = r.results.slice(3).flatMap((x) => (x as { events: { type: string }[] }).events.map((e) => e.type));
    expect(events).toEqual(["revealed", "activation-begun", "moved", "tipped", "moved", "activation-stage", "activation-ended"]);
    expect(r.answers).toEqual([
      { "ci-control": { hexes: [{ hex: [7, 5], control: "disputed" }] } },
      { "ci-command-range": { hq: "us-b-1-phq", rank: "phq", hexes: [[3, 5], [4, 6], [4, 5], [3, 4], [2, 5], [2, 6], [3, 6]] } },
    ]);
    expect(section).toContain('{ "ci-control": { "hexes": [{ "hex": [7, 5], "control": "disputed" }] } }');
    expect(section.replaceAll("\n", " ")).toContain('"rank": "phq", "hexes": [[3, 5], [4, 6], [4, 5], [3, 4], [2, 5], [2, 6], [3, 6]]');
  });

  it("issue 20 \"The lost numbers\": the refusal the text quotes is the oracle's", { timeout: 30_000 }, () => {
    try {
      runOracle({ ...ciDemoRequest(), battle: ciJson(ciDemoStart(false)) });
    } catch (e) {
      const issue = (e as DataError).issues.find((i) => i.path === '$.battle.numbers["unit.us-squad.F"]')!;
      expect(section.replaceAll("\n", " ")).toContain(`${issue.path}: ${issue.message}`);
      return;
    }
    throw new Error("the battle with no playtest values was accepted");
  });
});
