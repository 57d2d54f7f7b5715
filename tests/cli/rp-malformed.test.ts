import { describe, expect, it } from "vitest";
import { runOracle } from "../../src/cli/oracle";
import { DataError, jsonPath, parseData } from "../../src/engine/data/validate";
import { RP_DEMO } from "../../src/engine/rules/rp/data/demo";
import { RpScenario } from "../../src/engine/rules/rp/data/schemas/scenario";
import { rpDemoRequest } from "./rp-demo-request";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

/** A value of another JSON type, by the type of the value replaced. */
const OTHER: Readonly<Record<string, Json>> = { number: "1", string: 7, boolean: "yes", null: "x", array: {}, object: [] };
const otherType = (v: Json): Json => OTHER[v === null ? "null" : Array.isArray(v) ? "array" : typeof v]!;

function edit(root: Json, path: Path, value: Json): Json {
  const copy = JSON.parse(JSON.stringify(root)) as Json;
  let at = copy as Record<string | number, Json>;
  for (const k of path.slice(0, -1)) at = at[k] as Record<string | number, Json>;
  at[path.at(-1)!] = value;
  return copy;
}

const isHex = (v: Json): v is [number, number] => Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === "number");

/**
 * Malformed Red Poppies queries from a good request (rp-demo-request.ts): every field of every query gets a value of
 * another type, every object an unknown key, every hex one off the map; each is refused naming its JSON path. (The
 * battle and the commands are mutated by the shared corpus, malformed-corpus-rp.ts.)
 */
function corpus(root: Json): { name: string; request: Json; path: string }[] {
  const out: { name: string; request: Json; path: string }[] = [];
  const visit = (v: Json, path: Path) => {
    if (path[0] === "queries" && path.length > 1) {
      out.push({ name: `another type at ${jsonPath(path)}`, request: edit(root, path, otherType(v)), path: jsonPath(path) });
      if (isHex(v)) out.push({ name: `a hex off the map at ${jsonPath(path)}`, request: edit(root, path, [v[0] + 1000, v[1]]), path: jsonPath(path) });
    }
    if (v === null || typeof v !== "object" || (path.length && path[0] !== "queries")) return;
    if (!Array.isArray(v) && path.length > 1) out.push({ name: `an unknown key at ${jsonPath(path)}`, request: edit(root, [...path, "zzz"], 1), path: jsonPath(path) });
    const entries: [string | number, Json][] = Array.isArray(v) ? v.map((x, i) => [i, x]) : Object.entries(v);
    entries.forEach(([k, x]) => visit(x, [...path, k]));
  };
  visit(root, []);
  return out;
}

const inside = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || a.startsWith(`${b}[`);

describe("malformed Red Poppies requests are refused naming a JSON path", () => {
  const good = {
    ...rpDemoRequest(),
    queries: [{ sight: { hex: [23, 8], to: [21, 9], fire: true } }, { sight: { unit: "german-mg-1", to: [21, 9] } }, { "vertex-sight": { hex: [23, 8], vertex: [21, 9, 0] } }, { formation: { side: "german", config: "stack", units: ["german-infantry-2", "german-infantry-3"] } }, { control: { hexes: [[21, 8]] } }],
  } as Json;
  const cases = corpus(good);

  it("the good request runs every command", { timeout: 30_000 }, () => {
    expect(runOracle(good).results.map((r) => r.status)).toEqual(["done", "done"]);
  });

  it(`each mutation (${cases.length}) is refused at its path or one about it, never with another error`, { timeout: 120_000 }, () => {
    expect(cases.length).toBeGreaterThan(30);
    const faults: string[] = [];
    for (const c of cases) {
      try {
        runOracle(c.request);
        faults.push(`${c.name}: accepted`);
      } catch (e) {
        if (!(e instanceof DataError)) faults.push(`${c.name}: ${(e as Error).message}`);
        else if (!e.issues.some((i) => inside(i.path, c.path) || (i.path !== "$" && inside(c.path, i.path)))) faults.push(`${c.name}: names ${e.issues.map((i) => i.path).join(", ")}`);
      }
    }
    expect(faults).toEqual([]);
  });

  it("a malformed battle, command and scenario are each refused naming the JSON path", { timeout: 30_000 }, () => {
    const paths = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        if (e instanceof DataError) return e.issues.map((i) => i.path);
        throw e;
      }
      return [];
    };
    const battle = rpDemoRequest();
    battle.battle.units["german-mg-1"].hex = [21, 99];
    battle.battle.units["german-mg-1"].faces.formed.cohesion = "8";
    expect(paths(() => runOracle(battle))).toEqual(['$.battle.units["german-mg-1"].faces.formed.cohesion', '$.battle.units["german-mg-1"].hex']);
    const command = { ...rpDemoRequest(), commands: [{ command: { type: "move", side: "german", units: ["german-mg-1"], step: { to: [22, 9], in: "trench" } } }] };
    expect(paths(() => runOracle(command))).toEqual(["$.commands[0].command.step"]);
    const scenario = JSON.parse(JSON.stringify(RP_DEMO.scenario));
    scenario.order[2].face = "limbered";
    expect(paths(() => parseData(RpScenario, scenario, "scenario"))).toEqual(["$.order[2].face"]);
  });

  it("RP 5.0: a command for a side the battle does not have is refused by rule, the battle unchanged", { timeout: 30_000 }, () => {
    const r = runOracle({ ...rpDemoRequest(), commands: [{ command: { type: "pass", side: "french" } }] });
    expect(r.results[0]).toMatchObject({ status: "refused", rule: "RP 5.0" });
  });

  it("a query about a side the battle lacks is refused at its path", { timeout: 30_000 }, () => {
    expect(() => runOracle({ ...rpDemoRequest(), queries: [{ formation: { side: "french", config: "unit", units: ["british-mg-1"] } }] })).toThrow(/\$\.queries\[0\]\.formation\.side/);
  });
});
