/**
 * The malformed-input corpus for Red Poppies' data files: every field of the demonstration scenario, counters and
 * campaign gets a value of another JSON type, every object an unknown key; each is refused with a DataError naming the
 * JSON path of the field (or one about it), never another error.
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { DataError, jsonPath, parseData } from "../../../../../src/engine/data/validate";
import rpDemoCampaign from "../../../../../src/engine/rules/rp/data/rp-demo-campaign.json";
import rpDemoCounters from "../../../../../src/engine/rules/rp/data/rp-demo-counters.json";
import rpDemoScenario from "../../../../../src/engine/rules/rp/data/rp-demo-scenario.json";
import { RpCampaignFile } from "../../../../../src/engine/rules/rp/data/schemas/campaign";
import { RpCounterSet } from "../../../../../src/engine/rules/rp/data/schemas/counters";
import { RpScenario } from "../../../../../src/engine/rules/rp/data/schemas/scenario";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

const OTHER: Readonly<Record<string, Json>> = { number: "1", string: 7, boolean: "yes", null: "x", array: {}, object: [] };
const otherType = (v: Json): Json => OTHER[v === null ? "null" : Array.isArray(v) ? "array" : typeof v]!;

function edited(root: Json, path: Path, value: Json): Json {
  const copy = JSON.parse(JSON.stringify(root)) as Json;
  let at = copy as Record<string | number, Json>;
  for (const k of path.slice(0, -1)) at = at[k] as Record<string | number, Json>;
  at[path.at(-1)!] = value;
  return copy;
}

/** Every field's mutations: another type at each path, an unknown key in each object. */
function mutations(root: Json): { name: string; json: Json; path: string }[] {
  const out: { name: string; json: Json; path: string }[] = [];
  const visit = (v: Json, path: Path) => {
    if (path.length) out.push({ name: `another type at ${jsonPath(path)}`, json: edited(root, path, otherType(v)), path: jsonPath(path) });
    if (v === null || typeof v !== "object") return;
    if (!Array.isArray(v)) out.push({ name: `an unknown key at ${jsonPath(path)}`, json: edited(root, [...path, "zzz-unknown"], 1), path: jsonPath(path) });
    (Array.isArray(v) ? v.map((x, i) => [i, x] as const) : Object.entries(v)).forEach(([k, x]) => visit(x, [...path, k]));
  };
  visit(root, []);
  return out;
}

const about = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || a.startsWith(`${b}[`) || b.startsWith(`${a}.`) || b.startsWith(`${a}[`);

function faults(schema: z.ZodType, root: Json): { count: number; faults: string[] } {
  const cases = mutations(root);
  const found: string[] = [];
  for (const c of cases) {
    try {
      parseData(schema, c.json, "file");
      found.push(`${c.name}: accepted`);
    } catch (e) {
      if (!(e instanceof DataError)) found.push(`${c.name}: ${(e as Error).message}`);
      else if (!e.issues.some((i) => about(i.path, c.path))) found.push(`${c.name}: names ${e.issues.map((i) => i.path).join(", ")}`);
    }
  }
  return { count: cases.length, faults: found };
}

describe("malformed Red Poppies data files are refused naming a JSON path", () => {
  it.each([
    ["the demonstration scenario (RP 10.1)", RpScenario, rpDemoScenario],
    ["the demonstration counters (RP 3.11)", RpCounterSet, rpDemoCounters],
    ["the demonstration campaign (RP 11.0)", RpCampaignFile, rpDemoCampaign],
  ] as const)("every field of %s", { timeout: 60_000 }, (_name, schema, json) => {
    expect(() => parseData(schema as z.ZodType, json, "file")).not.toThrow();
    const { count, faults: found } = faults(schema as z.ZodType, json as Json);
    expect(count).toBeGreaterThan(20);
    expect(found).toEqual([]);
  });
});
